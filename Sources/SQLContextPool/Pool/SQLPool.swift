import SQLContext

/// One database that many threads and tasks read in parallel and write one at a time: one writer
/// connection and a few read-only reader connections on a write-ahead log (WAL).
///
/// ```swift
/// let pool = try SQLPool(path: databasePath)
/// try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
/// let rows = try await pool.read { context in try context.query(sql: "SELECT count(*) FROM t") }
/// ```
///
/// What the pool guarantees:
/// - **Writes** run one at a time, each in one transaction, on the writer connection; the pool
///   serialises them itself, so its own connections never make each other fail with
///   `SQLITE_BUSY` (the busy timeout is for other processes).
/// - **Reads** run in parallel on the readers, each in one read transaction: every statement of a
///   `read` closure sees the same snapshot of the database, whatever is committed meanwhile. A
///   `read` that starts after a `write` returned sees that write.
/// - **Bounded**: at most ``readerCount`` reads and one write run at once; further calls wait in
///   line, first come, first served, blocking callers on their own thread and `async` callers
///   suspended, holding no thread. `async` work runs on each connection's own dispatch queue, so
///   the pool uses at most one thread per connection (or, with
///   ``Configuration-swift.struct/runsAsyncCallsInline``, on the calling task's thread when a
///   connection is free).
/// - **Cancellation**: an `async` call whose task is cancelled throws `CancellationError`: at once
///   when it waits in line; when it runs, its statements are interrupted (`sqlite3_interrupt`) and
///   a write rolls back. A closure that completes returns its result.
///
/// A file database is switched to WAL mode (`PRAGMA journal_mode = WAL`, which stays with the
/// file). With `path` nil the pool opens a shared in-memory database (see ``init(path:configuration:)``);
/// that has no write-ahead log, so there, and in a file whose journal mode cannot become WAL, a
/// write waits for running reads to end and reads wait for a running write (``journalMode`` tells).
/// A file that no other process needs can be made the process's own with
/// ``Configuration-swift.struct/exclusiveToProcess``: reads then take no file lock, and scale
/// with the readers.
///
/// Contexts are lent to closures only: a context and its statements must not be kept or used after
/// the closure returns. The compiler stops them from crossing threads (neither is `Sendable`); one
/// kept on the same thread would race with the next call that gets its connection, and once the
/// pool is closed it throws the misuse error of a closed context. Inside a closure, on the same thread, a nested `write` in a `write` becomes
/// a savepoint, a `read` in a `write` runs on the writer (and sees the write so far), a `read` in a
/// `read` runs in the same snapshot, and a `write` in a `read` throws a misuse `SQLError`.
public final class SQLPool: Sendable {
    /// The path the pool opened, or for an in-memory pool the URI of its shared database.
    public let path: String
    /// The number of reader connections.
    public let readerCount: Int
    /// The journal mode in effect: `.wal` for a file database, where reads and the write run side by
    /// side; another mode (`.memory` for an in-memory pool) keeps reads and writes apart.
    public let journalMode: JournalMode
    /// Hands out the writer (group 0) and the readers (group 1).
    let scheduler: ConnectionScheduler
    /// The live queries (``observe(sql:parameters:removeDuplicates:)``), told of each commit of the writer.
    let observations: PoolObservationHub
    /// ``Configuration/externalChangeCheckInterval``.
    let externalChangeCheckInterval: Duration?

    /// Opens the writer, switches the database to WAL mode, then opens the readers.
    ///
    /// With `path` nil the database is a new in-memory one, shared by the pool's connections and
    /// by no one else, gone when the pool closes. On SQLite 3.36 and later it lives in SQLite's
    /// `memdb` VFS (`file:/name?vfs=memdb`) and readers open it read-only; on older SQLite, or one
    /// built without `memdb`, it is a shared-cache database (`file:name?mode=memory&cache=shared`)
    /// whose readers run with `PRAGMA query_only`. Either way reads and writes take turns, as
    /// described in the type's documentation.
    ///
    /// - Parameters:
    ///   - path: a database file, created when missing; nil (or `":memory:"`, or `""`, which would
    ///     otherwise give each connection a private database) for an in-memory database.
    ///   - configuration: the number of readers, the busy timeout, the SQLite library, and a
    ///     preparation run on every connection.
    /// - Throws: `SQLError` when a connection cannot be opened or prepared (nothing stays open);
    ///   `SQLITE_MISUSE` when `readerCount` is less than 1, when `exclusiveToProcess` comes with
    ///   `replication`, when the loaded SQLite was built single-threaded (`SQLITE_THREADSAFE=0`:
    ///   use ``SQLQueue``), and for an in-memory pool when the loaded SQLite can share an in-memory
    ///   database neither in `memdb` nor in shared cache.
    public init(path: String? = nil, configuration: Configuration = Configuration()) throws {
        guard configuration.readerCount >= 1 else {
            throw SQLError(
                code: 21, message: "an SQLPool needs at least one reader; readerCount is \(configuration.readerCount)")
        }
        let writer: SQLContext
        let storage: Storage
        if let path, path != ":memory:" && !path.isEmpty {
            if configuration.exclusiveToProcess && configuration.replication != nil {
                throw SQLError(
                    code: 21,
                    message:
                        "an SQLPool exclusive to its process cannot be replicated: the replicator is another process")
            }
            storage = Self.fileStorage(path, exclusive: configuration.exclusiveToProcess)
            writer = try SQLContext(path: storage.path, flags: storage.writerFlags, library: configuration.library)
        } else {
            (writer, storage) = try Self.openInMemoryWriter(configuration)
        }
        if writer.library.threadSafety == 0 {
            writer.close()
            throw SQLError.singleThreaded(writer.library)
        }
        try Self.prepare(writer, configuration, queryOnly: false, isWriter: true)
        var mode = JournalMode.memory
        var readers: [PooledConnection] = []
        do {
            if !storage.inMemory { mode = try writer.setJournalMode(.wal) }
            let library = writer.library
            for index in 0..<configuration.readerCount {
                let reader = try Self.openReader(storage, configuration, library)
                readers.append(
                    PooledConnection(group: 1, context: reader, label: "SQLPool reader \(index)") {
                        try Self.openReader(storage, configuration, library)
                    })
            }
        } catch {
            for reader in readers { reader.close() }
            writer.close()
            throw error
        }
        self.path = storage.publicPath
        self.readerCount = configuration.readerCount
        self.externalChangeCheckInterval = configuration.externalChangeCheckInterval
        self.journalMode = mode
        let library = writer.library
        let hub = PoolObservationHub()
        observations = hub
        do {
            _ = try writer.observeCommits { hub.notify($0) }
        } catch {
            for reader in readers { reader.close() }
            writer.close()
            throw error
        }
        let writerConnection = PooledConnection(group: 0, context: writer, label: "SQLPool writer") {
            let context = try SQLContext(path: storage.path, flags: storage.writerFlags, library: library)
            try Self.prepare(context, configuration, queryOnly: false, isWriter: true)
            _ = try context.observeCommits { hub.notify($0) }
            return context
        }
        scheduler = ConnectionScheduler(
            owner: "SQLPool", groups: [[writerConnection], readers], gate: mode == .wal ? nil : ReadWriteGate(),
            runsAsyncCallsInline: configuration.runsAsyncCallsInline)
    }

