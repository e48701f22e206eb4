import Dispatch
import Foundation
import SQLContext

/// Hands the connections of a queue or pool to callers, one caller per connection at a time.
///
/// Connections come in slot groups (0: the writer or a queue's one connection; 1: a pool's
/// readers). A caller takes an idle connection of its group, or waits in that group's first-in,
/// first-out line: a blocking caller on its own thread, an `async` caller as a suspended
/// ``AsyncJob`` that holds no thread. A released connection goes straight to the first waiter, and
/// async work runs on the connection's own serial dispatch queue, so the threads in use never
/// exceed the connections.
///
/// The scheduler remembers which thread holds which connection, so that a call made inside
/// another call's closure, on the same thread, gets the connection that thread already holds
/// instead of waiting for itself.
///
/// A hand-over wakes only the thread (or starts only the job) that gets the connection, and an
/// async job runs at its own task's priority, not at the priority of the job that released the
/// connection. Each job runs through ``PooledConnection/beginJob()`` and
/// ``PooledConnection/endJob()``, so that no job finds what the previous one left. Connections are
/// closed outside the scheduler's lock: closing one runs SQLite's checkpoint, and may run the
/// deinitializers of what the connection's SQL functions captured.
final class ConnectionScheduler: @unchecked Sendable {
    /// Where the scheduler is in its life.
    private enum Phase {
        case open
        /// `close()` began: new calls fail, the work already accepted runs.
        case closing
        /// The work is done, and a thread is closing the connections (outside the lock).
        case closingConnections
        /// Every connection is closed.
        case closed
    }

    /// A caller waiting for a connection: a blocked thread (`job` nil) or an async job.
    private final class Waiter {
        let job: AsyncJob?
        /// Set for a blocked thread when a connection is handed to it, before ``handedOver`` is
        /// signalled.
        var connection: PooledConnection?
        /// What a blocked thread waits on: signalled once, by the release that hands it a
        /// connection, so that each hand-over wakes one thread.
        let handedOver = DispatchSemaphore(value: 0)
        init(job: AsyncJob?) { self.job = job }
    }

    /// The connections of one role.
    private struct Group {
        var all: [PooledConnection]
        var idle: [PooledConnection]
        var waiters: [Waiter] = []
    }

    /// `SQLQueue` or `SQLPool`, for error messages.
    let owner: String
    /// Guards everything below; `close()` waits on it for the connections to close.
    private let condition = NSCondition()
    /// How many times a blocked thread woke up to take a connection (for tests: one per hand-over).
    private(set) var blockedWakeUps = 0
    private var groups: [Group]
    /// The connection each thread holds.
    private var holders: [ThreadIdentity: PooledConnection] = [:]
    private var phase = Phase.open
    /// The tasks suspended in ``closeAsync()`` until every connection is closed.
    private var closeWaiters: [CheckedContinuation<Void, Never>] = []
    /// Keeps readers and the writer apart when the database has no write-ahead log.
    private let gate: ReadWriteGate?
    /// Whether an `async` call that finds an idle connection runs its work on the calling task's
    /// thread instead of the connection's dispatch queue (never with a ``gate``, whose wait would
    /// block that thread).
    private let runsAsyncCallsInline: Bool

    /// - Parameters:
    ///   - groups: the connections of each group; each connection's `group` is its index here.
    ///   - gate: when given, group 0 enters it exclusively and the other groups shared.
    ///   - runsAsyncCallsInline: see ``SQLPool/Configuration-swift.struct/runsAsyncCallsInline``.
    init(owner: String, groups: [[PooledConnection]], gate: ReadWriteGate?, runsAsyncCallsInline: Bool = false) {
        self.owner = owner
        self.groups = groups.map { Group(all: $0, idle: $0.reversed()) }
        self.gate = gate
        self.runsAsyncCallsInline = runsAsyncCallsInline && gate == nil
    }

    /// The connection the calling thread holds, if any.
    func heldConnection() -> PooledConnection? {
        condition.lock()
        defer { condition.unlock() }
        return holders[ThreadIdentity.current]
    }

    // MARK: - Blocking calls

