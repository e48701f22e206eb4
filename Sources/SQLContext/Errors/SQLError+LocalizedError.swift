import Foundation

/// `localizedDescription` reads like ``SQLError/description``.
///
/// Without this conformance, `error.localizedDescription` of an `SQLError` would be Foundation's
/// placeholder ("The operation could not be completed. (SQLContext.SQLError error 1.)"). SkipFoundation
/// declares the same `LocalizedError` protocol, so the conformance transpiles.
extension SQLError: LocalizedError {
    /// The same text as ``description``: the code name and number, the message and the SQL.
    ///
    /// SQLContext calls no SQLite function for it; the message comes from
    /// [`sqlite3_errmsg`](https://sqlite.org/c3ref/errcode.html) when SQLite reported the error.
    public var errorDescription: String? { description }
}
