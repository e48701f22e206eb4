#if !SKIP
extension SQLiteConnection {
    /// Loads the extension library at `path` (`sqlite3_load_extension`), calling `entryPoint`, or
    /// SQLite's default entry point when nil.
    ///
    /// Refuses with `SQLITE_ERROR` unless ``setExtensionLoading(enabled:)`` turned loading on for this
    /// connection: SQLite's own default differs between builds (Debian's 3.40.1 opens connections
    /// with the C function already allowed), and loading native code must be a decision of the
    /// caller. Throws an unsupported failure naming `sqlite3_load_extension` in a SQLite built with
    /// `SQLITE_OMIT_LOAD_EXTENSION`, and `SQLITE_ERROR` with SQLite's (or the loader's) message when
    /// the library cannot be loaded.
    package func loadExtension(path: String, entryPoint: String?) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        guard let load = library.functions.loadExtension else {
            throw unsupported("sqlite3_load_extension", since: "a SQLite built without SQLITE_OMIT_LOAD_EXTENSION")
        }
        guard allowsExtensionLoading else {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.error,
                message: "extension loading is off (not authorized): call setExtensionLoading(enabled: true) first")
        }
        var message: UnsafeMutablePointer<CChar>?
        let code = load(handle, path, entryPoint, &message)
        if code == SQLiteConstants.ok { return }
        var failure = failure(code)
        if let message {
            failure.message = String(cString: message)
            library.functions.free(message)
        }
        throw failure
    }
}
#endif
