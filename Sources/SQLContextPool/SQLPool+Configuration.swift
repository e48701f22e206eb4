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

        /// Creates a configuration; every argument has the default described on its property.
        public init(
            readerCount: Int = 4, busyTimeoutMilliseconds: Int = 5_000, library: SQLiteLibrary? = nil,
            replication: SQLReplicationSettings? = nil,
            prepareConnection: (@Sendable (SQLContext) throws -> Void)? = nil
        ) {
            self.readerCount = readerCount
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.library = library
            self.replication = replication
            self.prepareConnection = prepareConnection
        }
    }
}
