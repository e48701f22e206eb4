import SQLFFI

extension SQLError {
    /// Creates the error for a failure that SQLFFI reported: the one place where an `SQLiteFailure`
    /// becomes an ``SQLError``, keeping its codes, message, offset and missing function.
    ///
    /// - Parameters:
    ///   - failure: the codes, message and offset read right after the failing C call.
    ///   - sql: the SQL being prepared or run.
    ///   - context: words put before SQLite's message, such as "cannot open 'x.db'".
    public init(_ failure: SQLiteFailure, sql: String?, context: String? = nil) {
        // Arguments only, no locals: the Kotlin form of a delegating initializer calls `this(...)`
        // before its body runs.
        self.init(
            code: failure.code, extendedCode: failure.extendedCode,
            message: SQLError.message(failure.message, context: context), sql: sql, offset: failure.offset,
            missingFunction: failure.missingFunction)
    }

    /// `context: message`, or `message` alone when there is no context.
    static func message(_ message: String, context: String?) -> String {
        guard let context else { return message }
        return context + ": " + message
    }
}
