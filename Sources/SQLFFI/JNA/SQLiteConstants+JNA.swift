#if SKIP
/// The SQLite constants that SQLContext uses: the Skip form of `SQLiteConstants`
/// (Table/SQLiteConstants.swift, MovingData/SQLiteChangeset.swift), with the same values. The
/// constants that only SQLFFI's native side uses, and the unsigned ones (`utf8`, the prepare,
/// trace and deserialize flags), have no Skip form: the Kotlin core has its own.
public enum SQLiteConstants {
    /// `SQLITE_ERROR`, the code of a function call that fails (internal: SQLContext does not use it).
    static let error: Int32 = 1
    /// `SQLITE_ABORT`.
    public static let abort: Int32 = 4
    /// `SQLITE_ROW`.
    public static let row: Int32 = 100
    /// `SQLITE_INTEGER`.
    public static let integerType: Int32 = 1
    /// `SQLITE_FLOAT`.
    public static let floatType: Int32 = 2
    /// `SQLITE_TEXT`.
    public static let textType: Int32 = 3
    /// `SQLITE_BLOB`.
    public static let blobType: Int32 = 4
    /// `SQLITE_NULL`.
    public static let nullType: Int32 = 5
    /// `SQLITE_DETERMINISTIC`.
    public static let deterministic: Int32 = 0x0000_0800
    /// `SQLITE_DIRECTONLY` (SQLite 3.30).
    public static let directOnly: Int32 = 0x0008_0000
    /// `SQLITE_INNOCUOUS` (SQLite 3.31).
    public static let innocuous: Int32 = 0x0020_0000
    /// `SQLITE_CONSTRAINT_COMMITHOOK`.
    public static let constraintCommitHook: Int32 = 531
    /// `SQLITE_CHANGESET_DATA`.
    public static let changesetData: Int32 = 1
    /// `SQLITE_CHANGESET_NOTFOUND`.
    public static let changesetNotFound: Int32 = 2
    /// `SQLITE_CHANGESET_CONFLICT`.
    public static let changesetConflict: Int32 = 3
    /// `SQLITE_CHANGESET_CONSTRAINT`.
    public static let changesetConstraint: Int32 = 4
    /// `SQLITE_CHANGESET_OMIT`.
    public static let changesetOmit: Int32 = 0
    /// `SQLITE_CHANGESET_REPLACE`.
    public static let changesetReplace: Int32 = 1
    /// `SQLITE_CHANGESET_ABORT`.
    public static let changesetAbort: Int32 = 2
    /// `SQLITE_INSERT`.
    public static let insertOperation: Int32 = 18
    /// `SQLITE_DELETE`.
    public static let deleteOperation: Int32 = 9
}
#endif