    /// Runs `body` with a connection of `group`, waiting on this thread for one when all are busy.
    ///
    /// When the thread already holds a connection of this scheduler (a nested call), `body` gets
    /// that one with `nested` true, whatever its group; the caller decides what that means.
    func withConnection<T>(group: Int, _ body: (PooledConnection, _ nested: Bool) throws -> T) throws -> T {
        let thread = ThreadIdentity.current
        condition.lock()
        if let held = holders[thread] {
            condition.unlock()
            return try body(held, true)
        }
        guard case .open = phase else {
            condition.unlock()
            throw SQLError.closed(owner)
        }
        let connection: PooledConnection
        if let idle = groups[group].idle.popLast() {
            connection = idle
            holders[thread] = connection
            condition.unlock()
        } else {
            let waiter = Waiter(job: nil)
            groups[group].waiters.append(waiter)
            condition.unlock()
            waiter.handedOver.wait()
            condition.lock()
            blockedWakeUps += 1
            // Set before the semaphore was signalled, by the release that chose this waiter.
            connection = waiter.connection!
            holders[thread] = connection
            condition.unlock()
        }
        defer { release(connection, thread: thread, job: nil) }
        gate?.enter(shared: group != 0)
        defer { gate?.leave(shared: group != 0) }
        try connection.beginJob()
        let result = Result { try body(connection, false) }
        let problem = connection.endJob()
        if case .success = result, let problem { throw problem }
        return try result.get()
    }

    // MARK: - Async calls

