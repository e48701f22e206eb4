/// The storage class of a SQLite value: the five datatypes SQLite stores.
///
/// See [Datatypes In SQLite](https://sqlite.org/datatype3.html).
public enum SQLType: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A signed 64-bit integer (`SQLITE_INTEGER`).
    case integer
    /// An IEEE 754 64-bit floating-point number (`SQLITE_FLOAT`).
    case real
    /// A text string (`SQLITE_TEXT`).
    case text
    /// Bytes stored exactly as given (`SQLITE_BLOB`).
    case blob
    /// The NULL value (`SQLITE_NULL`).
    case null

    /// The SQL name of the storage class: `INTEGER`, `REAL`, `TEXT`, `BLOB` or `NULL`.
    public var description: String {
        switch self {
        case .integer: return "INTEGER"
        case .real: return "REAL"
        case .text: return "TEXT"
        case .blob: return "BLOB"
        case .null: return "NULL"
        }
    }
}
