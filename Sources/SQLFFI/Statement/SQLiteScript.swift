#if !SKIP
import Foundation
import SQLFFIShims

/// SQL text that holds one or more statements, compiled one statement at a time.
///
/// The text is copied once into a NUL-terminated UTF-8 buffer; each ``next(on:persistent:)``
/// compiles the statement at the current position and moves past it, so that a script runs as
/// `prepare, run, prepare the next`: a statement may use a table that an earlier one created.
package final class SQLiteScript {
    private let bytes: UnsafeMutablePointer<CChar>
    /// The byte length of the text, without the terminating NUL.
    package let byteCount: Int
    /// The byte offset where the next statement starts.
    package private(set) var position = 0
    /// The byte offset where the most recently compiled statement starts.
    package private(set) var statementStart = 0
    /// The byte offset of the first NUL character inside the text, if it has one.
    private let nulOffset: Int?

    /// Copies `sql` as UTF-8, embedded NUL characters included.
    package init(_ sql: String) {
        var text = sql
        let count = text.utf8.count
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: count + 1)
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { source in
                if let base = source.baseAddress { copy.update(from: base, count: source.count) }
            }
        }
        copy[count] = 0
        bytes = copy
        byteCount = count
        nulOffset = Self.nulOffset(copy, byteCount: count)
    }

    /// Compiles the first statement of `sql` without copying the text (which a script does, to
    /// outlive the call): the way to prepare a single statement.
    ///
    /// - Returns: the statement (nil when `sql` holds no statement, only white space or comments)
    ///   and whether more statements follow it.
    package static func compileFirst(_ sql: String, on connection: SQLiteConnection, persistent: Bool)
        throws(SQLiteFailure) -> (statement: SQLiteStatement?, hasMore: Bool)
    {
        let byteCount = sql.utf8.count
        // withCString lends the text NUL-terminated: a native string's own storage, a short one
        // copied to the stack.
        let outcome: Result<(statement: SQLiteStatement?, hasMore: Bool), SQLiteFailure> = sql.withCString {
            text in
            var position = 0
            var statementStart = 0
            do throws(SQLiteFailure) {
                let statement = try compileNext(
                    text, byteCount: byteCount, nulOffset: nulOffset(text, byteCount: byteCount),
                    position: &position, statementStart: &statementStart, on: connection, persistent: persistent)
                return .success((statement, hasMore(text, byteCount: byteCount, from: position)))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The byte offset of the first NUL character inside the NUL-terminated text `bytes` of
    /// `byteCount` bytes, if it has one.
    private static func nulOffset(_ bytes: UnsafePointer<CChar>, byteCount: Int) -> Int? {
        let length = strlen(bytes)
        return length < byteCount ? length : nil
    }

    deinit { bytes.deallocate() }

    /// Compiles the next statement; nil when only white space and comments remain.
    ///
    /// A failure's offset is counted from the start of the whole text.
    package func next(on connection: SQLiteConnection, persistent: Bool = false) throws(SQLiteFailure)
        -> SQLiteStatement?
    {
        try Self.compileNext(
            UnsafePointer(bytes), byteCount: byteCount, nulOffset: nulOffset, position: &position,
            statementStart: &statementStart, on: connection, persistent: persistent)
    }

    /// ``next(on:persistent:)`` on the NUL-terminated text `bytes` of `byteCount` bytes, from
    /// `position`, which it moves past the statement compiled; `statementStart` is set to where
    /// that statement starts.
    private static func compileNext(
        _ bytes: UnsafePointer<CChar>, byteCount: Int, nulOffset: Int?, position: inout Int,
        statementStart: inout Int, on connection: SQLiteConnection, persistent: Bool
    ) throws(SQLiteFailure) -> SQLiteStatement? {
        guard let handle = connection.raw else { throw .connectionClosed }
        if connection.needsCallCheck { try connection.checkCallAllowed() }
        if let flag = connection.cancelFlag, sqlffi_atomic_load(flag) != 0 { throw .cancelled }
        if let nulOffset {
            // SQLite stops reading SQL at a NUL: refuse the text rather than drop what follows.
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.error,
                message: "the SQL text contains a NUL character at byte \(nulOffset); SQLite would ignore the rest",
                offset: nulOffset)
        }
        let library = connection.library
        while position < byteCount {
            let remaining = byteCount - position
            guard remaining < Int(Int32.max) else {
                throw SQLiteFailure(
                    extendedCode: SQLiteConstants.tooBig, message: "the SQL text is longer than 2 GiB")
            }
            let start = bytes + position
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let code: Int32
            // The length counts the terminating NUL (the text has no other, see nulOffset): SQLite
            // then reads the text in place, where without it SQLite copies the text first.
            let length = Int32(remaining + 1)
            if let prepareV3 = library.functions.prepareV3 {
                let flags = persistent ? SQLiteConstants.preparePersistent : 0
                code = prepareV3(handle, start, length, flags, &statement, &tail)
            } else {
                code = library.functions.prepareV2(handle, start, length, &statement, &tail)
            }
            statementStart = position
            if code != SQLiteConstants.ok {
                var failure = connection.failure(code)
                if let offset = failure.offset { failure.offset = offset + position }
                if let statement { _ = library.functions.finalize(statement) }
                throw failure
            }
            let consumed = tail.map { bytes.distance(to: $0) } ?? byteCount
            let advanced = consumed > position
            position = advanced ? min(consumed, byteCount) : byteCount
            if let statement { return SQLiteStatement(raw: statement, connection: connection) }
            if !advanced { break }
        }
        position = byteCount
        return nil
    }

    /// Whether anything but white space, semicolons and comments follows the current position,
    /// that is, whether another statement remains.
    package var hasMore: Bool { Self.hasMore(UnsafePointer(bytes), byteCount: byteCount, from: position) }

    /// Whether anything but white space, semicolons and comments follows byte `position` of the
    /// text `bytes` of `byteCount` bytes.
    private static func hasMore(_ bytes: UnsafePointer<CChar>, byteCount: Int, from position: Int) -> Bool {
        var index = position
        while index < byteCount {
            let byte = UInt8(bitPattern: bytes[index])
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x3B:  // space, tab, LF, FF, CR, ';'
                index += 1
            case 0x2D where index + 1 < byteCount && bytes[index + 1] == 0x2D:  // "--" to end of line
                index += 2
                while index < byteCount && bytes[index] != 0x0A { index += 1 }
            case 0x2F where index + 1 < byteCount && bytes[index + 1] == 0x2A:  // "/*" to "*/" or end
                index += 2
                while index < byteCount && !(bytes[index] == 0x2A && index + 1 < byteCount && bytes[index + 1] == 0x2F)
                {
                    index += 1
                }
                index += 2
            default:
                return true
            }
        }
        return false
    }
}
#endif
