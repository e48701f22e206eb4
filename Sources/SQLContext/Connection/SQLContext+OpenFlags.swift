extension SQLContext {
    /// How a database is opened: the `SQLITE_OPEN_*` flags of
    /// [`sqlite3_open_v2`](https://sqlite.org/c3ref/open.html).
    ///
    /// Exactly one of ``readOnly`` and ``readWrite`` must be present; ``create`` goes with
    /// ``readWrite`` only.
    public struct OpenFlags: OptionSet, Hashable, Sendable {
        /// The `SQLITE_OPEN_*` bits.
        public let rawValue: Int32

        /// Creates flags from `SQLITE_OPEN_*` bits.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Open for reading only (`SQLITE_OPEN_READONLY`); writes fail with `SQLITE_READONLY`.
        public static let readOnly = OpenFlags(rawValue: 0x0000_0001)
        /// Open for reading and writing (`SQLITE_OPEN_READWRITE`).
        public static let readWrite = OpenFlags(rawValue: 0x0000_0002)
        /// Create the file when it does not exist (`SQLITE_OPEN_CREATE`).
        public static let create = OpenFlags(rawValue: 0x0000_0004)
        /// Interpret the path as a `file:` URI (`SQLITE_OPEN_URI`).
        public static let uri = OpenFlags(rawValue: 0x0000_0040)
        /// Open an in-memory database; the path names it for shared cache (`SQLITE_OPEN_MEMORY`).
        public static let memory = OpenFlags(rawValue: 0x0000_0080)
        /// No mutex on the connection: one thread at a time (`SQLITE_OPEN_NOMUTEX`).
        public static let noMutex = OpenFlags(rawValue: 0x0000_8000)
        /// Serialize all calls on the connection with a mutex (`SQLITE_OPEN_FULLMUTEX`).
        public static let fullMutex = OpenFlags(rawValue: 0x0001_0000)
        /// Share one page cache between connections (`SQLITE_OPEN_SHAREDCACHE`; discouraged).
        public static let sharedCache = OpenFlags(rawValue: 0x0002_0000)
        /// Use a private page cache even when shared cache is on (`SQLITE_OPEN_PRIVATECACHE`).
        public static let privateCache = OpenFlags(rawValue: 0x0004_0000)
        /// Refuse to open a path that is a symbolic link (`SQLITE_OPEN_NOFOLLOW`, SQLite 3.31).
        public static let noFollow = OpenFlags(rawValue: 0x0100_0000)

        /// Throws when the combination is one that `sqlite3_open_v2` leaves undefined.
        func validate() throws {
            let modes = (contains(.readOnly) ? 1 : 0) + (contains(.readWrite) ? 1 : 0)
            if modes != 1 {
                throw SQLError.misuse("open flags must contain exactly one of .readOnly and .readWrite")
            }
            if contains(.create) && !contains(.readWrite) {
                throw SQLError.misuse("the .create open flag requires .readWrite")
            }
            if contains(.noMutex) && contains(.fullMutex) {
                throw SQLError.misuse("the .noMutex and .fullMutex open flags exclude each other")
            }
        }
    }
}
