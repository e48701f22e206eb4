import SQLContext
import SQLFFI

extension SQLQueue {
    /// How an ``SQLQueue`` opens and sets up its connection.
    public struct Configuration: Sendable {
        /// How the database is opened; the default reads, writes and creates the file.
        public var flags: SQLContext.OpenFlags
        /// How long a statement waits for another process's lock before it fails with
        /// `SQLITE_BUSY`; 5 000 ms by default.
        public var busyTimeoutMilliseconds: Int
        /// The SQLite to use; nil loads one by `SQLiteLibrary`'s discovery order.
        public var library: SQLiteLibrary?
        /// Runs once on the new connection, before any call: pragmas, SQL functions, collations.
        public var prepareConnection: (@Sendable (SQLContext) throws -> Void)?
        /// When set, the connection is set up for a WAL-shipping replicator such as Litestream with
        /// `SQLContext.prepareForReplication(_:)` before ``prepareConnection`` runs; nil (the
        /// default) leaves the database as it is. A file database only: an in-memory queue refuses
        /// it with `SQLITE_MISUSE`.
        public var replication: SQLReplicationSettings?
        /// When true, an `async` call that finds the connection free runs its closure right away
        /// on the calling task's thread instead of the connection's dispatch queue, saving two
        /// thread hand-offs; false by default. See ``SQLPool/Configuration-swift.struct/runsAsyncCallsInline``
        /// for what it costs.
        public var runsAsyncCallsInline: Bool

        /// Creates a configuration; every argument has the default described on its property.
        public init(
            flags: SQLContext.OpenFlags = [.readWrite, .create], busyTimeoutMilliseconds: Int = 5_000,
            library: SQLiteLibrary? = nil, replication: SQLReplicationSettings? = nil,
            runsAsyncCallsInline: Bool = false, prepareConnection: (@Sendable (SQLContext) throws -> Void)? = nil
        ) {
            self.flags = flags
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.library = library
            self.replication = replication
            self.runsAsyncCallsInline = runsAsyncCallsInline
            self.prepareConnection = prepareConnection
        }
    }
}
