import Foundation
import SQLFFI

/// The observations of one context, and what it learns from SQLite to deliver them: the tables
/// each statement writes (the authorizer, as statements compile, including the statements SQLite
/// compiles itself: one compiled again after a schema change, those of a changeset being
/// applied), and the commits and rollbacks themselves (their hooks).
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
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var observations: [SQLObservation] = []
    /// The numbers of the tables observed and written.
    let tables = SQLObservedTables()
    /// The observations that read each table (at its number in ``tables``; empty for a table no
    /// observation reads), in the order they were made: a commit looks up the tables it changed
    /// instead of asking every observation.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var readersOfTable: [[SQLObservation]] = []
    /// The observations that every commit concerns: those of ``SQLContext/observeCommits(_:)`` and
    /// queries for which SQLite reported no table.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var readersOfEveryCommit: [SQLObservation] = []
    /// The rank the next observation gets (``SQLObservation/rank``).
    var nextRank = 0
    /// The tables changed since the last commit was delivered (their numbers in ``tables``).
    /// Each once; an array, as a commit changes few tables.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var changedTables: [Int] = []
    /// Whether a statement wrote something that cannot be attributed to tables.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var unattributedWrite = false
    /// Whether a commit happened that has not been delivered.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var hasCommitted = false
    /// Whether a round of deliveries is running.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var isDelivering = false
    /// While a statement compiles: the tables it writes (numbers in ``tables``), and
    /// ``schemaChange`` for a schema change. An array: a statement writes few tables, and an
    /// array is cheaper to fill than a set.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var compiling: [Int]?
    /// What ``compiling`` holds for a statement that changes the schema.
    static let schemaChange = -1
    /// While a query compiles for ``SQLContext/tablesRead(sql:)``: the tables it reads.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var reading: Set<String>?
    /// The observer tokens the center registered, removed with the last observation.
    var tokens: [SQLObserverToken] = []
    /// Whether the authorizer is registered: false on a SQLite built with
    /// SQLITE_OMIT_AUTHORIZATION, where no statement says what it reads or writes, so every
    /// commit that changed something runs every query again.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var hasAuthorizer = false

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

    /// The authorizer: records what a compiling statement reads or writes; allows everything.
    func authorize(_ action: Int32, _ first: String?, _ second: String?, _ database: String?) -> Int32 {
        switch action {
        case 20:  // SQLITE_READ: table, column
            if reading != nil, let table = first { reading?.insert(SQLObservedTables.key(database, table)) }
        case 18, 9, 23:  // SQLITE_INSERT, SQLITE_DELETE, SQLITE_UPDATE: table
            guard let table = first else { break }
            if let writes = compiling {
                noteCompiledWrite(tables.number(database, table), in: writes)
            } else if reading == nil {
                // A statement that SQLite compiles itself, just before it runs: one compiled
                // again after a schema change (a new trigger may make it write more), or one of
                // a changeset being applied. Counted as changed now; a rollback forgets it.
                noteChanged(tables.number(database, table))
            }
        case 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 26, 29, 30:
            // CREATE, DROP and ALTER of tables, indexes, triggers, views and virtual tables.
            if let writes = compiling { noteCompiledWrite(SQLObservationCenter.schemaChange, in: writes) }
        default:
            break
        }
        return 0
    }

    /// Adds `number` to `writes`, what the compiling statement writes so far. Most statements
    /// write one table: their list is the one ``SQLObservedTables/only(_:)`` shares.
    private func noteCompiledWrite(_ number: Int, in writes: [Int]) {
        if writes.isEmpty {
            compiling = number == SQLObservationCenter.schemaChange ? [number] : tables.only(number)
        } else if !writes.contains(number) {
            compiling = writes + [number]
        }
    }

    /// Notes the tables a statement that ran writes.
    func noteWrites(_ written: [Int]) {
        if written.contains(SQLObservationCenter.schemaChange) {
            unattributedWrite = true
        } else if changedTables.isEmpty {
            changedTables = written  // shared, not copied: most commits change one table
        } else {
            for table in written { noteChanged(table) }
        }
    }

    /// Notes that table `number` changed.
    func noteChanged(_ number: Int) {
        if !changedTables.contains(number) { changedTables.append(number) }
    }

    /// Notes a write by a statement compiled before the observations started, or one that no
    /// statement made and that cannot be attributed to tables (a backup or an image restored).
    func noteUnattributedWrite() {
        unattributedWrite = true
    }

    /// Notes a change that committed without a statement of the context (a backup or an image
    /// restored into it), and delivers it.
    func noteCommittedWithoutStatement() {
        unattributedWrite = true
        hasCommitted = true
        deliverIfCommitted()
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
        observation.rank = nextRank
        nextRank += 1
        observations.append(observation)
        if observation.onCommit != nil || observation.tables.isEmpty {
            readersOfEveryCommit.append(observation)
        } else {
            for key in observation.tables {
                let table = tables.number(ofKey: key)
                let none: [SQLObservation] = []  // typed: Kotlin cannot infer an empty literal's type here
                while readersOfTable.count <= table { readersOfTable.append(none) }
                readersOfTable[table].append(observation)
            }
        }
    }

    /// Removes `observation`; the last one stops the center.
    func remove(_ observation: SQLObservation) {
        observations.removeAll { $0 === observation }
        readersOfEveryCommit.removeAll { $0 === observation }
        for key in observation.tables {
            let table = tables.number(ofKey: key)
            guard table < readersOfTable.count else { continue }
            readersOfTable[table].removeAll { $0 === observation }
        }
        stopIfIdle()
    }

    /// The observations that a commit that changed `changed` concerns, in the order they were
    /// made: those that read a changed table and those that every commit concerns.
    func concerned(by changed: [Int]) -> [SQLObservation] {
        var concerned = readersOfEveryCommit
        var sources = concerned.isEmpty ? 0 : 1
        for table in changed {
            guard table < readersOfTable.count, !readersOfTable[table].isEmpty else { continue }
            concerned.append(contentsOf: readersOfTable[table])
            sources += 1
        }
        guard sources > 1 else { return concerned }
        // Several lists: restore the order the observations were made in, each once.
        concerned.sort { $0.rank < $1.rank }
        var unique: [SQLObservation] = []
        for observation in concerned where unique.last !== observation { unique.append(observation) }
        return unique
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
            let changed = changedTables
            let isUnattributed = unattributedWrite
            forgetChanges()
            if changed.isEmpty && !isUnattributed { continue }
            // Only what the commit concerns: every query runs again after an unattributed change.
            let concerned = isUnattributed ? observations : concerned(by: changed)
            var changes: SQLCommittedChanges? = nil
            for observation in concerned where !observation.isCancelled {
                guard let onCommit = observation.onCommit else {
                    observation.refresh()
                    continue
                }
                // The names, made once per commit and only for observeCommits(_:).
                let described =
                    changes
                    ?? SQLCommittedChanges(
                        tables: Set(changed.map { tables.key(of: $0) }), isUnattributed: isUnattributed)
                changes = described
                onCommit(described)
            }
        }
    }
}
