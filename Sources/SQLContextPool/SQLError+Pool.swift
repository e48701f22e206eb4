import SQLContext
import SQLFFI

extension SQLError {
    /// The error of a call on a ``SQLQueue`` or ``SQLPool`` after `close()` began:
    /// `SQLITE_MISUSE`, as for a closed `SQLContext`.
    static func closed(_ owner: String) -> SQLError {
        SQLError(code: 21, message: "the " + owner + " is closed")
    }

    /// The error of a `write` called inside a `read` of the same queue or pool on the same thread.
    static func writeInsideRead(_ owner: String) -> SQLError {
        SQLError(
            code: 21,
            message: "write was called inside a read of the same " + owner + "; a read cannot become a write"
                + " (run the write after the read, or do the reading inside the write)")
    }

    /// The error of a pool opened on a SQLite built single-threaded (`SQLITE_THREADSAFE=0`), whose
    /// connections must never run on two threads at once: `SQLITE_MISUSE`.
    static func singleThreaded(_ library: SQLiteLibrary) -> SQLError {
        SQLError(
            code: 21,
            message: "an SQLPool runs its connections on several threads at once, and the loaded SQLite "
                + library.version + " (" + library.path + ") was built single-threaded (SQLITE_THREADSAFE=0);"
                + " use an SQLQueue, whose one connection runs on one thread at a time, or a SQLite built with"
                + " SQLITE_THREADSAFE=1 or 2")
    }

    /// The error of an in-memory pool on a SQLite that can share an in-memory database neither in
    /// its `memdb` VFS nor in shared cache: `SQLITE_MISUSE`.
    static func noSharedInMemoryDatabase(_ library: SQLiteLibrary) -> SQLError {
        SQLError(
            code: 21,
            message: "an in-memory SQLPool needs SQLite's memdb VFS (3.36 or later, without SQLITE_OMIT_DESERIALIZE)"
                + " or shared cache (without SQLITE_OMIT_SHARED_CACHE) to share one database between its"
                + " connections, and the loaded SQLite " + library.version + " (" + library.path
                + ") has neither; give the pool a file, or use an SQLQueue")
    }
}
