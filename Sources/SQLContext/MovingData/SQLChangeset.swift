import Foundation
import SQLFFI

/// The changes recorded by an ``SQLSession``, in SQLite's compact binary format: save it, send it,
/// and apply it to another database with ``SQLContext/apply(_:onConflict:)``.
///
/// A changeset holds each changed row's primary key, its old values (for UPDATE and DELETE) and its
/// new values (for INSERT and UPDATE), so that conflicts can be detected when it is applied and it
/// can be inverted. A patchset is smaller: it leaves out the old values, so it cannot be inverted
/// and it detects fewer conflicts. See [the session extension](https://sqlite.org/sessionintro.html).
public struct SQLChangeset: Hashable, Sendable {
    /// The bytes, as `sqlite3session_changeset` or `sqlite3session_patchset` wrote them.
    public var data: Data
    /// Whether the bytes are a patchset rather than a changeset.
    public var isPatchset: Bool

    /// A changeset (or, with `isPatchset`, a patchset) from bytes written by SQLite.
    public init(data: Data, isPatchset: Bool = false) {
        self.data = data
        self.isPatchset = isPatchset
    }

    /// Whether the changeset holds no change.
    public var isEmpty: Bool { data.isEmpty }
}

/// What a change does to its row.
public enum SQLChangeOperation: String, Hashable, Sendable {
    /// A row was inserted (`SQLITE_INSERT`).
    case insert
    /// A row was updated (`SQLITE_UPDATE`).
    case update
    /// A row was deleted (`SQLITE_DELETE`).
    case delete
}

/// One change of a changeset: the INSERT, UPDATE or DELETE of one row.
public struct SQLChange: Hashable, Sendable {
    /// The table's name.
    public var table: String
    /// What the change does.
    public var operation: SQLChangeOperation
    /// Whether a trigger or a foreign key action made the change, rather than a statement.
    public var isIndirect: Bool
    /// The row before the change, one entry per column, in the table's column order; empty for an
    /// INSERT. nil where the column is not part of the change: the columns an UPDATE left alone
    /// (the primary key is always there) and, in a patchset, every column but the primary key.
    public var oldValues: [SQLValue?]
    /// The row after the change, one entry per column; empty for a DELETE. nil where the column is
    /// not part of the change (the columns an UPDATE left alone).
    public var newValues: [SQLValue?]

    /// Creates a change from its parts.
    public init(
        table: String, operation: SQLChangeOperation, isIndirect: Bool = false, oldValues: [SQLValue?],
        newValues: [SQLValue?]
    ) {
        self.table = table
        self.operation = operation
        self.isIndirect = isIndirect
        self.oldValues = oldValues
        self.newValues = newValues
    }

    /// The change as SQLFFI read it.
    init(_ change: SQLiteChange) {
        self.init(
            table: change.table, operation: changeOperation(change.operation), isIndirect: change.isIndirect,
            oldValues: change.oldValues.map { changeValue($0) }, newValues: change.newValues.map { changeValue($0) })
    }
}

/// The operation of an `SQLITE_INSERT`, `SQLITE_UPDATE` or `SQLITE_DELETE` code.
func changeOperation(_ code: Int32) -> SQLChangeOperation {
    if code == SQLiteConstants.insertOperation { return .insert }
    if code == SQLiteConstants.deleteOperation { return .delete }
    return .update
}

/// A changeset value as an ``SQLValue``; nil stays nil (not part of the change).
func changeValue(_ value: SQLiteChangeValue?) -> SQLValue? {
    guard let value else { return nil }
    switch value {
    case .integer(let number): return .long(number)
    case .real(let number): return .real(number)
    case .text(let text): return .text(text)
    case .blob(let bytes): return .blob(bytes)
    case .null: return .null
    }
}
