import SQLContext
import SQLFFI

extension SQLPool {
    /// How an ``SQLPool`` opens and sets up its connections.
    public struct Configuration: Sendable {
        /// The reader connections, so the most reads that run at once; 4 by default (at least 1).
        /// Further reads wait in line, holding no thread.
        public var readerCount: Int
        /// How long a statement waits for another process's lock before it fails with
        /// `SQLITE_BUSY`; 5 000 ms by default. The pool's own connections never wait for each
        /// other this way.
        public var busyTimeoutMilliseconds: Int
        /// The SQLite to use; nil loads one by `SQLiteLibrary`'s discovery order.
        public var library: SQLiteLibrary?
        /// Runs once on each new connection, the writer first, before any call: pragmas, SQL
        /// functions, collations. Readers are read-only: write nothing here on them.
        public var prepareConnection: (@Sendable (SQLContext) throws -> Void)?
        /// When set, the writer is set up for a WAL-shipping replicator such as Litestream with
        /// `SQLContext.prepareForReplication(_:)`, and every connection waits its busy timeout for
        /// the replicator's locks; nil (the default) leaves the database as the pool opens it. A
        /// file pool only: an in-memory pool cannot be replicated and refuses it with `SQLITE_MISUSE`.
        public var replication: SQLReplicationSettings?
        /// When true, the database file belongs to this process while the pool is open: the
        /// connections open it through SQLite's `unix-excl` VFS (`file:…?vfs=unix-excl`), which
        /// takes one exclusive POSIX lock on the file for the process and keeps the write-ahead
        /// log's index in the process's memory instead of the `-shm` file. Reads and writes then
        /// take no file lock of their own: with the default `false`, SQLite's unix VFS takes and
        /// drops a lock on the `-shm` file with `fcntl` around every read transaction, under a
        /// mutex that all connections to the file share, and that is what keeps point reads from
        /// running faster on two readers than on one (see the pool benchmark in the SQLContext
        /// catalog's Performance article).
        ///
        /// Other processes cannot read or write the file while the pool is open: they wait their
        /// busy timeout and fail with `SQLITE_BUSY`, and so does the pool's opening when another
        /// process has the file open and locked. Not with ``replication`` (a replicator is another
        /// process; the pool refuses the pair with `SQLITE_MISUSE`); no effect on an in-memory
        /// pool, which no other process sees anyway. Unix only (Linux, macOS, Android): where
        /// SQLite has no `unix-excl` VFS, opening the pool fails with `SQLITE_ERROR`.
        public var exclusiveToProcess: Bool
        /// When true, an `async` call that finds a connection free runs its closure right away on
        /// the thread of the calling task, one of Swift's concurrency threads, instead of on the
        /// connection's dispatch queue; a call that must wait still waits suspended, holding no
        /// thread, and then runs on the connection's queue. Cancellation, nesting and `close()`
        /// behave the same either way.
        ///
        /// With the default `false`, each `async` call costs two thread hand-offs (to the
        /// connection's queue and back to the task), which take longer than a point query: `true`
        /// saves them (see the pool benchmark in the SQLContext catalog's Performance article).
        /// The cost: while a closure runs, its
        /// concurrency thread runs nothing else, and there are only as many of those as cores, so
        /// a long query or a closure that waits for something (a lock, a semaphore, a busy
        /// database held by another process) holds back every other task of the process. Use it
        /// for short reads and writes. An in-memory pool, whose reads and writes take turns
        /// through a lock, always uses the queues.
        public var runsAsyncCallsInline: Bool
        /// How often, while the pool has live queries (``SQLPool/observe(sql:parameters:removeDuplicates:)``),
        /// the writer asks SQLite whether another connection changed the file (`PRAGMA data_version`:
        /// another process, or another `SQLContext` or pool on the same file); when one did, every
        /// live query fetches again. Nil: never, and only the pool's own writes are seen. One second
        /// by default.
        public var externalChangeCheckInterval: Duration?

        /// Creates a configuration; every argument has the default described on its property.
        public init(
            readerCount: Int = 4, busyTimeoutMilliseconds: Int = 5_000, library: SQLiteLibrary? = nil,
            replication: SQLReplicationSettings? = nil, exclusiveToProcess: Bool = false,
            runsAsyncCallsInline: Bool = false, externalChangeCheckInterval: Duration? = .seconds(1),
            prepareConnection: (@Sendable (SQLContext) throws -> Void)? = nil
        ) {
            self.readerCount = readerCount
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.library = library
            self.replication = replication
            self.exclusiveToProcess = exclusiveToProcess
            self.runsAsyncCallsInline = runsAsyncCallsInline
            self.externalChangeCheckInterval = externalChangeCheckInterval
            self.prepareConnection = prepareConnection
        }
    }
}
