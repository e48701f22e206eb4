import SQLFFI

/// What SQLite may assume about an SQL function written in Swift: the `SQLITE_DETERMINISTIC`,
/// `SQLITE_DIRECTONLY` and `SQLITE_INNOCUOUS` flags of
/// [`sqlite3_create_function_v2`](https://sqlite.org/c3ref/create_function.html).
///
/// A flag that the loaded SQLite does not know is an error when the function is registered, never
/// silently dropped: SQLite before 3.30 ignores the bits it does not know.
public struct SQLFunctionFlags: OptionSet, Hashable, Sendable {
    /// The `SQLITE_*` bits.
    public let rawValue: Int32

    /// Creates flags from `SQLITE_*` function flag bits.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The function always returns the same result for the same arguments, so SQLite may compute it
    /// once per statement, and it may be used in index expressions, partial-index conditions and
    /// generated columns (`SQLITE_DETERMINISTIC`, SQLite 3.8.3).
    public static let deterministic = SQLFunctionFlags(rawValue: SQLiteConstants.deterministic)
    /// The function may be called only from top-level SQL, not from triggers, views, CHECK
    /// constraints or other schema structures (`SQLITE_DIRECTONLY`, SQLite 3.30). Use it for a
    /// function with side effects.
    public static let directOnly = SQLFunctionFlags(rawValue: SQLiteConstants.directOnly)
    /// The function has no side effects and leaks no information, so it may be used in the schema
    /// even with `PRAGMA trusted_schema = OFF` (`SQLITE_INNOCUOUS`, SQLite 3.31).
    public static let innocuous = SQLFunctionFlags(rawValue: SQLiteConstants.innocuous)

    /// Throws an ``SQLError`` naming the first flag that SQLite `version` does not know.
    func check(on version: SQLiteVersion, function name: String) throws {
        if contains(.deterministic) && version < SQLiteVersion(major: 3, minor: 8, patch: 3) {
            throw SQLFunctionFlags.unsupported("deterministic", "SQLITE_DETERMINISTIC", "3.8.3", version, name)
        }
        if contains(.directOnly) && version < SQLiteVersion(major: 3, minor: 30) {
            throw SQLFunctionFlags.unsupported("directOnly", "SQLITE_DIRECTONLY", "3.30.0", version, name)
        }
        if contains(.innocuous) && version < SQLiteVersion(major: 3, minor: 31) {
            throw SQLFunctionFlags.unsupported("innocuous", "SQLITE_INNOCUOUS", "3.31.0", version, name)
        }
    }

    private static func unsupported(
        _ flag: String, _ constant: String, _ minimum: String, _ loaded: SQLiteVersion, _ function: String
    ) -> SQLError {
        SQLError(
            code: 1,
            message: "cannot create function '" + function + "': the flag ." + flag + " (" + constant
                + ") needs SQLite " + minimum + ", and the loaded SQLite is " + loaded.description
                + ", which would ignore it")
    }
}
