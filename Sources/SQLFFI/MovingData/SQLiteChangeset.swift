#if !SKIP
import Foundation

/// A value of a row in a changeset, copied out of SQLite.
package enum SQLiteChangeValue: Equatable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case null
}

/// One change of a changeset: an INSERT, UPDATE or DELETE of one row.
package struct SQLiteChange: Sendable {
    /// The table's name.
    package var table: String
    /// `SQLITE_INSERT` (18), `SQLITE_UPDATE` (23) or `SQLITE_DELETE` (9).
    package var operation: Int32
    /// Whether the change was made by a trigger or foreign key action (an indirect change).
    package var isIndirect: Bool
    /// The row before the change, one entry per column (empty for an INSERT); nil where the column
    /// is not part of the change (the unchanged columns of an UPDATE, in a patchset most columns).
    package var oldValues: [SQLiteChangeValue?]
    /// The row after the change, one entry per column (empty for a DELETE); nil where the column
    /// is not part of the change.
    package var newValues: [SQLiteChangeValue?]
}

/// A conflict met while applying a changeset, as the conflict handler sees it.
package struct SQLiteChangesetConflict: Sendable {
    /// `SQLITE_CHANGESET_DATA` (1), `_NOTFOUND` (2), `_CONFLICT` (3), `_CONSTRAINT` (4) or
    /// `_FOREIGN_KEY` (5).
    package var kind: Int32
    /// The change that conflicts; nil for a foreign key conflict, which concerns the whole changeset.
    package var change: SQLiteChange?
    /// The row in the database that the change conflicts with (for DATA and CONFLICT), else nil.
    package var conflictingValues: [SQLiteChangeValue]?
    /// For a foreign key conflict, the number of foreign key violations the changeset leaves.
    package var foreignKeyViolations: Int32
}

extension SQLiteConstants {
    /// `SQLITE_CHANGESET_DATA`: the row to update or delete exists but holds other values.
    public static let changesetData: Int32 = 1
    /// `SQLITE_CHANGESET_NOTFOUND`: the row to update or delete does not exist.
    public static let changesetNotFound: Int32 = 2
    /// `SQLITE_CHANGESET_CONFLICT`: a row to insert has a primary key that is already there.
    public static let changesetConflict: Int32 = 3
    /// `SQLITE_CHANGESET_CONSTRAINT`: the change would violate another constraint.
    public static let changesetConstraint: Int32 = 4
    /// `SQLITE_CHANGESET_FOREIGN_KEY`: the changeset as a whole leaves foreign key violations.
    public static let changesetForeignKey: Int32 = 5
    /// `SQLITE_CHANGESET_OMIT`: skip the change.
    public static let changesetOmit: Int32 = 0
    /// `SQLITE_CHANGESET_REPLACE`: replace the conflicting row (DATA and CONFLICT only).
    public static let changesetReplace: Int32 = 1
    /// `SQLITE_CHANGESET_ABORT`: roll back every change of the apply.
    public static let changesetAbort: Int32 = 2
    /// `SQLITE_INSERT`, the operation code of an inserted row.
    public static let insertOperation: Int32 = 18
    /// `SQLITE_DELETE`, the operation code of a deleted row.
    public static let deleteOperation: Int32 = 9
    /// `SQLITE_UPDATE`, the operation code of an updated row.
    public static let updateOperation: Int32 = 23
}

