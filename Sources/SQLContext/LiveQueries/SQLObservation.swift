import Foundation

/// A query that follows the database: the handle that ``SQLContext/observe(sql:parameters:removeDuplicates:onError:onChange:)``
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
    /// The observations it belongs to, until it is cancelled or its context goes away (the
    /// context holds them; they hold this observation).
    weak var center: SQLObservationCenter?

    /// For ``SQLContext/observeCommits(_:)``: receives what each commit changed, instead of
    /// ``refresh`` running for the commits that concern ``tables``.
    let onCommit: ((SQLCommittedChanges) -> Void)?
    /// The order in which the center received it: deliveries go in this order.
    var rank = 0

    init(tables: Set<String>, onCommit: ((SQLCommittedChanges) -> Void)? = nil, refresh: @escaping () -> Void) {
        self.tables = tables
        self.refresh = refresh
        self.onCommit = onCommit
    }

    /// Whether ``cancel()`` was called, or the context went away.
    public var isCancelled: Bool { center == nil }

    /// Stops the observation: nothing more is delivered. Idempotent.
    public func cancel() {
        guard let center else { return }
        self.center = nil
        center.remove(self)
    }
}
