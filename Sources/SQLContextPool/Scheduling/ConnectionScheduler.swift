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
final class ConnectionScheduler: @unchecked Sendable {
    /// Where the scheduler is in its life.
    private enum Phase {
        case open
        /// `close()` began: new calls fail, the work already accepted runs.
        case closing
        /// Every connection is closed.
        case closed
    }

    /// A caller waiting for a connection: a blocked thread (`job` nil) or an async job.
    private final class Waiter {
        let job: AsyncJob?
        /// Set for a blocked thread when a connection is handed to it.
        var connection: PooledConnection?
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
    /// Guards everything below.
    private let condition = NSCondition()
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
        } else {
            let waiter = Waiter(job: nil)
            groups[group].waiters.append(waiter)
            while waiter.connection == nil { condition.wait() }
            connection = waiter.connection!
        }
        holders[thread] = connection
        condition.unlock()
        defer { release(connection, thread: thread, job: nil) }
        gate?.enter(shared: group != 0)
        defer { gate?.leave(shared: group != 0) }
        return try body(connection, false)
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
        let job = AsyncJob(group: group)
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
                    let result = Result {
                        try work(connection) {
                            if self.isCancelled(job) { throw CancellationError() }
                        }
                    }
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
        let result = Result {
            try work(connection) {
                if self.isCancelled(job) { throw CancellationError() }
            }
        }
        release(connection, thread: thread, job: job)
        if case .failure = result, isCancelled(job) { throw CancellationError() }
        return try result.get()
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

    /// Runs `job` on the thread of `connection`'s dispatch queue.
    private func dispatch(_ job: AsyncJob, on connection: PooledConnection) {
        connection.dispatchQueue.async {
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
            connection.interruptHandle.interrupt()
            interruptAgainLater(job, connection)
        case .created, .finished:
            break
        }
        condition.unlock()
        fail?(CancellationError())
    }

    /// Interrupts `connection` again in 2 ms, and so on, while the cancelled `job` still runs on
    /// it: an interrupt that fell between two statements is forgotten by SQLite. Holds no thread
    /// between the interrupts.
    private func interruptAgainLater(_ job: AsyncJob, _ connection: PooledConnection) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(2)) {
            self.condition.lock()
            defer { self.condition.unlock() }
            guard case .running(let current) = job.state, current === connection else { return }
            connection.interruptHandle.interrupt()
            self.interruptAgainLater(job, connection)
        }
    }

    // MARK: - Release and close

    /// Gives `connection` to the first waiter of its group, or back to the idle ones; closes
    /// everything when it was the last work of a closing scheduler.
    private func release(_ connection: PooledConnection, thread: ThreadIdentity, job: AsyncJob?) {
        condition.lock()
        holders[thread] = nil
        _ = job?.finish()
        var next: AsyncJob?
        let group = connection.group
        if groups[group].waiters.isEmpty {
            groups[group].idle.append(connection)
            closeIfIdle()
        } else {
            let waiter = groups[group].waiters.removeFirst()
            if let waitingJob = waiter.job {
                waitingJob.state = .running(connection)
                next = waitingJob
            } else {
                waiter.connection = connection
                condition.broadcast()
            }
        }
        condition.unlock()
        if let next { dispatch(next, on: connection) }
    }

    /// Closes every connection when the scheduler is closing and none is in use (the lock held).
    private func closeIfIdle() {
        guard case .closing = phase else { return }
        guard groups.allSatisfy({ $0.idle.count == $0.all.count }) else { return }
        // Readers first, the writer last: in WAL mode, the last connection checkpoints.
        for group in groups.reversed() {
            for connection in group.all { connection.close() }
        }
        phase = .closed
        condition.broadcast()
        // Resuming only schedules each task; none runs on this thread while the lock is held.
        let waiters = closeWaiters
        closeWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Refuses new calls from now on, and closes every connection at once when none is in use
    /// (the lock held). Nothing when closing has begun already.
    private func beginClosing() {
        guard case .open = phase else { return }
        phase = .closing
        closeIfIdle()
    }

    /// Refuses new calls, lets the work already accepted finish, then closes every connection;
    /// returns when they are closed, or at once when called inside a closure of this scheduler
    /// (then the end of that closure's call closes them).
    func close() {
        condition.lock()
        defer { condition.unlock() }
        beginClosing()
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
            defer { condition.unlock() }
            beginClosing()
            if case .closed = phase {
                continuation.resume()
            } else {
                closeWaiters.append(continuation)
            }
        }
    }

    /// The calls waiting in line for a connection of `group` (for tests).
    func waitingCount(group: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return groups[group].waiters.count
    }

    /// Whether `close()` has begun.
    var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        if case .open = phase { return false }
        return true
    }
}
