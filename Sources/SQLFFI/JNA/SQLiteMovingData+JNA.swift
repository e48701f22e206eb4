#if SKIP
import Foundation

/// An online backup in progress: the Skip form of `SQLiteBackup` (MovingData/SQLiteBackup.swift).
/// Both connections end it when they close; one nobody holds is ended by its destination.
public final class SQLiteBackup {
    /// The Kotlin core's backup.
    let core: SQLiteJNABackup
    /// The connections, kept alive by the backup.
    let destination: SQLiteConnection
    let source: SQLiteConnection

    /// Starts a backup of `sourceSchema` of `source` into `destinationSchema` of `destination`
    /// (`sqlite3_backup_init`).
    public init(
        destination: SQLiteConnection, destinationSchema: String, source: SQLiteConnection, sourceSchema: String
    ) throws(SQLiteFailure) {
        self.destination = destination
        self.source = source
        self.core = try bridged { try SQLiteJNABackup(destination.core, destinationSchema, source.core, sourceSchema) }
        core.adopt(self)
    }

    /// Whether the last step copied the last page.
    public var isComplete: Bool { core.isComplete }
    /// Whether the backup has finished (completed, failed or ended early).
    public var isFinished: Bool { core.isFinished }
    /// Pages still to copy after the last step.
    public var remaining: Int32 { core.remaining }
    /// Pages of the source at the last step.
    public var pageCount: Int32 { core.pageCount }

    /// Copies up to `pages` pages (negative: all); true when the copy is complete.
    public func step(pages: Int32) throws(SQLiteFailure) -> Bool { try bridged { try core.step(pages) } }

    /// Ends the backup; idempotent. Returns the failure SQLite reports for the backup, if any.
    @discardableResult public func finish() -> SQLiteFailure? {
        guard let failure = core.finish() else { return nil }
        return SQLiteFailure(failure)
    }
}

/// A blob opened for incremental I/O: the Skip form of `SQLiteBlob` (MovingData/SQLiteBlob.swift).
/// The connection closes it when it closes; one nobody holds is closed by its connection.
public final class SQLiteBlob {
    /// The Kotlin core's blob.
    let core: SQLiteJNABlob
    /// The connection, kept alive by the blob.
    let connection: SQLiteConnection
    /// Whether the blob was opened for writing.
    public let isWritable: Bool

    /// Opens the value in `column` of the row `rowID` of `table` in `schema` (`sqlite3_blob_open`).
    public init(
        connection: SQLiteConnection, schema: String, table: String, column: String, rowID: Int64, writable: Bool
    ) throws(SQLiteFailure) {
        self.connection = connection
        self.isWritable = writable
        self.core = try bridged { try SQLiteJNABlob(connection.core, schema, table, column, rowID, writable) }
        core.adopt(self)
    }

    /// Whether the blob is still open.
    public var isOpen: Bool { core.isOpen }
    /// Whether SQLite aborted the blob (its row changed, or a reopen failed): it can only be closed.
    public var isExpired: Bool { core.isExpired }
    /// The rowid of the row the blob is open on.
    public var rowID: Int64 { core.rowID }
    /// The blob's size in bytes; 0 once closed.
    public var count: Int32 { core.count }

    /// Reads `count` bytes from byte `offset` (`sqlite3_blob_read`).
    public func read(offset: Int32, count: Int32) throws(SQLiteFailure) -> Data {
        let bytes = try bridged { try core.read(offset, count) }
        return Data(platformValue: bytes)
    }

    /// Writes `data` at byte `offset` (`sqlite3_blob_write`).
    public func write(_ data: Data, offset: Int32) throws(SQLiteFailure) {
        try bridged { try core.write(data.platformValue, offset) }
    }

    /// Moves the blob to the same column of the row `rowID` (`sqlite3_blob_reopen`).
    public func reopen(rowID: Int64) throws(SQLiteFailure) { try bridged { try core.reopen(rowID) } }

    /// Closes the blob (`sqlite3_blob_close`); idempotent.
    public func close() { core.close() }
}

/// A session that records the changes made through a connection: the Skip form of `SQLiteSession`
/// (MovingData/SQLiteSession.swift). Deleted before its connection closes; one nobody holds is
/// deleted by its connection.
public final class SQLiteSession {
    /// The Kotlin core's session.
    let core: SQLiteJNASession
    /// The connection, kept alive by the session.
    let connection: SQLiteConnection

    /// Creates a session on schema `schema` of `connection` (`sqlite3session_create`).
    public init(connection: SQLiteConnection, schema: String) throws(SQLiteFailure) {
        self.connection = connection
        self.core = try bridged { try SQLiteJNASession(connection.core, schema) }
        core.adopt(self)
    }

    /// Whether the session is still open.
    public var isOpen: Bool { core.isOpen }
    /// Whether the session has recorded no change (`sqlite3session_isempty`).
    public var isEmpty: Bool { core.isEmpty }

    /// Starts recording changes to `table`, or to every table when nil (`sqlite3session_attach`).
    public func attach(table: String?) throws(SQLiteFailure) { try bridged { try core.attach(table) } }

