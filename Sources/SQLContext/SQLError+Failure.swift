import SQLFFI

extension SQLError {
    /// The one place where a failure reported by SQLFFI becomes an ``SQLError``.
    ///
    /// - Parameters:
    ///   - failure: the codes, message and offset read right after the failing C call.
    ///   - sql: the SQL being prepared or run.
    ///   - context: words put before SQLite's message, such as "cannot open 'x.db'".
    init(_ failure: SQLiteFailure, sql: String?, context: String? = nil) {
        var message = failure.message
        if let context { message = context + ": " + message }
        self.init(
            code: failure.code, extendedCode: failure.extendedCode, message: message, sql: sql,
            offset: failure.offset, missingFunction: failure.missingFunction)
    }
}
