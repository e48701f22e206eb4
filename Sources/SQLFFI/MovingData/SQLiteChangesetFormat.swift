#if !SKIP
import Foundation

/// Checks that bytes follow the changeset or patchset format before SQLite reads them.
///
/// SQLite's changeset reader trusts the framing of its input: a table header whose name lacks its
/// NUL terminator makes `sqlite3changeset_next` (and apply, invert, concat) loop forever on a
/// buffer in memory (seen on 3.40.1 and in the 3.50.4 source: `sessionChangesetBufferTblhdr` waits
/// for more input that a buffer never gets), and a varint or value cut short is read past the end.
/// So SQLFFI walks the structure first and reports `SQLITE_CORRUPT` itself; what the structure
/// cannot show (values that do not fit the table, an UPDATE without its key) SQLite still checks.
///
/// The format, from `sqlite3session.h` ("CHANGESET FORMAT", "PATCHSET FORMAT", "RECORD FORMAT"):
/// table headers (`'T'` or `'P'`, a varint column count, one primary-key flag byte per column, a
/// NUL-terminated name), each followed by changes (an operation byte: `SQLITE_INSERT`, `_UPDATE` or
/// `_DELETE`; an indirect-flag byte; records). A changeset's INSERT has a new record, DELETE an old
/// one, UPDATE an old then a new one; a patchset's INSERT and UPDATE have one record of every
/// column, its DELETE a record of the primary-key columns only. A record field is a type byte: 0
/// (undefined) or 5 (NULL) alone, 1 (integer) or 2 (real) and 8 bytes, 3 (text) or 4 (blob) and a
/// varint length and that many bytes.
enum SQLiteChangesetFormat {
    /// Why `data` is not a changeset or patchset, with the byte offset; nil when its structure holds.
    static func problem(in data: Data) -> String? {
        data.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes)
            return reader.check()
        }
    }

    /// Throws `SQLITE_CORRUPT` unless `data` has the structure of a changeset or patchset.
    static func check(_ data: Data, function: String) throws(SQLiteFailure) {
        if let problem = problem(in: data) {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.corrupt,
                message: function + ": not a valid changeset (" + problem + "); SQLite was not called")
        }
    }

    /// A cursor over the bytes.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func check() -> String? {
            var columns = 0
            var keyColumns = 0
            var patchset = false
            var inTable = false
            while position < bytes.count {
                let start = position
                let marker = bytes[position]
                if marker == 0x54 || marker == 0x50 {  // 'T', 'P'
                    patchset = marker == 0x50
                    position += 1
                    guard let count = varint(), count >= 1, count <= 65_536 else {
                        return "a table header at byte \(start) has no valid column count"
                    }
                    columns = Int(count)
                    guard position + columns <= bytes.count else {
                        return "the table header at byte \(start) ends inside its primary key flags"
                    }
                    keyColumns = 0
                    for index in position..<(position + columns) where bytes[index] != 0 { keyColumns += 1 }
                    position += columns
                    guard let end = (position..<bytes.count).first(where: { bytes[$0] == 0 }) else {
                        return "the table name at byte \(position) has no terminating NUL"
                    }
                    position = end + 1
                    inTable = true
                    continue
                }
                guard inTable else { return "byte \(start) starts a change before any table header" }
                guard position + 2 <= bytes.count else { return "the change at byte \(start) is cut short" }
                let operation = Int32(marker)
                position += 2
                var records: [Int]
                switch operation {
                case SQLiteConstants.insertOperation: records = [columns]
                case SQLiteConstants.deleteOperation: records = [patchset ? keyColumns : columns]
                case SQLiteConstants.updateOperation: records = patchset ? [columns] : [columns, columns]
                default: return "byte \(start) is neither a table header nor an operation (\(marker))"
                }
                for fields in records {
                    if let problem = record(fields: fields, change: start) { return problem }
                }
            }
            return nil
        }

        /// Skips a record of `fields` fields of the change that starts at byte `change`.
        mutating func record(fields: Int, change: Int) -> String? {
            for _ in 0..<fields {
                guard position < bytes.count else { return "the change at byte \(change) ends inside a record" }
                let type = bytes[position]
                let field = position
                position += 1
                switch type {
                case 0, 5:
                    continue
                case 1, 2:
                    position += 8
                case 3, 4:
                    guard let length = varint(), length <= UInt64(bytes.count) else {
                        return "the value at byte \(field) has no valid length"
                    }
                    position += Int(length)
                default:
                    return "the value at byte \(field) has an unknown type (\(type))"
                }
                if position > bytes.count { return "the value at byte \(field) is cut short" }
            }
            return nil
        }

        /// Reads one of SQLite's varints (1 to 9 bytes, big-endian groups of 7 bits, all 8 bits of a
        /// ninth byte); nil when the bytes end first.
        mutating func varint() -> UInt64? {
            var value: UInt64 = 0
            for index in 0..<9 {
                guard position < bytes.count else { return nil }
                let byte = bytes[position]
                position += 1
                if index == 8 { return (value << 8) | UInt64(byte) }
                value = (value << 7) | UInt64(byte & 0x7f)
                if byte & 0x80 == 0 { return value }
            }
            return value
        }
    }
}
#endif