/// The changeset functions that need no connection: invert, concatenate, read.
package enum SQLiteChangesets {
    /// A changeset that undoes `changeset` (`sqlite3changeset_invert`). A patchset cannot be
    /// inverted: SQLite answers `SQLITE_CORRUPT`.
    package static func invert(_ changeset: Data, library: SQLiteLibrary) throws(SQLiteFailure) -> Data {
        let sessions = try functions("sqlite3changeset_invert", library)
        let count = try length(changeset)
        try SQLiteChangesetFormat.check(changeset, function: "sqlite3changeset_invert")
        return try output(library, "sqlite3changeset_invert") { size, buffer in
            changeset.withUnsafeBytes { sessions.invert(count, $0.baseAddress, size, buffer) }
        }
    }

    /// One changeset with the effect of `first` then `second` (`sqlite3changeset_concat`); both
    /// changesets, or both patchsets.
    package static func concat(_ first: Data, _ second: Data, library: SQLiteLibrary) throws(SQLiteFailure) -> Data {
        let sessions = try functions("sqlite3changeset_concat", library)
        let firstCount = try length(first)
        let secondCount = try length(second)
        try SQLiteChangesetFormat.check(first, function: "sqlite3changeset_concat")
        try SQLiteChangesetFormat.check(second, function: "sqlite3changeset_concat")
        return try output(library, "sqlite3changeset_concat") { size, buffer in
            first.withUnsafeBytes { a in
                second.withUnsafeBytes { b in
                    // SQLite reads the inputs only; its prototype just lacks `const`.
                    sessions.concat(
                        firstCount, UnsafeMutableRawPointer(mutating: a.baseAddress), secondCount,
                        UnsafeMutableRawPointer(mutating: b.baseAddress), size, buffer)
                }
            }
        }
    }

    /// Every change of a changeset or patchset, in order (`sqlite3changeset_start`, `_next`, `_op`,
    /// `_old`, `_new`, `_finalize`).
    package static func changes(in changeset: Data, library: SQLiteLibrary) throws(SQLiteFailure) -> [SQLiteChange] {
        let sessions = try functions("sqlite3changeset_start", library)
        let count = try length(changeset)
        try SQLiteChangesetFormat.check(changeset, function: "sqlite3changeset_start")
        var copy = changeset
        var result: Result<[SQLiteChange], SQLiteFailure> = .success([])
        copy.withUnsafeMutableBytes { bytes in
            var iterator: OpaquePointer?
            let code = sessions.start(&iterator, count, bytes.baseAddress)
            guard code == SQLiteConstants.ok, let iterator else {
                result = .failure(failure(code, library, "sqlite3changeset_start"))
                return
            }
            var changes: [SQLiteChange] = []
            var step = sessions.next(iterator)
            while step == SQLiteConstants.row {
                guard let change = currentChange(iterator, sessions, library) else { break }
                changes.append(change)
                step = sessions.next(iterator)
            }
            let finished = sessions.finalize(iterator)
            if step != SQLiteConstants.done && step != SQLiteConstants.row {
                result = .failure(failure(step, library, "sqlite3changeset_next"))
            } else if finished != SQLiteConstants.ok {
                result = .failure(failure(finished, library, "sqlite3changeset_finalize"))
            } else {
                result = .success(changes)
            }
        }
        return try result.get()
    }

    /// The change an iterator points at, with the values its operation has; nil if SQLite refuses.
    static func currentChange(_ iterator: OpaquePointer, _ sessions: SessionFunctions, _ library: SQLiteLibrary)
        -> SQLiteChange?
    {
        var table: SQLiteCString?
        var columns: Int32 = 0
        var operation: Int32 = 0
        var indirect: Int32 = 0
        guard sessions.op(iterator, &table, &columns, &operation, &indirect) == SQLiteConstants.ok else { return nil }
        var change = SQLiteChange(
            table: table.map { String(cString: $0) } ?? "", operation: operation, isIndirect: indirect != 0,
            oldValues: [], newValues: [])
        if operation != SQLiteConstants.insertOperation {
            change.oldValues = values(sessions.old, iterator, columns, library)
        }
        if operation != SQLiteConstants.deleteOperation {
            change.newValues = values(sessions.new, iterator, columns, library)
        }
        return change
    }

    /// The `columns` values that `function` (`_old`, `_new` or `_conflict`) gives; nil entries for
    /// columns that are not part of the change.
    static func values(
        _ function: SQLiteChangesetValueFunction, _ iterator: OpaquePointer, _ columns: Int32, _ library: SQLiteLibrary
    ) -> [SQLiteChangeValue?] {
        var values: [SQLiteChangeValue?] = []
        values.reserveCapacity(Int(columns))
        var column: Int32 = 0
        while column < columns {
            var value: OpaquePointer?
            if function(iterator, column, &value) == SQLiteConstants.ok, let value {
                values.append(copy(value, library))
            } else {
                values.append(nil)
            }
            column += 1
        }
        return values
    }

    /// A `sqlite3_value` copied into Swift.
    static func copy(_ value: OpaquePointer, _ library: SQLiteLibrary) -> SQLiteChangeValue {
        let functions = library.functions
        switch functions.valueType(value) {
        case SQLiteConstants.integerType:
            return .integer(functions.valueInt64(value))
        case SQLiteConstants.floatType:
            return .real(functions.valueDouble(value))
        case SQLiteConstants.textType:
            guard let text = functions.valueText(value) else { return .text("") }
            let count = Int(functions.valueBytes(value))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLiteConstants.blobType:
            let bytes = functions.valueBlob(value)
            let count = Int(functions.valueBytes(value))
            guard let bytes, count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }

    /// The session functions, or the unsupported failure naming `function`.
    static func functions(_ function: String, _ library: SQLiteLibrary) throws(SQLiteFailure) -> SessionFunctions {
        guard let sessions = library.functions.sessions else { throw .noSessions(function, library: library) }
        return sessions
    }

    /// The byte count of a changeset as the C functions take it.
    static func length(_ changeset: Data) throws(SQLiteFailure) -> Int32 {
        guard changeset.count <= Int(Int32.max) else {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.tooBig, message: "a changeset of \(changeset.count) bytes is too big")
        }
        return Int32(changeset.count)
    }

    /// The failure of a connection-less changeset function: SQLite's text for the code.
    static func failure(_ code: Int32, _ library: SQLiteLibrary, _ function: String) -> SQLiteFailure {
        SQLiteFailure(
            extendedCode: code, message: function + ": " + SQLiteConnection.describe(code, library: library))
    }

    /// Runs a C function that returns a buffer allocated by SQLite, and copies the buffer out.
    static func output(
        _ library: SQLiteLibrary, _ function: String,
        _ call: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Int32
    ) throws(SQLiteFailure) -> Data {
        var size: Int32 = 0
        var buffer: UnsafeMutableRawPointer?
        let code = call(&size, &buffer)
        defer { if let buffer { library.functions.free(buffer) } }
        if code != SQLiteConstants.ok { throw failure(code, library, function) }
        guard let buffer, size > 0 else { return Data() }
        return Data(bytes: buffer, count: Int(size))
    }
}
#endif
