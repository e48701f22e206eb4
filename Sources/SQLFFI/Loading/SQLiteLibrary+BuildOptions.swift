#if !SKIP
// What the library's compile-time options allow, read from the library itself: an answer for every
// build, including one that does not list its options (SQLITE_OMIT_COMPILEOPTION_DIAGS).
extension SQLiteLibrary {
    /// The library's `SQLITE_THREADSAFE` setting: 0 single-thread (no mutexes: the library must
    /// never be used by two threads at once, even through different connections), 1 serialized,
    /// 2 multi-thread (a connection and its statements used by one thread at a time).
    ///
    /// The corresponding SQLite function is [`sqlite3_threadsafe`](https://sqlite.org/c3ref/threadsafe.html).
    public var threadSafety: Int32 { functions.threadsafe() }

    /// Whether connections may open a database in shared-cache mode (`cache=shared`): false in a
    /// library built with `SQLITE_OMIT_SHARED_CACHE`, where SQLite ignores the request and each
    /// connection gets a database of its own.
    ///
    /// The corresponding SQLite function, looked up but never called, is
    /// [`sqlite3_enable_shared_cache`](https://sqlite.org/c3ref/enable_shared_cache.html).
    public var hasSharedCache: Bool { functions.enableSharedCache != nil }
}
#endif
