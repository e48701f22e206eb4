import Dispatch

/// One `async` call of a queue or pool, from submission to completion. Every field but the
/// constants is guarded by the lock of the `ConnectionScheduler` that runs it.
final class AsyncJob: @unchecked Sendable {
    /// Where the job is.
    enum State {
        /// Created; not yet submitted.
        case created
        /// Waiting in its group's queue for a connection.
        case waiting
        /// Running on this connection.
        case running(PooledConnection)
        /// Its work has returned, and the connection is being put in order for the next job: a
        /// cancellation no longer reaches the connection.
        case finishing
        /// Finished, failed or cancelled: the continuation is resumed or about to be.
        case finished
    }

    /// The slot group whose connection the job needs.
    let group: Int
    /// The quality of service of the task that made the call: the job runs at it, whichever job
    /// released the connection it gets.
    let qos: DispatchQoS
    /// Where the job is.
    var state = State.created
    /// Whether the task that made the call was cancelled.
    var isCancelled = false
    /// Runs the work on the connection's thread, and returns what resumes the caller; called once.
    var run: ((PooledConnection) -> () -> Void)?
    /// Resumes the caller with an error when the job never runs; called once.
    var fail: ((any Error) -> Void)?

    init(group: Int, priority: TaskPriority) {
        self.group = group
        self.qos = Self.qos(of: priority)
    }

    /// The dispatch quality of service that matches a task priority.
    static func qos(of priority: TaskPriority) -> DispatchQoS {
        switch priority.rawValue {
        case 33...: return .userInteractive
        case 25..<33: return .userInitiated
        case 21..<25: return .default
        case 17..<21: return .utility
        default: return .background
        }
    }

    /// Marks the job finished and lets go of its closures (`run` refers to the job: a cycle until
    /// now); returns `fail`, for a job that never ran. Called once, with the scheduler's lock held.
    func finish() -> ((any Error) -> Void)? {
        let fail = self.fail
        state = .finished
        run = nil
        self.fail = nil
        return fail
    }
}
