import Foundation
import SQLContext

/// The live queries of one pool: the writer reports what each commit changed
/// (``SQLContext/observeCommits(_:)``), and each observation the commit concerns fetches again on
/// a reader.
final class PoolObservationHub: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Int: PoolObservationEntry] = [:]
    /// The numbers of the entries that read each table (`schema.table`, as ``SQLCommittedChanges``
    /// names it): a commit looks up the tables it changed instead of asking every entry, so
    /// observers of other tables cost a commit nothing.
    private var readersOfTable: [String: Set<Int>] = [:]
    /// The numbers of the entries whose query SQLite reported no table for: every commit that
    /// changed something concerns them.
    private var readersOfEveryCommit: Set<Int> = []
    private var nextID = 0
    private var isClosed = false
    /// The check for other connections' commits, while there are entries.
    private var poller: Task<Void, Never>?

    /// Registers `entry`; false when the pool is closed.
    func add(_ entry: PoolObservationEntry) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if isClosed { return nil }
        nextID += 1
        entries[nextID] = entry
        if entry.tables.isEmpty { readersOfEveryCommit.insert(nextID) }
        for table in entry.tables { readersOfTable[table, default: []].insert(nextID) }
        return nextID
    }

    /// Removes the entry numbered `id`; the last one stops the poller.
    func remove(_ id: Int) {
        lock.lock()
        if let entry = entries.removeValue(forKey: id) {
            readersOfEveryCommit.remove(id)
            for table in entry.tables {
                readersOfTable[table]?.remove(id)
                if readersOfTable[table]?.isEmpty == true { readersOfTable[table] = nil }
            }
        }
        let stopped = entries.isEmpty ? poller : nil
        if entries.isEmpty { poller = nil }
        lock.unlock()
        stopped?.cancel()
    }

    /// Starts the poller that `make` makes, unless one runs or there is no entry; whether it did.
    func startPolling(_ make: () -> Task<Void, Never>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard poller == nil && !entries.isEmpty && !isClosed else { return false }
        poller = make()
        return true
    }

    /// Called by the writer after each commit: each entry the changes concern
    /// (``SQLCommittedChanges/concern(_:)``) fetches again, in the order the entries were added.
    func notify(_ changes: SQLCommittedChanges) {
        lock.lock()
        var concerned: [(id: Int, entry: PoolObservationEntry)] = []
        if changes.isUnattributed {
            concerned = entries.map { ($0.key, $0.value) }
        } else if !changes.tables.isEmpty {
            var ids = readersOfEveryCommit
            for table in changes.tables {
                if let readers = readersOfTable[table] { ids.formUnion(readers) }
            }
            concerned = ids.compactMap { id in entries[id].map { (id, $0) } }
        }
        lock.unlock()
        for (_, entry) in concerned.sorted(by: { $0.id < $1.id }) { entry.schedule() }
    }

    /// Ends every observation: the pool is closing.
    func close() {
        lock.lock()
        isClosed = true
        let all = Array(entries.values)
        entries = [:]
        readersOfTable = [:]
        readersOfEveryCommit = []
        let stopped = poller
        poller = nil
        lock.unlock()
        stopped?.cancel()
        for entry in all { entry.finish() }
    }
}

/// One live query of a pool: fetches on a reader, one fetch at a time, again when a commit came
/// during a fetch, so that the values follow the commits in order and a slow consumer gets the
/// latest one.
final class PoolObservationEntry: @unchecked Sendable {
    /// The tables the query reads (``SQLContext/tablesRead(sql:)``).
    let tables: Set<String>
    /// Starts a fetch on a reader that delivers the value (or ends the observation on an error),
    /// and calls its argument when the fetch is over.
    private let fetch: @Sendable (_ done: @escaping @Sendable () -> Void) -> Void
    /// Ends the observation's sequence.
    private let onFinish: @Sendable () -> Void
    private let lock = NSLock()
    private var isFetching = false
    private var isDirty = false
    private var isFinished = false

    init(
        tables: Set<String>, fetch: @escaping @Sendable (_ done: @escaping @Sendable () -> Void) -> Void,
        onFinish: @escaping @Sendable () -> Void
    ) {
        self.tables = tables
        self.fetch = fetch
        self.onFinish = onFinish
    }

    /// Fetches again now, or after the fetch that is running.
    func schedule() {
        lock.lock()
        if isFinished {
            lock.unlock()
            return
        }
        if isFetching {
            isDirty = true
            lock.unlock()
            return
        }
        isFetching = true
        lock.unlock()
        fetchRound()
    }

    /// Starts a fetch, and another when it ends if a commit came meanwhile, until none did.
    private func fetchRound() {
        startRound()
        fetch { [self] in
            if needsAnotherRound() { fetchRound() }
        }
    }

    /// Notes that a fetch starts: commits from now on need the next one.
    private func startRound() {
        lock.lock()
        isDirty = false
        lock.unlock()
    }

    /// Whether a commit came during the fetch that ended; if not, the fetching stops.
    private func needsAnotherRound() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if isDirty && !isFinished { return true }
        isFetching = false
        return false
    }

    /// Stops fetching and ends the sequence. Idempotent.
    func finish() {
        lock.lock()
        let first = !isFinished
        isFinished = true
        lock.unlock()
        if first { onFinish() }
    }
}
