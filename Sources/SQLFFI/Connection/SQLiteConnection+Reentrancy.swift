#if !SKIP
// Calls that a Swift callback makes on its own connection while SQLite is running it.
//
// SQLite runs a registered SQL function, aggregate, collation, hook or conflict handler in the
// middle of one of its own calls (`sqlite3_step`, `sqlite3_reset`, `sqlite3changeset_apply` …), and
// the Swift code may hold its connection and call it. SQLite allows some of that and forbids the
// rest: an application-defined function may run other statements, but must not close the
// connection or finalize or reset the statement it runs in; the update, commit, rollback and WAL
// hooks must not use the connection at all (preparing and stepping statements count as use).
// Breaking those rules frees memory SQLite is still using. The rules here make every such call
// safe:
//
// - Every callback counts itself in `callbackDepth` (hooks also in `hookDepth`) while it runs.
// - `close()` during a callback marks the connection closed at once (`isOpen` is false, the
//   interrupter is invalidated) and closes it when the outermost SQLite call returns; that call
//   then throws ``SQLiteFailure/closedDuringCall``.
// - Finalizing or resetting a statement during its own step (``SQLiteStatement/isStepping``)
//   takes effect when that step returns, and the step throws
//   ``SQLiteFailure/statementChangedDuringStep``.
// - During a hook, preparing or stepping a statement of the connection throws
//   ``SQLiteFailure/usedInsideHook``.
//
// `needsCallCheck` is true while any of this is going on; the hot paths read it, and only then
// call the checks below. Another thread never sees these states: a connection and its callbacks
// run on one thread at a time.

extension SQLiteConnection {
    /// Marks the start of a Swift callback of this connection; `hook` for the observers and the
    /// trace hook, during which the connection must not be used.
    @inline(__always) func enterCallback(hook: Bool) {
        callbackDepth += 1
        if hook { hookDepth += 1 }
        needsCallCheck = true
    }

    /// Marks the end of the callback that ``enterCallback(hook:)`` started.
    @inline(__always) func exitCallback(hook: Bool) {
        callbackDepth -= 1
        if hook { hookDepth -= 1 }
        if callbackDepth == 0 { updateNeedsCallCheck() }
    }

    /// Runs `body` as a callback of this connection (``enterCallback(hook:)``,
    /// ``exitCallback(hook:)``).
    @inline(__always) func runCallback<T>(hook: Bool, _ body: () -> T) -> T {
        enterCallback(hook: hook)
        defer { exitCallback(hook: hook) }
        return body()
    }

    /// Recomputes ``needsCallCheck`` from what it summarizes.
    func updateNeedsCallCheck() {
        needsCallCheck = callbackDepth > 0 || closeRequested || statementsChangedDuringStep > 0
    }

    /// Throws when a statement of this connection may not be prepared or stepped now: the
    /// connection was closed during a callback that is still running, or a hook is running.
    @usableFromInline package func checkCallAllowed() throws(SQLiteFailure) {
        if closeRequested || raw == nil { throw .connectionClosed }
        if hookDepth > 0 { throw .usedInsideHook }
    }

    /// Closes the connection if a callback asked, once no callback of this connection runs any
    /// more: the outermost SQLite call that ran it has returned.
    ///
    /// - Throws: ``SQLiteFailure/closedDuringCall`` when the connection closed now.
    @usableFromInline package func finishCall() throws(SQLiteFailure) {
        guard callbackDepth == 0, !isClosing else { return }
        if closeRequested {
            close()
            throw .closedDuringCall
        }
        updateNeedsCallCheck()
    }

    /// ``finishCall()`` for a call that reports no error of its own (reset, finalize).
    @usableFromInline func finishCallQuietly() {
        do {
            try finishCall()
        } catch {
            // The connection closed, as a callback asked: the next call reports it.
        }
    }

    /// Marks the connection closed for every call from now on, and has it close when the SQLite
    /// call that runs the current callback returns.
    func requestCloseAfterCall() {
        closeRequested = true
        needsCallCheck = true
    }

    /// Notes that a callback finalized or reset `statement` during its step, which the step handles
    /// when it returns.
    func noteChangedDuringStep(_ statement: SQLiteStatement) {
        if !statement.changedDuringStep {
            statement.changedDuringStep = true
            statementsChangedDuringStep += 1
        }
        needsCallCheck = true
    }

    /// Notes that a step handled its change (``noteChangedDuringStep(_:)``).
    func noteStepChangeHandled() {
        statementsChangedDuringStep -= 1
    }
}

extension SQLiteFailure {
    /// The failure of a step or prepare on a cancelled connection (``SQLiteInterrupter/cancel()``).
    @usableFromInline static let cancelled = SQLiteFailure(
        extendedCode: SQLiteConstants.interrupt,
        message: "interrupted: the connection is cancelled (SQLInterruptHandle.cancel), and runs no statement until"
            + " the cancellation is cleared")

    /// The failure of a call during which a callback closed the connection.
    static let closedDuringCall = SQLiteFailure(
        extendedCode: SQLiteConstants.misuse,
        message: "the database connection was closed by a callback during this call; it is closed now")

    /// The failure of a step during which a callback finalized or reset the statement itself.
    static let statementChangedDuringStep = SQLiteFailure(
        extendedCode: SQLiteConstants.misuse,
        message: "a callback closed or reset this statement while it ran; the close or reset took effect when"
            + " the step returned")

    /// The failure of a statement prepared or stepped during an observer or the trace hook.
    static let usedInsideHook = SQLiteFailure(
        extendedCode: SQLiteConstants.misuse,
        message: "an observer or the trace hook may not run SQL on its own connection (SQLite forbids it while"
            + " the statement it observes runs); do that work after the call returns")
}
#endif
