import Foundation
import SQLContext

extension SQLPool {
    /// The rows of `sql`, now and after each commit of the pool's writer that changed a table the
    /// query reads, as an asynchronous sequence.
    ///
    /// ```swift
    /// for try await rows in pool.observe(sql: "SELECT count(*) FROM todo WHERE done = 0") {
    ///     badge = rows[0][0].longValue ?? 0
    /// }
    /// ```
    /// Each value is fetched on a reader, in a read transaction that starts after the commit that
    /// caused it, so a value never mixes two commits and values come in commit order. Fetches run
    /// one at a time; commits that come during a fetch cause one more fetch, and a consumer slower
    /// than the commits gets the latest value, not a backlog. What a commit changed comes from the
    /// writer (see `SQLContext.observeCommits(_:)`): writes made by another process, or by another
    /// connection to the file, are not seen. The sequence ends when the task that iterates it is
    /// cancelled or the pool closes, and throws the first error of a fetch.
    ///
    /// - Parameters:
    ///   - sql: one query.
    ///   - parameters: its parameters 1, 2, 3, ….
    ///   - removeDuplicates: whether to skip results equal to the last one delivered.
    /// - Returns: the sequence of results.
    public func observe(sql: String, parameters: [SQLValue] = [], removeDuplicates: Bool = false)
        -> AsyncThrowingStream<[[SQLValue]], Error>
    {
        let equal: @Sendable ([[SQLValue]], [[SQLValue]]) -> Bool = { left, right in left == right }
        let same = removeDuplicates ? equal : nil
        return observe(
            sql: sql, removeDuplicates: same,
            fetch: { context in try context.query(sql: sql, parameters: parameters) })
    }

    /// The value `fetch` reads, now and after each commit of the writer that changed a table `sql`
    /// reads; see ``observe(sql:parameters:removeDuplicates:)``. `sql` names what is observed
    /// (its tables, from `SQLContext.tablesRead(sql:)`); `fetch` runs on a reader.
    ///
    /// - Parameters:
    ///   - sql: a query that reads the tables `fetch` reads.
    ///   - removeDuplicates: when given, values it says are equal to the last one are skipped.
    ///   - fetch: reads the value, in a read transaction.
    /// - Returns: the sequence of values.
    public func observe<Value: Sendable>(
        sql: String, removeDuplicates: (@Sendable (Value, Value) -> Bool)? = nil,
        fetch: @escaping @Sendable (SQLContext) throws -> Value
    ) -> AsyncThrowingStream<Value, Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(
            of: Value.self, throwing: Error.self, bufferingPolicy: .bufferingNewest(1))
        let tables: Set<String>
        do {
            tables = try read { context in try context.tablesRead(sql: sql) }
        } catch {
            continuation.finish(throwing: error)
            return stream
        }
        let last = PoolObservedValue<Value>()
        let priority = Task.currentPriority
        let entry = PoolObservationEntry(
            tables: tables,
            fetch: { [weak self] done in
                guard let self else { return done() }
                // Straight to a reader's queue, and the value delivered from there: no task to
                // start, and none to resume after the read, between a commit and its value.
                self.scheduler.enqueue(
                    group: 1, priority: priority,
                    { connection in try connection.readTransaction({}, fetch) },
                    completion: { result in
                        switch result {
                        case .success(let value):
                            if let removeDuplicates, let previous = last.value, removeDuplicates(previous, value) {
                                break
                            }
                            last.value = value
                            continuation.yield(value)
                        case .failure(let error):
                            continuation.finish(throwing: error)
                        }
                        done()
                    })
            },
            onFinish: { continuation.finish() })
        guard let id = observations.add(entry) else {
            continuation.finish(throwing: SQLError(code: 21, message: "the SQLPool is closed"))
            return stream
        }
        let hub = observations
        continuation.onTermination = { _ in
            hub.remove(id)
            entry.finish()
        }
        // The first value: now, or, for the observation that starts the check for other
        // connections' commits, once the check has its baseline (a commit after it is then seen).
        if let interval = externalChangeCheckInterval,
            hub.startPolling({ checkExternalChanges(every: interval, then: { entry.schedule() }) })
        {
            return stream
        }
        entry.schedule()
        return stream
    }

    /// Asks the writer every `interval` whether another connection committed to the file
    /// (`PRAGMA data_version`, which counts the commits of other connections), and has every live
    /// query fetch again when one did. `then` runs once the first answer, the baseline, is in.
    private func checkExternalChanges(every interval: Duration, then: @escaping @Sendable () -> Void)
        -> Task<Void, Never>
    {
        Task { [weak self] in
            var last: Int64?
            var started = false
            while !Task.isCancelled {
                do {  // the pool is held only for the check, not while sleeping
                    guard let pool = self, !pool.isClosed else { return }
                    let version = try? await pool.scheduler.run(group: 0) { connection, _ in
                        try connection.read { context in try context.scalar(sql: "PRAGMA data_version")?.longValue }
                    }
                    if let version, let previous = last, previous != version {
                        pool.observations.notify(SQLCommittedChanges(tables: [], isUnattributed: true))
                    }
                    if let version { last = version }
                }
                if !started {
                    started = true
                    then()
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}

/// The last value a pool observation delivered.
final class PoolObservedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
