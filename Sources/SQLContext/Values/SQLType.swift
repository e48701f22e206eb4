/// The storage class of a SQLite value: the five datatypes SQLite stores.
///
/// The cases and their raw values are SkipSQL's: the raw value is the code SQLite's
/// [`sqlite3_column_type`](https://sqlite.org/c3ref/column_blob.html) returns for the class.
/// See [Datatypes In SQLite](https://sqlite.org/datatype3.html).
public enum SQLType: Int32, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A signed 64-bit integer (`SQLITE_INTEGER`, 1).
    case long = 1
    /// An IEEE 754 64-bit floating-point number (`SQLITE_FLOAT`, 2).
    case real = 2
    /// A text string (`SQLITE_TEXT`, 3).
    case text = 3
    /// Bytes stored exactly as given (`SQLITE_BLOB`, 4).
    case blob = 4
    /// The NULL value (`SQLITE_NULL`, 5).
    case null = 5

    /// The SQL name of the storage class: `INTEGER`, `REAL`, `TEXT`, `BLOB` or `NULL`; what a
    /// column of this type is declared as in `CREATE TABLE`.
    public var typeName: String {
        switch self {
        case .long: return "INTEGER"
        case .real: return "REAL"
        case .text: return "TEXT"
        case .blob: return "BLOB"
        case .null: return "NULL"
        }
    }

    /// The SQL name of the storage class, as ``typeName``.
    public var description: String { typeName }
}