    /// Runs `work` on a connection of `group`, on that connection's dispatch queue, and returns
    /// its result; the task waits suspended, holding no thread.
    ///
    /// When the task is cancelled while waiting, the call throws `CancellationError` at once; while
    /// running, the connection is interrupted until the work ends, and `work` is told through its
    /// `check` argument, which throws `CancellationError` once the task is cancelled.
    func run<T: Sendable>(
        group: Int, _ work: @escaping @Sendable (PooledConnection, _ check: () throws -> Void) throws -> T
    ) async throws -> T {
        let job = AsyncJob(group: group, priority: Task.currentPriority)
        return try await withTaskCancellationHandler {
            if runsAsyncCallsInline, let connection = try claimIdleConnection(for: job) {
                let result = Result { try runInline(job, on: connection, work) }
                // A task that calls again and again would otherwise never suspend, and keep its
                // thread from every other task (a writer beside two busy readers on two cores
                // committed nothing): let the others run first.
                await Task.yield()
                return try result.get()
            }
            return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                job.run = { connection in
                    let result = self.runJob(job, on: connection, work)
                    return {
                        if case .failure = result, self.isCancelled(job) {
                            continuation.resume(throwing: CancellationError())
                        } else {
                            continuation.resume(with: result)
                        }
                    }
                }
                job.fail = { continuation.resume(throwing: $0) }
                submit(job)
            }
        } onCancel: {
            cancel(job)
        }
    }

    /// Runs `work` on a connection of `group`, on that connection's dispatch queue, then calls
    /// `completion` there with its result once the connection is released; when the scheduler is
    /// closed, calls `completion` at once with the closed error. The form of
    /// ``run(group:_:)`` for work that no task waits for: a live query's fetch after a commit
    /// goes from the writer's thread straight to a reader's, with no task to start or resume.
    func enqueue<T>(
        group: Int, priority: TaskPriority, _ work: @escaping @Sendable (PooledConnection) throws -> T,
        completion: @escaping @Sendable (Result<T, any Error>) -> Void
    ) {
        let job = AsyncJob(group: group, priority: priority)
        job.run = { connection in
            let result = self.runJob(job, on: connection) { connection, _ in try work(connection) }
            return { completion(result) }
        }
        job.fail = { completion(.failure($0)) }
        submit(job)
    }

    /// An idle connection of the job's group, now running `job` and held by this thread; nil when
    /// none is idle (the job then waits in line as usual).
    ///
    /// - Throws: `CancellationError` when the task is already cancelled; the closed error once
    ///   `close()` has begun.
    private func claimIdleConnection(for job: AsyncJob) throws -> PooledConnection? {
        condition.lock()
        defer { condition.unlock() }
        if job.isCancelled { throw CancellationError() }
        guard case .open = phase else { throw SQLError.closed(owner) }
        guard let idle = groups[job.group].idle.popLast() else { return nil }
        job.state = .running(idle)
        holders[ThreadIdentity.current] = idle
        return idle
    }

    /// Runs `work` for `job` on `connection`, on this thread, then releases the connection. A
    /// cancellation meanwhile interrupts the connection (see ``cancel(_:)``) and makes the call
    /// throw `CancellationError`, as on the connection's queue.
    private func runInline<T>(
        _ job: AsyncJob, on connection: PooledConnection,
        _ work: (PooledConnection, _ check: () throws -> Void) throws -> T
    ) throws -> T {
        let thread = ThreadIdentity.current
        let result = runJob(job, on: connection, work)
        release(connection, thread: thread, job: job)
        if case .failure = result, isCancelled(job) { throw CancellationError() }
        return try result.get()
    }

    /// Runs `work` for `job` on `connection`, on this thread, between the connection's
    /// ``PooledConnection/beginJob()`` and ``PooledConnection/endJob()``; a cancellation of the job
    /// stops counting before `endJob` puts the connection in order for the next job.
    private func runJob<T>(
        _ job: AsyncJob, on connection: PooledConnection,
        _ work: (PooledConnection, _ check: () throws -> Void) throws -> T
    ) -> Result<T, any Error> {
        var result = Result {
            try connection.beginJob()
            return try work(connection) {
                if self.isCancelled(job) { throw CancellationError() }
            }
        }
        endCancellation(of: job, on: connection)
        if let problem = connection.endJob(), case .success = result { result = .failure(problem) }
        return result
    }

    /// Stops `job`'s cancellation from reaching `connection`: from now on a cancellation of the
    /// job only makes its result `CancellationError`, and a cancellation that came already is
    /// lifted, so that the connection's next statements (the end of the job, the next job) run.
    private func endCancellation(of job: AsyncJob, on connection: PooledConnection) {
        condition.lock()
        defer { condition.unlock() }
        job.state = .finishing
        if job.isCancelled { connection.interruptHandle.clearCancellation() }
    }

    /// Whether the task of `job` was cancelled.
    private func isCancelled(_ job: AsyncJob) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return job.isCancelled
    }

    /// Starts `job` on an idle connection, or puts it in line.
    private func submit(_ job: AsyncJob) {
        condition.lock()
        var failure: (any Error)?
        var start: PooledConnection?
        if job.isCancelled {
            failure = CancellationError()
        } else if case .open = phase {
            if let idle = groups[job.group].idle.popLast() {
                start = idle
                job.state = .running(idle)
            } else {
                job.state = .waiting
                groups[job.group].waiters.append(Waiter(job: job))
            }
        } else {
            failure = SQLError.closed(owner)
        }
        let fail = failure == nil ? nil : job.finish()
        condition.unlock()
        if let failure { fail?(failure) }
        if let start { dispatch(job, on: start) }
    }

    /// Runs `job` on the thread of `connection`'s dispatch queue, at the priority of its task.
    private func dispatch(_ job: AsyncJob, on connection: PooledConnection) {
        connection.dispatchQueue.async(qos: job.qos, flags: .enforceQoS) {
            let thread = ThreadIdentity.current
            self.condition.lock()
            self.holders[thread] = connection
            self.condition.unlock()
            let shared = connection.group != 0
            self.gate?.enter(shared: shared)
            let resume = job.run?(connection)
            self.gate?.leave(shared: shared)
            self.release(connection, thread: thread, job: job)
            resume?()
        }
    }

    /// Marks `job` cancelled: out of the line if it waits, its connection interrupted if it runs.
    private func cancel(_ job: AsyncJob) {
        condition.lock()
        job.isCancelled = true
        var fail: ((any Error) -> Void)?
        switch job.state {
        case .waiting:
            if let index = groups[job.group].waiters.firstIndex(where: { $0.job === job }) {
                groups[job.group].waiters.remove(at: index)
            }
            fail = job.finish()
        case .running(let connection):
            // Once: the cancellation stays until the job ends (``endCancellation(of:on:)``), so
            // that a statement the job starts afterwards fails too, and a busy wait ends.
            connection.interruptHandle.cancel()
        case .created, .finishing, .finished:
            break
        }
        condition.unlock()
        fail?(CancellationError())
    }

    // MARK: - Release and close

    /// Gives `connection` to the first waiter of its group, or back to the idle ones; closes
    /// everything when it was the last work of a closing scheduler.
    private func release(_ connection: PooledConnection, thread: ThreadIdentity, job: AsyncJob?) {
        condition.lock()
        holders[thread] = nil
        _ = job?.finish()
        var next: AsyncJob?
        var handedOver: Waiter?
        var closing: [PooledConnection] = []
        let group = connection.group
        if groups[group].waiters.isEmpty {
            groups[group].idle.append(connection)
            closing = takeConnectionsIfIdle()
        } else {
            let waiter = groups[group].waiters.removeFirst()
            if let waitingJob = waiter.job {
                waitingJob.state = .running(connection)
                next = waitingJob
            } else {
                waiter.connection = connection
                handedOver = waiter
            }
        }
        condition.unlock()
        handedOver?.handedOver.signal()
        if let next { dispatch(next, on: connection) }
        if !closing.isEmpty { closeConnections(closing) }
    }

    /// When the scheduler is closing and no connection is in use, takes on the closing of every
    /// connection and returns them, readers first and the writer last (in WAL mode, the last
    /// connection checkpoints); else nothing. Called with the lock held; the caller closes them
    /// after unlocking (``closeConnections(_:)``).
    private func takeConnectionsIfIdle() -> [PooledConnection] {
        guard case .closing = phase else { return [] }
        guard groups.allSatisfy({ $0.idle.count == $0.all.count }) else { return [] }
        phase = .closingConnections
        return groups.reversed().flatMap(\.all)
    }

    /// Closes `connections`, outside the lock, then marks the scheduler closed and wakes every
    /// `close()` waiting for it.
    private func closeConnections(_ connections: [PooledConnection]) {
        for connection in connections { connection.close() }
        condition.lock()
        phase = .closed
        condition.broadcast()
        let waiters = closeWaiters
        closeWaiters = []
        condition.unlock()
        for waiter in waiters { waiter.resume() }
    }

    /// Refuses new calls from now on; returns the connections to close when none is in use (see
    /// ``takeConnectionsIfIdle()``). Called with the lock held; nothing when closing has begun.
    private func beginClosing() -> [PooledConnection] {
        guard case .open = phase else { return [] }
        phase = .closing
        return takeConnectionsIfIdle()
    }

    /// Refuses new calls, lets the work already accepted finish, then closes every connection;
    /// returns when they are closed, or at once when called inside a closure of this scheduler
    /// (then the end of that closure's call closes them).
    func close() {
        condition.lock()
        let closing = beginClosing()
        if !closing.isEmpty {
            condition.unlock()
            closeConnections(closing)
            return
        }
        defer { condition.unlock() }
        guard holders[ThreadIdentity.current] == nil else { return }
        while true {
            if case .closed = phase { return }
            condition.wait()
        }
    }

    /// `close()` for a task: refuses new calls and suspends, holding no thread, until the work
    /// already accepted has finished and every connection is closed.
    func closeAsync() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            let closing = beginClosing()
            if case .closed = phase {
                condition.unlock()
                continuation.resume()
            } else {
                closeWaiters.append(continuation)
                condition.unlock()
                if !closing.isEmpty { closeConnections(closing) }
            }
        }
    }

    /// The calls waiting in line for a connection of `group` (for tests).
    func waitingCount(group: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return groups[group].waiters.count
    }

    /// The connections of `group` (for tests).
    func connections(group: Int) -> [PooledConnection] {
        condition.lock()
        defer { condition.unlock() }
        return groups[group].all
    }

    /// How many connections are held by a call now (for tests).
    var heldConnectionCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return holders.count
    }

    /// Whether `close()` has begun.
    var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        if case .open = phase { return false }
        return true
    }
}