    // MARK: - Blocking calls

    /// Runs `body` in one read transaction on a reader, waiting on this thread while every reader
    /// is busy, and returns its result. The readers are read-only: a write fails with
    /// `SQLITE_READONLY`.
    ///
    /// - Throws: what `body` throws (the read transaction ends either way); a misuse `SQLError`
    ///   ("the SQLPool is closed") after `close()`.
    public func read<T>(_ body: (SQLContext) throws -> T) throws -> T {
        try scheduler.withConnection(group: 1) { connection, _ in
            try connection.readTransaction({}, body)
        }
    }

    /// Runs `body` in a transaction on the writer, waiting on this thread while another write
    /// runs: commits when `body` returns, rolls back and rethrows when it throws.
    ///
    /// The transaction is `BEGIN IMMEDIATE`; inside another write it is a SAVEPOINT. See
    /// `SQLContext/transaction(_:block:)`.
    ///
    /// - Throws: what `body` throws; an `SQLError` from the commit; a misuse `SQLError` inside a
    ///   `read` of this pool, or after `close()`.
    public func write<T>(_ body: (SQLContext) throws -> T) throws -> T {
        try scheduler.withConnection(group: 0) { connection, _ in
            guard connection.group == 0 else { throw SQLError.writeInsideRead("SQLPool") }
            return try connection.writeTransaction({}, body)
        }
    }

    // MARK: - Async calls

    /// Runs `body` in one read transaction on a reader's dispatch queue, as `read(_:)`
    /// does; the task waits suspended while every reader is busy.
    ///
    /// When the task is cancelled, the call throws `CancellationError`: at once while it waits;
    /// while `body` runs, its statements are interrupted.
    public func read<T: Sendable>(_ body: @escaping @Sendable (SQLContext) throws -> T) async throws -> T {
        try await scheduler.run(group: 1) { connection, check in
            try connection.readTransaction(check, body)
        }
    }

    /// Runs `body` in a transaction on the writer's dispatch queue, as
    /// `write(_:)` does; the task waits suspended while another write runs.
    ///
    /// When the task is cancelled, the call throws `CancellationError` and nothing is committed:
    /// at once while it waits; while `body` runs, its statements are interrupted and the
    /// transaction rolls back. A cancellation that comes after the commit changes nothing.
    public func write<T: Sendable>(_ body: @escaping @Sendable (SQLContext) throws -> T) async throws -> T {
        try await scheduler.run(group: 0) { connection, check in
            try connection.writeTransaction(check, body)
        }
    }

    // MARK: - Closing

    /// Lets the calls already waiting or running finish, then closes every connection (readers
    /// first, the writer last, so that it checkpoints the write-ahead log); returns when they are
    /// closed. Later calls throw a misuse `SQLError` ("the SQLPool is closed").
    ///
    /// Idempotent. Called inside one of the pool's closures, it returns at once, and the
    /// connections close when the last running call ends.
    public func close() {
        observations.close()
        scheduler.close()
    }

    /// Lets the calls already waiting or running finish, then closes every connection (readers
    /// first, the writer last, so that it checkpoints the write-ahead log); the task waits
    /// suspended, holding no thread, and resumes when they are closed. Later calls throw a misuse
    /// `SQLError`, as after `close()`.
    ///
    /// Idempotent, and safe to call from many tasks at once: each returns once everything is
    /// closed. In an `async` function, `close()` means this one (Swift prefers the `async`
    /// overload there), so a task never blocks its thread while the pool drains; the blocking
    /// `close()` stays for threads of your own.
    ///
    /// The corresponding SQLite function is [`sqlite3_close_v2`](https://sqlite.org/c3ref/close.html),
    /// called for each connection.
    public func close() async {
        observations.close()
        await scheduler.closeAsync()
    }

    /// Whether `close()` has been called.
    public var isClosed: Bool { scheduler.isClosed }
}
