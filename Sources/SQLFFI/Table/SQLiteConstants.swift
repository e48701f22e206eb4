#if !SKIP
/// The numeric constants of SQLite's C interface that SQLFFI and its callers use. Their values are
/// fixed by SQLite's documentation (https://sqlite.org/c3ref/constlist.html) and never change
/// between versions.
public enum SQLiteConstants {
    /// `SQLITE_OK`: success.
    public static let ok: Int32 = 0
    /// `SQLITE_ERROR`: a generic error.
    public static let error: Int32 = 1
    /// `SQLITE_ABORT`: an operation was aborted (a blob whose row changed, a changeset's ABORT).
    public static let abort: Int32 = 4
    /// `SQLITE_BUSY`: another connection holds a lock that is needed.
    public static let busy: Int32 = 5
    /// `SQLITE_LOCKED`: a lock held through the same connection (or shared cache) is in the way.
    public static let locked: Int32 = 6
    /// `SQLITE_NOMEM`: an allocation failed.
    public static let noMemory: Int32 = 7
    /// `SQLITE_INTERRUPT`: the operation was interrupted (`sqlite3_interrupt`).
    public static let interrupt: Int32 = 9
    /// `SQLITE_CORRUPT`: the database file, or a changeset, is malformed.
    public static let corrupt: Int32 = 11
    /// `SQLITE_TOOBIG`: a string or blob exceeds a size limit.
    public static let tooBig: Int32 = 18
    /// `SQLITE_MISUSE`: the interface was used in a way it does not allow.
    public static let misuse: Int32 = 21
    /// `SQLITE_RANGE`: a parameter index out of range.
    public static let range: Int32 = 25
    /// `SQLITE_ROW`: `sqlite3_step` has a row ready.
    public static let row: Int32 = 100
    /// `SQLITE_DONE`: `sqlite3_step` has finished.
    public static let done: Int32 = 101

    /// `SQLITE_INTEGER`: the datatype code of an integer.
    public static let integerType: Int32 = 1
    /// `SQLITE_FLOAT`: the datatype code of a floating-point value.
    public static let floatType: Int32 = 2
    /// `SQLITE_TEXT`: the datatype code of text.
    public static let textType: Int32 = 3
    /// `SQLITE_BLOB`: the datatype code of a blob.
    public static let blobType: Int32 = 4
    /// `SQLITE_NULL`: the datatype code of NULL.
    public static let nullType: Int32 = 5

    /// `SQLITE_UTF8`: the text encoding argument for UTF-8.
    public static let utf8: UInt8 = 1
    /// `SQLITE_PREPARE_PERSISTENT`: a hint that a statement will be kept and reused.
    public static let preparePersistent: UInt32 = 0x01
    /// `SQLITE_TRACE_STMT`: the trace event for each statement that starts running.
    public static let traceStatement: UInt32 = 0x01
    /// `SQLITE_DETERMINISTIC`: a function always gives the same result for the same arguments
    /// (SQLite 3.8.3).
    public static let deterministic: Int32 = 0x0000_0800
    /// `SQLITE_DIRECTONLY`: a function may be used only from top-level SQL, not from triggers,
    /// views or schema structures (SQLite 3.30).
    public static let directOnly: Int32 = 0x0008_0000
    /// `SQLITE_INNOCUOUS`: a function has no side effects and may be used anywhere, even with
    /// `trusted_schema` off (SQLite 3.31).
    public static let innocuous: Int32 = 0x0020_0000
    /// `SQLITE_CONSTRAINT_COMMITHOOK`: a commit hook turned a commit into a rollback.
    public static let constraintCommitHook: Int32 = 531
    /// `SQLITE_CHECKPOINT_PASSIVE`: checkpoint as much as possible without waiting for locks.
    public static let checkpointPassive: Int32 = 0
    /// `SQLITE_DESERIALIZE_FREEONCLOSE`: SQLite owns and frees the deserialized buffer.
    public static let deserializeFreeOnClose: UInt32 = 1
    /// `SQLITE_DESERIALIZE_RESIZEABLE`: SQLite may grow the deserialized buffer.
    public static let deserializeResizeable: UInt32 = 2
    /// `SQLITE_DESERIALIZE_READONLY`: the deserialized database is read-only.
    public static let deserializeReadOnly: UInt32 = 4
}
#endif
