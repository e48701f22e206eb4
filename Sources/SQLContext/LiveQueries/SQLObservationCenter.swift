import Foundation
import SQLFFI

/// The observations of one context, and what it learns from SQLite to deliver them: the tables
/// each statement writes (the authorizer, as statements compile), the rows each commit changed
/// (the update hook), and the commits and rollbacks themselves.
///
/// A commit's changes are delivered when the statement whose step committed has finished (see
/// ``SQLCommitSignal``); a rollback forgets them. Deliveries never nest: an observer that writes
/// and commits is delivered to after the current round.
final class SQLObservationCenter {
    /// The context observed; its statements share ``signal``.
    weak var context: SQLContext?
    /// The signal shared with the context's statements.
    let signal: SQLCommitSignal
    /// The observations, in the order they were made.
    var observations: [SQLObservation] = []
    /// The tables changed since the last commit was delivered, as `schema.table`.
    var changedTables: Set<String> = []
    /// Whether a statement wrote something that cannot be attributed to tables.
    var unattributedWrite = false
    /// Whether a commit happened that has not been delivered.
    var hasCommitted = false
    /// Whether a round of deliveries is running.
    var isDelivering = false
    /// While a statement compiles: the tables it writes (`schema.table`), or `*` for a schema change.
    var compiling: Set<String>?
    /// While a query compiles for ``SQLContext/tablesRead(sql:)``: the tables it reads.
    var reading: Set<String>?
    /// The observer tokens the center registered, removed with the last observation.
    var tokens: [SQLObserverToken] = []
    /// Whether the authorizer is registered: false on a SQLite built with
    /// SQLITE_OMIT_AUTHORIZATION, where no statement says what it reads or writes, so every
    /// commit that changed something runs every query again.
    var hasAuthorizer = false

    init(context: SQLContext, signal: SQLCommitSignal) {
        self.context = context
        self.signal = signal
    }

    /// Registers the hooks and the authorizer on the context's connection.
    func start(on context: SQLContext) throws {
        let center = self
        do {
            try context.connection.setAuthorizer { action, first, second, database in
                center.authorize(action, first, second, database)
            }
            hasAuthorizer = true
        } catch {
            let failure = SQLError(error, sql: nil)
            // SQLITE_OMIT_AUTHORIZATION: observe without it, conservatively.
            if failure.missingFunction != "sqlite3_set_authorizer" { throw failure }
        }
        tokens.append(
            try context.addUpdateObserver { event in
                center.changedTables.insert(SQLObservationCenter.key(event.database, event.table))
            })
        tokens.append(
            try context.addCommitObserver {
                center.hasCommitted = true
            })
        tokens.append(
            try context.addRollbackObserver {
                center.forgetChanges()
            })
        signal.center = self
        signal.isActive = true
    }

    /// Unregisters what ``start(on:)`` registered.
    func stop() {
        signal.isActive = false
        signal.center = nil
        guard let context else { return }
        for token in tokens { context.removeObserver(token) }
        tokens = []
        if hasAuthorizer && !context.isClosed { try? context.connection.setAuthorizer(nil) }
        hasAuthorizer = false
    }

    /// `schema.table` in lower case, as SQLite matches names.
    static func key(_ database: String?, _ table: String) -> String {
        (database ?? "main").lowercased() + "." + table.lowercased()
    }

    /// The authorizer: records what a compiling statement reads or writes; allows everything.
    func authorize(_ action: Int32, _ first: String?, _ second: String?, _ database: String?) -> Int32 {
        switch action {
        case 20:  // SQLITE_READ: table, column
            if reading != nil, let table = first { reading?.insert(SQLObservationCenter.key(database, table)) }
        case 18, 9, 23:  // SQLITE_INSERT, SQLITE_DELETE, SQLITE_UPDATE: table
            if compiling != nil, let table = first { compiling?.insert(SQLObservationCenter.key(database, table)) }
        case 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 26, 29, 30:
            // CREATE, DROP and ALTER of tables, indexes, triggers, views and virtual tables.
            if compiling != nil { compiling?.insert("*") }
        default:
            break
        }
        return 0
    }

    /// Notes the tables a statement that ran writes.
    func noteWrites(_ tables: Set<String>) {
        if tables.contains("*") {
            unattributedWrite = true
        } else if !tables.isEmpty {
            changedTables.formUnion(tables)
        }
    }

    /// Notes a write by a statement compiled before the observations started.
    func noteUnattributedWrite() {
        unattributedWrite = true
    }

    /// Forgets the changes of a transaction that rolled back.
    func forgetChanges() {
        changedTables = []
        unattributedWrite = false
        hasCommitted = false
    }

    /// Adds `observation`.
    func add(_ observation: SQLObservation) {
        observation.center = self
        observations.append(observation)
    }

    /// Removes `observation`; the last one stops the center.
    func remove(_ observation: SQLObservation) {
        observations.removeAll { $0 === observation }
        stopIfIdle()
    }

    /// Stops the center when it has no observation: its hooks and authorizer go, and the context
    /// forgets it (also after an observation that failed to start).
    func stopIfIdle() {
        guard observations.isEmpty else { return }
        stop()
        context?.observationCenter = nil
    }

    /// Delivers to the observations the committed changes concern, once the transaction is over;
    /// repeats while observers' own writes commit.
    func deliverIfCommitted() {
        guard hasCommitted, !isDelivering, let context, !context.isInTransaction else { return }
        isDelivering = true
        defer { isDelivering = false }
        while hasCommitted {
            let changes = SQLCommittedChanges(tables: changedTables, isUnattributed: unattributedWrite)
            forgetChanges()
            if changes.tables.isEmpty && !changes.isUnattributed { continue }
            for observation in observations where !observation.isCancelled {
                observation.deliver(changes)
            }
        }
    }
}
