import SQLFFI

extension SQLError {
    /// Creates the error for a failure that SQLFFI reported: the one place where an `SQLiteFailure`
    /// becomes an ``SQLError``, keeping its codes, message, offset and missing function.
    ///
    /// The parameter is any error, so that a `catch` may pass its `error` as it is: in Kotlin
    /// every caught error is an `Error`, whatever the `do` block throws. An ``SQLError`` keeps its
    /// codes and message; another error is `SQLITE_ERROR` with its description.
    ///
    /// - Parameters:
    ///   - failure: the codes, message and offset read right after the failing C call.
    ///   - sql: the SQL being prepared or run.
    ///   - context: words put before SQLite's message, such as "cannot open 'x.db'".
    public init(_ failure: any Error, sql: String?, context: String? = nil) {
        // Arguments only, no locals: the Kotlin form of a delegating initializer calls `this(...)`
        // before its body runs.
        self.init(
            code: SQLError.sqliteFailure(failure).code, extendedCode: SQLError.sqliteFailure(failure).extendedCode,
            message: SQLError.message(SQLError.sqliteFailure(failure).message, context: context), sql: sql,
            offset: SQLError.sqliteFailure(failure).offset,
            missingFunction: SQLError.sqliteFailure(failure).missingFunction)
    }

    /// `error` as the failure SQLFFI would report for it.
    static func sqliteFailure(_ error: any Error) -> SQLiteFailure {
        if let failure = error as? SQLiteFailure { return failure }
        if let sqlError = error as? SQLError {
            return SQLiteFailure(
                extendedCode: sqlError.extendedCode, message: sqlError.message, offset: sqlError.offset,
                missingFunction: sqlError.missingFunction)
        }
        return SQLiteFailure(extendedCode: 1, message: String(describing: error))
    }

    /// `context: message`, or `message` alone when there is no context.
    static func message(_ message: String, context: String?) -> String {
        guard let context else { return message }
        return context + ": " + message
    }
}
