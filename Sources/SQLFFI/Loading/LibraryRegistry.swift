#if !SKIP
import Foundation

/// The SQLite libraries loaded in this process, by canonical file path and by the names they were
/// asked for, so that each file gets one ``SQLiteLibrary`` and repeated loads cost a lookup.
final class LibraryRegistry: @unchecked Sendable {
    // Guards every property below. Loads are rare, so one lock is enough.
    private let lock = NSLock()
    private var byFile: [String: SQLiteLibrary] = [:]
    private var byName: [String: SQLiteLibrary] = [:]
    private var discoveredLibrary: SQLiteLibrary?

    /// The library for `name`, made by `load` on the first request for that name.
    func library(named name: String, load: () throws(SQLiteLibraryError) -> SQLiteLibrary)
        throws(SQLiteLibraryError) -> SQLiteLibrary
    {
        if let known = locked({ byName[name] }) { return known }
        let library = try load()
        locked { byName[name] = library }
        return library
    }

    /// The one library for the file at canonical `path`, made by `make` the first time.
    ///
    /// `make` runs under the lock: it calls `sqlite3_initialize`, which is thread-safe only where
    /// SQLite has mutexes. In a single-threaded SQLite (`SQLITE_THREADSAFE=0`), two threads that
    /// loaded one file at once would both run it, and both register SQLite's built-in functions in
    /// its global table. Loads are rare: a lookup waits at most for one load.
    func library(forFile path: String, make: () throws(SQLiteLibraryError) -> SQLiteLibrary)
        throws(SQLiteLibraryError) -> SQLiteLibrary
    {
        lock.lock()
        defer { lock.unlock() }
        if let known = byFile[path] { return known }
        let made = try make()
        byFile[path] = made
        return made
    }

    /// The library that discovery found, running `discover` the first time (and again after a
    /// failure, so that a library installed later is found).
    func discovered(_ discover: () throws(SQLiteLibraryError) -> SQLiteLibrary)
        throws(SQLiteLibraryError) -> SQLiteLibrary
    {
        if let known = locked({ discoveredLibrary }) { return known }
        let library = try discover()
        locked { discoveredLibrary = library }
        return library
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
#endif
