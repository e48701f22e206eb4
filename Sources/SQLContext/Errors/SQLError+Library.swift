extension SQLError {
    /// The error that ``SQLContext/init(path:flags:library:)`` throws when no SQLite library can be
    /// loaded: `SQLITE_CANTOPEN`, with ``isLibraryUnavailable`` set and the loader's whole report
    /// (every candidate tried and what the platform's loader said) as the message.
    ///
    /// Users catch it as an ``SQLError``, without `import SQLFFI`.
    ///
    /// - Parameter error: the loader's error (`SQLiteLibraryError`), kept as its description.
    static func libraryUnavailable(_ error: any Error) -> SQLError {
        libraryUnavailable(message: String(describing: error))
    }

    /// The error for no SQLite library that can be loaded, with `message` as its message.
    static func libraryUnavailable(message: String) -> SQLError {
        var converted = SQLError(code: 14, message: message)
        converted.isLibraryUnavailable = true
        return converted
    }
}
