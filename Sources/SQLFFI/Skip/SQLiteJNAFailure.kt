// A failed SQLite call, as the Kotlin core reports it: the Kotlin form of Connection/SQLiteFailure.swift.
package sqlffi.module

/// A failed SQLite call with the error state read right after it: the extended result code,
/// `sqlite3_errmsg` (or the core's own words for misuse it catches itself) and, where the library
/// reports one, the byte offset of the error in the SQL.
///
/// Every call of the core that fails throws this, and only this: the Skip adapter turns it into
/// `SQLiteFailure`.
class SQLiteJNAFailure(
    /// The extended result code (the primary code is its low 8 bits).
    val extendedCode: Int,
    /// The message.
    override val message: String,
    /// The byte offset of the error in the SQL given to the failing call, or null.
    val offset: Int? = null,
    /// The C function that the loaded library lacks, when that is the failure.
    val missingFunction: String? = null,
) : RuntimeException(message) {
    /// The primary result code.
    val code: Int get() = extendedCode and 0xff

    /// A copy with another offset.
    fun withOffset(offset: Int?) = SQLiteJNAFailure(extendedCode, message, offset, missingFunction)

    /// A copy with another message.
    fun withMessage(message: String) = SQLiteJNAFailure(extendedCode, message, offset, missingFunction)

    override fun toString(): String = "SQLiteJNAFailure($extendedCode): $message"

    companion object {
        /// The failure for an optional C function that `library` lacks: names the function, the
        /// loaded version and file, and what has the function (`since`).
        fun unsupported(function: String, since: String, library: SQLiteJNALibrary) = SQLiteJNAFailure(
            SQLiteJNAConstants.ERROR,
            "$function is not available in the loaded SQLite ${library.version} (${library.path}); it needs $since",
            missingFunction = function,
        )

        /// The failure of a session function in a SQLite built without the session extension.
        fun noSessions(function: String, library: SQLiteJNALibrary) = unsupported(
            function, "a SQLite built with SQLITE_ENABLE_SESSION and SQLITE_ENABLE_PREUPDATE_HOOK", library,
        )

        /// A call on a connection that was closed.
        fun connectionClosed() = SQLiteJNAFailure(SQLiteJNAConstants.MISUSE, "the database connection is closed")

        /// A call on a statement that was finalized.
        fun statementFinalized() = SQLiteJNAFailure(SQLiteJNAConstants.MISUSE, "the statement is finalized")

        /// A step or prepare on a cancelled connection.
        fun cancelled() = SQLiteJNAFailure(
            SQLiteJNAConstants.INTERRUPT,
            "interrupted: the connection is cancelled (SQLInterruptHandle.cancel), and runs no statement until" +
                " the cancellation is cleared",
        )

        /// A call during which a callback closed the connection.
        fun closedDuringCall() = SQLiteJNAFailure(
            SQLiteJNAConstants.MISUSE,
            "the database connection was closed by a callback during this call; it is closed now",
        )

        /// A step during which a callback finalized or reset the statement itself.
        fun statementChangedDuringStep() = SQLiteJNAFailure(
            SQLiteJNAConstants.MISUSE,
            "a callback closed or reset this statement while it ran; the close or reset took effect when" +
                " the step returned",
        )

        /// A statement prepared or stepped during an observer or the trace hook.
        fun usedInsideHook() = SQLiteJNAFailure(
            SQLiteJNAConstants.MISUSE,
            "an observer or the trace hook may not run SQL on its own connection (SQLite forbids it while" +
                " the statement it observes runs); do that work after the call returns",
        )
    }
}

/// The SQLite constants the core uses (sqlite3.h).
object SQLiteJNAConstants {
    const val OK = 0
    const val ERROR = 1
    const val DENY = 1
    const val ABORT = 4
    const val BUSY = 5
    const val LOCKED = 6
    const val NOMEM = 7
    const val INTERRUPT = 9
    const val CORRUPT = 11
    const val TOOBIG = 18
    const val CONSTRAINT = 19
    const val MISUSE = 21
    const val RANGE = 25
    const val ROW = 100
    const val DONE = 101

    const val INTEGER = 1
    const val FLOAT = 2
    const val TEXT = 3
    const val BLOB = 4
    const val NULL = 5

    const val UTF8: Byte = 1
    const val PREPARE_PERSISTENT = 0x01
    const val TRACE_STMT = 0x01
    const val CHECKPOINT_PASSIVE = 0
    const val DESERIALIZE_FREEONCLOSE = 1
    const val DESERIALIZE_RESIZEABLE = 2
    const val DESERIALIZE_READONLY = 4
    const val OPEN_FULLMUTEX = 0x0001_0000

    const val INSERT = 18
    const val DELETE = 9
    const val UPDATE = 23

    const val CHANGESET_DATA = 1
    const val CHANGESET_NOTFOUND = 2
    const val CHANGESET_CONFLICT = 3
    const val CHANGESET_CONSTRAINT = 4
    const val CHANGESET_FOREIGN_KEY = 5
    const val CHANGESET_OMIT = 0
    const val CHANGESET_REPLACE = 1
    const val CHANGESET_ABORT = 2
}
