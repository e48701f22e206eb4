import Foundation
import SQLContext
import SQLFFI

extension SQLPool {
    /// How the pool's connections reach one database.
    struct Storage {
        /// The path or URI the connections open.
        var path: String
        /// The pool's ``SQLPool/path``: the file's path, or the URI of an in-memory database.
        var publicPath: String
        /// Whether the database lives in memory (no write-ahead log).
        var inMemory: Bool
        /// The writer's open flags.
        var writerFlags: SQLContext.OpenFlags
        /// The readers' open flags.
        var readerFlags: SQLContext.OpenFlags
        /// Whether readers need `PRAGMA query_only` because they cannot be opened read-only.
        var readersNeedQueryOnly: Bool
    }

    /// The storage of a file database: readers open it read-only. When `exclusive`, every
    /// connection opens it through the `unix-excl` VFS (see
    /// ``Configuration-swift.struct/exclusiveToProcess``).
    static func fileStorage(_ path: String, exclusive: Bool) -> Storage {
        guard exclusive else {
            return Storage(
                path: path, publicPath: path, inMemory: false, writerFlags: [.readWrite, .create],
                readerFlags: [.readOnly], readersNeedQueryOnly: false)
        }
        return Storage(
            path: exclusiveURI(path), publicPath: path, inMemory: false, writerFlags: [.readWrite, .create, .uri],
            readerFlags: [.readOnly, .uri], readersNeedQueryOnly: false)
    }

    /// The URI that opens the file at `path` through the `unix-excl` VFS: `%`, `?` and `#`
    /// escaped, an absolute path after an empty authority (`file:///…`).
    static func exclusiveURI(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?vfs=unix-excl"
    }

    /// A shared in-memory database in SQLite's `memdb` VFS (`file:/name?vfs=memdb`, shared by
    /// name in the process since SQLite 3.36); readers open it read-only.
    static func memdbStorage() -> Storage {
        let path = "file:/sqlcontext-pool-" + UUID().uuidString + "?vfs=memdb"
        return Storage(
            path: path, publicPath: path, inMemory: true,
            writerFlags: [.readWrite, .create, .uri],
            readerFlags: [.readOnly, .uri], readersNeedQueryOnly: false)
    }

    /// A shared-cache in-memory database (`file:name?mode=memory&cache=shared`), for SQLite before
    /// 3.36 or without the `memdb` VFS; its readers are `PRAGMA query_only` connections.
    static func sharedCacheStorage() -> Storage {
        let flags: SQLContext.OpenFlags = [.readWrite, .create, .uri]
        let path = "file:sqlcontext-pool-" + UUID().uuidString + "?mode=memory&cache=shared"
        return Storage(
            path: path, publicPath: path, inMemory: true, writerFlags: flags,
            readerFlags: flags, readersNeedQueryOnly: true)
    }

    /// Opens the writer of an in-memory pool: in `memdb` when the loaded SQLite shares it, else
    /// in shared cache.
    static func openInMemoryWriter(_ configuration: Configuration) throws -> (SQLContext, Storage) {
        let memdb = memdbStorage()
        if let context = try? SQLContext(path: memdb.path, flags: memdb.writerFlags, library: configuration.library) {
            if context.sqliteVersion >= SQLiteVersion(major: 3, minor: 36, patch: 0) { return (context, memdb) }
            context.close()
        }
        let shared = sharedCacheStorage()
        let context = try SQLContext(path: shared.path, flags: shared.writerFlags, library: configuration.library)
        if !context.library.hasSharedCache {
            // Each reader would open a new, empty database of its own.
            context.close()
            throw SQLError.noSharedInMemoryDatabase(context.library)
        }
        return (context, shared)
    }

    /// Opens and sets up a reader (see ``prepare(_:_:queryOnly:isWriter:)``).
    static func openReader(_ storage: Storage, _ configuration: Configuration, _ library: SQLiteLibrary) throws
        -> SQLContext
    {
        let reader = try SQLContext(path: storage.path, flags: storage.readerFlags, library: library)
        try prepare(reader, configuration, queryOnly: storage.readersNeedQueryOnly, isWriter: false)
        return reader
    }

    /// Sets up a new connection: normal locking, busy timeout, replication settings (the writer's
    /// whole set, a reader's busy timeout), the user's preparation; closes it on failure.
    static func prepare(_ context: SQLContext, _ configuration: Configuration, queryOnly: Bool, isWriter: Bool) throws {
        do {
            // A build compiled with SQLITE_DEFAULT_LOCKING_MODE=1 would have each connection keep
            // its file locks (and, entering WAL, keep the log's index to itself), so that readers
            // and the writer waited on each other until their busy timeouts ran out.
            try context.exec(sql: "PRAGMA locking_mode = NORMAL")
            try context.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
            if let replication = configuration.replication {
                if isWriter {
                    try context.prepareForReplication(replication)
                } else {
                    try context.setBusyTimeout(milliseconds: replication.busyTimeoutMilliseconds)
                }
            }
            if queryOnly { try context.exec(sql: "PRAGMA query_only = ON") }
            try configuration.prepareConnection?(context)
        } catch {
            context.close()
            throw error
        }
    }
}
