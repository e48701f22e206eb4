import SQLFFI

/// Interrupts or cancels the statements of a ``SQLContext`` from any thread.
///
/// ```swift
/// let handle = context.interruptHandle      // on the context's thread
/// DispatchQueue.global().async { handle.cancel() }
/// try context.exec(sql: longScript)          // throws SQLITE_INTERRUPT
/// handle.clearCancellation()
/// ```
public final class SQLInterruptHandle: Sendable {
    let interrupter: SQLiteInterrupter

    init(_ interrupter: SQLiteInterrupter) { self.interrupter = interrupter }

    /// Makes the context's running statement stop with `SQLITE_INTERRUPT`; does nothing once the
    /// context is closed.
    ///
    /// SQLite forgets an interrupt as soon as no statement of the context runs: a statement that
    /// starts afterwards runs. Use ``cancel()`` to stop a sequence of statements.
    ///
    /// The corresponding SQLite function is [`sqlite3_interrupt`](https://sqlite.org/c3ref/interrupt.html).
    public func interrupt() { interrupter.interrupt() }

    /// Stops the context's running statement, and makes every statement it steps or prepares
    /// afterwards fail with `SQLITE_INTERRUPT`, until ``clearCancellation()``. A statement waiting
    /// for another connection's lock (the busy timeout) stops waiting at once and fails with
    /// `SQLITE_BUSY`.
    ///
    /// A cancellation is never lost to the instant a statement starts (when SQLite clears an
    /// interrupt): the context also checks it every thousand virtual machine instructions
    /// (`sqlite3_progress_handler`, installed when the handle is first made), except in a SQLite
    /// built without that function (`SQLITE_OMIT_PROGRESS_CALLBACK`), where a statement that
    /// starts in that instant runs to its end.
    ///
    /// The corresponding SQLite functions are [`sqlite3_interrupt`](https://sqlite.org/c3ref/interrupt.html)
    /// and [`sqlite3_progress_handler`](https://sqlite.org/c3ref/progress_handler.html).
    public func cancel() { interrupter.cancel() }

    /// Ends a ``cancel()``: the context runs statements again.
    public func clearCancellation() { interrupter.clearCancellation() }

    /// Whether the context is cancelled (``cancel()`` without ``clearCancellation()`` since).
    public var isCancelled: Bool { interrupter.isCancelled }
}
