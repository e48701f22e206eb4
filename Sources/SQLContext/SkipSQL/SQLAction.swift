/// What happened to a row, as an update hook reports it (``SQLContext/onUpdate(hook:)``,
/// ``SQLContext/addUpdateObserver(_:)``). The raw values are SQLite's action codes.
///
/// As in SkipSQL, ``description`` is the SQL keyword (`INSERT`) but the type is not
/// `CustomStringConvertible`: string interpolation prints the case name (`insert`), in Swift as in
/// Kotlin (an enum's `toString()`).
///
/// See [`sqlite3_update_hook`](https://sqlite.org/c3ref/update_hook.html).
public enum SQLAction: Int32, Hashable, Sendable, CaseIterable {
    /// A row was inserted (`SQLITE_INSERT`, 18).
    case insert = 18
    /// A row was deleted (`SQLITE_DELETE`, 9).
    case delete = 9
    /// A row was updated (`SQLITE_UPDATE`, 23).
    case update = 23

    /// `INSERT`, `DELETE` or `UPDATE`.
    public var description: String {
        switch self {
        case .insert: return "INSERT"
        case .delete: return "DELETE"
        case .update: return "UPDATE"
        }
    }
}
