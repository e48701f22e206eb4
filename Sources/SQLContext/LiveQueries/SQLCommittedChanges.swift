import Foundation

/// What one committed transaction changed, as ``SQLContext/observeCommits(_:)`` reports it.
public struct SQLCommittedChanges: Hashable, Sendable {
    /// The tables changed, as `schema.table` in lower case (`main.todo`).
    public var tables: Set<String>
    /// Whether the commit changed something that cannot be attributed to tables: a schema change,
    /// a statement compiled before the context's first observation, or a SQLite built without the
    /// authorizer. Treat every table as changed.
    public var isUnattributed: Bool

    /// Changes of `tables`, attributed or not.
    public init(tables: Set<String>, isUnattributed: Bool = false) {
        self.tables = tables
        self.isUnattributed = isUnattributed
    }

    /// Whether a query that reads `read` (as ``SQLContext/tablesRead(sql:)`` gives them) must run
    /// again: the changes are unattributed, or touch one of `read`, or `read` is empty (SQLite
    /// reported no table) and something changed.
    public func concern(_ read: Set<String>) -> Bool {
        if isUnattributed { return true }
        if read.isEmpty { return !tables.isEmpty }
        for table in tables where read.contains(table) { return true }
        return false
    }
}
