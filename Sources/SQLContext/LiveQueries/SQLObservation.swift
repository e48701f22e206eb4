import Foundation

/// A query that follows the database: the handle that ``SQLContext/observe(sql:parameters:removeDuplicates:onChange:onError:)``
/// and the record forms return.
///
/// While the handle is not cancelled, its query runs again after each committed transaction
/// that changed a table it reads, and the new result is delivered. Cancel it with ``cancel()``;
/// a handle that outlives its context does nothing.
public final class SQLObservation {
    /// The tables the query reads, as `schema.table` in lower case; empty when SQLite reported
    /// none (the query is then run again after every commit that changed anything).
    public let tables: Set<String>
    /// Runs the query and delivers its result (or its error).
    let refresh: () -> Void
    /// The observations it belongs to, until it is cancelled.
    var center: SQLObservationCenter?

    init(tables: Set<String>, refresh: @escaping () -> Void) {
        self.tables = tables
        self.refresh = refresh
    }

    /// Whether ``cancel()`` was called, or the context closed.
    public var isCancelled: Bool { center == nil }

    /// Stops the observation: nothing more is delivered. Idempotent.
    public func cancel() {
        guard let center else { return }
        self.center = nil
        center.remove(self)
    }

    /// Whether a commit that changed `changed` (`schema.table` names) concerns this query.
    func isAffected(by changed: Set<String>) -> Bool {
        if tables.isEmpty { return !changed.isEmpty }
        for table in changed where tables.contains(table) { return true }
        return false
    }
}
