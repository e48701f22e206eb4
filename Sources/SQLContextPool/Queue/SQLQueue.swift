import SQLContext

/// One database connection that any thread or task may use, one call at a time.
///
/// ```swift
/// let queue = try SQLQueue(path: databasePath)
/// try queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
/// let count = try await queue.read { context in try context.query(sql: "SELECT count(*) FROM t") }
/// ```
///
/// The queue owns an `SQLContext` and runs each closure given to `read(_:)` or
/// `write(_:)` with it, one closure at a time, in the order the calls arrive;
/// every other caller waits. The blocking variants wait on the calling thread. The `async`
/// variants never block a Swift concurrency thread: the task waits suspended, and the closure runs
/// on the queue's own dispatch queue.
///
/// The context is lent to the closure only: it and its statements must not be kept or used after
/// the closure returns (the compiler stops them from crossing threads, since neither is
/// `Sendable`; once the queue is closed, a kept context throws the misuse error of a closed context). A call made inside a closure on the same thread (a `write` inside a `write`) runs
/// at once on the same context; nested writes become savepoints, as nested
/// `SQLContext/transaction(_:block:)` calls do.
///
/// The queue is for one connection: reads wait for writes and for each other. ``SQLPool`` runs
/// reads in parallel on a write-ahead log.
///
/// Because its closures run one at a time, the queue also works on a SQLite built single-threaded
/// (`SQLITE_THREADSAFE=0`, where ``SQLPool`` refuses to open), provided nothing else in the process
/// uses that library on another thread at the same time.
public final class SQLQueue: Sendable {
    /// The path the queue opened: `":memory:"` for a private in-memory database.
    public let path: String
    /// Hands out the one connection.
    let scheduler: ConnectionScheduler

    /// Opens the database, sets the busy timeout and runs
    /// ``Configuration-swift.struct/prepareConnection``.
    ///
    /// - Parameters:
    ///   - path: a file path; nil (or `":memory:"`) opens a private in-memory database.
    ///   - configuration: how to open and set up the connection.
    /// - Throws: `SQLError` when the database cannot be opened or set up.
    public init(path: String? = nil, configuration: Configuration = Configuration()) throws {
        let context = try Self.open(path: path, configuration)
        self.path = context.path
        do {
            // Reads cannot write: query_only is off only while a write runs.
            try context.exec(sql: "PRAGMA query_only = ON")
        } catch {
            context.close()
            throw error
        }
        let connection = PooledConnection(
            group: 0, context: context, label: "SQLQueue " + context.path, guardsReads: true
        ) {
            try Self.open(path: path, configuration)
        }
        scheduler = ConnectionScheduler(
            owner: "SQLQueue", groups: [[connection]], gate: nil,
            runsAsyncCallsInline: configuration.runsAsyncCallsInline)
    }

    /// Opens the queue's connection and sets it up; closes it on failure. Also reopens it, when a
    /// call left it closed or in a transaction that would not roll back.
    private static func open(path: String?, _ configuration: Configuration) throws -> SQLContext {
        let context = try SQLContext(path: path, flags: configuration.flags, library: configuration.library)
        do {
            try context.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
            if let replication = configuration.replication { try context.prepareForReplication(replication) }
            try configuration.prepareConnection?(context)
        } catch {
            context.close()
            throw error
        }
        return context
    }

    /// Runs `body` with the queue's context, read-only, waiting on this thread while another call
    /// runs, and returns its result. No transaction is opened; a statement that would write fails
    /// with `SQLITE_READONLY` (the queue keeps `PRAGMA query_only` on except while a write runs):
    /// use `write(_:)` to change the database. A `write` called inside `body` throws a misuse
    /// `SQLError`; a read inside a write runs within the write.
    ///
    /// - Throws: what `body` throws; a misuse `SQLError` ("the SQLQueue is closed") after
    ///   `close()`.
    public func read<T>(_ body: (SQLContext) throws -> T) throws -> T {
        try scheduler.withConnection(group: 0) { connection, _ in try connection.read(body) }
    }

    /// Runs `body` with the queue's context in a transaction, waiting on this thread while another
    /// call runs: commits when `body` returns, rolls back and rethrows when it throws.
    ///
    /// The transaction is `BEGIN IMMEDIATE`, so a writer in another process makes this call wait
    /// (up to the busy timeout) at its start rather than fail at its first write; inside another
    /// transaction it is a SAVEPOINT. See `SQLContext/transaction(_:block:)`.
    ///
    /// - Throws: what `body` throws; an `SQLError` from the commit; a misuse `SQLError` after
    ///   `close()`.
    public func write<T>(_ body: (SQLContext) throws -> T) throws -> T {
        try scheduler.withConnection(group: 0) { connection, _ in
            guard connection.readDepth == 0 else { throw SQLError.writeInsideRead("SQLQueue") }
            return try connection.writeTransaction({}, body)
        }
    }

    /// Runs `body` with the queue's context, read-only, on the queue's dispatch queue, without a
    /// transaction, as `read(_:)` does; the task waits suspended.
    ///
    /// When the task is cancelled while the call waits, it throws `CancellationError` at once; while
    /// `body` runs, its statements are interrupted, and the call throws `CancellationError`
    /// instead of the `SQLITE_INTERRUPT` error (a `body` that completes returns its result).
    public func read<T: Sendable>(_ body: @escaping @Sendable (SQLContext) throws -> T) async throws -> T {
        try await scheduler.run(group: 0) { connection, check in
            let result = try connection.read(body)
            try check()
            return result
        }
    }

    /// Runs `body` in a transaction, as `write(_:)` does, on the queue's dispatch
    /// queue; the task waits suspended.
    ///
    /// When the task is cancelled, the call throws `CancellationError` and nothing is committed:
    /// at once while it waits; while `body` runs, its statements are interrupted and the
    /// transaction rolls back. A cancellation that comes after the commit changes nothing.
    public func write<T: Sendable>(_ body: @escaping @Sendable (SQLContext) throws -> T) async throws -> T {
        try await scheduler.run(group: 0) { connection, check in
            try connection.writeTransaction(check, body)
        }
    }

    /// Lets the calls already waiting or running finish, then closes the connection; returns
    /// when it is closed. Later calls throw a misuse `SQLError` ("the SQLQueue is closed").
    ///
    /// Idempotent. Called inside one of the queue's closures, it returns at once, and the
    /// connection closes when that call ends.
    public func close() {
        scheduler.close()
    }

    /// Lets the calls already waiting or running finish, then closes the connection; the task waits
    /// suspended, holding no thread, and resumes when they are closed. Later calls throw a misuse
    /// `SQLError`, as after `close()`.
    ///
    /// Idempotent, and safe to call from many tasks at once: each returns once everything is
    /// closed. In an `async` function, `close()` means this one (Swift prefers the `async`
    /// overload there), so a task never blocks its thread while the queue drains; the blocking
    /// `close()` stays for threads of your own.
    ///
    /// The corresponding SQLite function is [`sqlite3_close_v2`](https://sqlite.org/c3ref/close.html),
    /// called for each connection.
    public func close() async {
        await scheduler.closeAsync()
    }

    /// Whether `close()` has been called.
    public var isClosed: Bool { scheduler.isClosed }
}
