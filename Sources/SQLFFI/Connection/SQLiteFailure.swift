#if !SKIP
/// A failed SQLite call, with the error state read right after the call that failed: the result
/// code, the connection's message and, where the library reports one, the byte offset in the SQL.
///
/// SQLFFI builds one at the failing call, before any other call can overwrite the connection's
/// error state; the layer above turns it into its own error type.
public struct SQLiteFailure: Error, Sendable, Equatable {
    /// The extended result code (the primary code is its low 8 bits).
    public var extendedCode: Int32
    /// The message: `sqlite3_errmsg`, or SQLFFI's own words for misuse it catches itself.
    public var message: String
    /// The byte offset of the error in the SQL given to the failing call, or nil.
    public var offset: Int?
    /// The name of a C function that the loaded library lacks, when that is the failure.
    public var missingFunction: String?

    /// The primary result code (`extendedCode & 0xff`).
    public var code: Int32 { extendedCode & 0xff }

    /// Creates a failure from its parts.
    public init(extendedCode: Int32, message: String, offset: Int? = nil, missingFunction: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.offset = offset
        self.missingFunction = missingFunction
    }

    /// The failure for an optional C function that `library` lacks: names the function, the loaded
    /// version and file, and what has the function (`since`).
    static func unsupported(_ function: String, since: String, library: SQLiteLibrary) -> SQLiteFailure {
        SQLiteFailure(
            extendedCode: SQLiteConstants.error,
            message: "\(function) is not available in the loaded SQLite \(library.version) (\(library.path));"
                + " it needs \(since)",
            missingFunction: function)
    }

    /// The failure of a session function in a SQLite built without the session extension.
    static func noSessions(_ function: String, library: SQLiteLibrary) -> SQLiteFailure {
        .unsupported(
            function, since: "a SQLite built with SQLITE_ENABLE_SESSION and SQLITE_ENABLE_PREUPDATE_HOOK",
            library: library)
    }

    /// The failure of a call on a connection that was closed.
    static let connectionClosed = SQLiteFailure(
        extendedCode: SQLiteConstants.misuse, message: "the database connection is closed")

    /// The failure of a call on a statement that was finalized.
    static let statementFinalized = SQLiteFailure(
        extendedCode: SQLiteConstants.misuse, message: "the statement is finalized")
}
#endif
