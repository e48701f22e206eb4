import SQLContext

extension SQLError {
    /// The error of a call on a ``SQLQueue`` or ``SQLPool`` after `close()` began:
    /// `SQLITE_MISUSE`, as for a closed `SQLContext`.
    static func closed(_ owner: String) -> SQLError {
        SQLError(code: 21, message: "the " + owner + " is closed")
    }

    /// The error of a `write` called inside a `read` of the same pool on the same thread.
    static func writeInsideRead() -> SQLError {
        SQLError(
            code: 21,
            message: "write was called inside a read of the same SQLPool; a read cannot become a write"
                + " (run the write after the read, or do the reading inside the write)")
    }
}