    /// Turns recording on or off; nil reads the setting. Returns the setting after the call.
    @discardableResult public func enable(_ enabled: Bool?) -> Bool { core.enable(enabled) }

    /// The recorded changes as a changeset or a patchset.
    public func output(patchset: Bool) throws(SQLiteFailure) -> Data {
        let bytes = try bridged { try core.output(patchset) }
        return Data(platformValue: bytes)
    }

    /// Deletes the session (`sqlite3session_delete`); idempotent.
    public func close() { core.close() }
}

/// A value of a row in a changeset: the Skip form of `SQLiteChangeValue`.
public enum SQLiteChangeValue: Equatable {
    /// An INTEGER.
    case integer(Int64)
    /// A FLOAT.
    case real(Double)
    /// TEXT.
    case text(String)
    /// A BLOB.
    case blob(Data)
    /// NULL.
    case null

    /// The value the Kotlin core copied out of SQLite.
    static func from(_ value: SQLiteJNAChangeValue) -> SQLiteChangeValue {
        if let integer = value as? SQLiteJNAChangeValue.Integer { return .integer(integer.value) }
        if let real = value as? SQLiteJNAChangeValue.Real { return .real(real.value) }
        if let text = value as? SQLiteJNAChangeValue.Text { return .text(text.value) }
        if let blob = value as? SQLiteJNAChangeValue.Blob { return .blob(Data(platformValue: blob.value)) }
        return .null
    }

    /// Each of `values` converted; nil entries stay nil.
    static func from(list values: kotlin.collections.List<SQLiteJNAChangeValue?>) -> [SQLiteChangeValue?] {
        var result: [SQLiteChangeValue?] = []
        for value in values {
            if let value { result.append(from(value)) } else { result.append(nil) }
        }
        return result
    }
}

/// One change of a changeset: the Skip form of `SQLiteChange`.
public struct SQLiteChange {
    /// The table's name.
    public var table: String
    /// `SQLITE_INSERT` (18), `SQLITE_UPDATE` (23) or `SQLITE_DELETE` (9).
    public var operation: Int32
    /// Whether the change was made by a trigger or foreign key action.
    public var isIndirect: Bool
    /// The row before the change (empty for an INSERT); nil where the column is not part of it.
    public var oldValues: [SQLiteChangeValue?]
    /// The row after the change (empty for a DELETE); nil where the column is not part of it.
    public var newValues: [SQLiteChangeValue?]

    init(_ change: SQLiteJNAChange) {
        self.table = change.table
        self.operation = change.operation
        self.isIndirect = change.isIndirect
        self.oldValues = SQLiteChangeValue.from(list: change.oldValues)
        self.newValues = SQLiteChangeValue.from(list: change.newValues)
    }
}

/// A conflict met while applying a changeset: the Skip form of `SQLiteChangesetConflict`.
public struct SQLiteChangesetConflict {
    /// `SQLITE_CHANGESET_DATA` (1) … `_FOREIGN_KEY` (5).
    public var kind: Int32
    /// The change that conflicts; nil for a foreign key conflict.
    public var change: SQLiteChange?
    /// The row in the database that the change conflicts with (DATA and CONFLICT), else nil.
    public var conflictingValues: [SQLiteChangeValue]?
    /// For a foreign key conflict, the number of foreign key violations the changeset leaves.
    public var foreignKeyViolations: Int32

    init(_ conflict: SQLiteJNAChangesetConflict) {
        self.kind = conflict.kind
        self.foreignKeyViolations = conflict.foreignKeyViolations
        if let change = conflict.change {
            self.change = SQLiteChange(change)
        } else {
            self.change = nil
        }
        if let values = conflict.conflictingValues {
            var converted: [SQLiteChangeValue] = []
            for value in values { converted.append(SQLiteChangeValue.from(value)) }
            self.conflictingValues = converted
        } else {
            self.conflictingValues = nil
        }
    }
}

/// The changeset functions that need no connection: the Skip form of `SQLiteChangesets`.
public enum SQLiteChangesets {
    /// A changeset that undoes `changeset` (`sqlite3changeset_invert`).
    public static func invert(_ changeset: Data, library: SQLiteLibrary) throws(SQLiteFailure) -> Data {
        let bytes = try bridged { try SQLiteJNAChangesets.invert(changeset.platformValue, library.core) }
        return Data(platformValue: bytes)
    }

    /// One changeset with the effect of `first` then `second` (`sqlite3changeset_concat`).
    public static func concat(_ first: Data, _ second: Data, library: SQLiteLibrary) throws(SQLiteFailure) -> Data {
        let bytes = try bridged {
            try SQLiteJNAChangesets.concat(first.platformValue, second.platformValue, library.core)
        }
        return Data(platformValue: bytes)
    }

    /// Every change of a changeset or patchset, in order.
    public static func changes(in changeset: Data, library: SQLiteLibrary) throws(SQLiteFailure) -> [SQLiteChange] {
        let changes = try bridged { try SQLiteJNAChangesets.changes(changeset.platformValue, library.core) }
        var result: [SQLiteChange] = []
        for change in changes { result.append(SQLiteChange(change)) }
        return result
    }
}
#endif
