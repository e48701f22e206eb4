import SQLFFI

extension SQLContext {
    /// Loads a SQLite extension library (native code) into this connection, making the functions,
    /// collations, virtual tables or VFSes it registers available.
    ///
    /// Loading must first be allowed with ``setExtensionLoading(enabled:)``; turn it off again once
    /// the extension is loaded. An extension runs arbitrary native code with the app's rights: load
    /// only files the app ships or trusts.
    ///
    /// - Parameters:
    ///   - path: the library's file; without a directory the platform's loader searches for it, and
    ///     SQLite also tries the name with the platform's suffix (`.so`, `.dylib`, `.dll`).
    ///   - entryPoint: the C function that initializes the extension; nil lets SQLite derive it
    ///     from the file name (`sqlite3_<name>_init`) or use `sqlite3_extension_init`.
    /// - Throws: an ``SQLError``: `SQLITE_ERROR` saying that loading is off when it was not allowed;
    ///   `SQLITE_ERROR` with the loader's message when the file or its entry point cannot be loaded
    ///   or the extension's initialization fails; one whose ``SQLError/missingFunction`` is
    ///   `sqlite3_load_extension` on a SQLite built with `SQLITE_OMIT_LOAD_EXTENSION`; misuse when
    ///   the context is closed.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_load_extension`](https://sqlite.org/c3ref/load_extension.html).
    public func loadExtension(path: String, entryPoint: String? = nil) throws {
        try checkOpen()
        do {
            try connection.loadExtension(path: path, entryPoint: entryPoint)
        } catch {
            throw SQLError(error, sql: nil, context: "cannot load extension '" + path + "'")
        }
    }
}
