import Foundation

/// `localizedDescription` reads like ``SQLError/description``.
///
/// Without the `LocalizedError` conformance, `error.localizedDescription` of an `SQLError` would be
/// Foundation's placeholder ("The operation could not be completed. (SQLContext.SQLError error
/// 1.)"). SkipFoundation declares the same protocol. The conformance is declared with the type
/// (SQLError.swift), not here: declared on an extension, Skip's Kotlin of this property lacked the
/// `override` that the protocol's default implementation requires.
extension SQLError {
    /// The same text as ``description``: the code name and number, the message and the SQL.
    ///
    /// SQLContext calls no SQLite function for it; the message comes from
    /// [`sqlite3_errmsg`](https://sqlite.org/c3ref/errcode.html) when SQLite reported the error.
    public var errorDescription: String? { description }
}
