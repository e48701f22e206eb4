/// How a transaction takes its locks: ``SQLContext/TransactionMode``, under the top-level name this
/// package gave it first.
public typealias TransactionMode = SQLContext.TransactionMode

extension SQLContext {
    /// How a transaction takes its locks (SkipSQL's `SQLContext.TransactionMode`; the raw value is
    /// the word after `BEGIN`). See [BEGIN TRANSACTION](https://sqlite.org/lang_transaction.html).
    public enum TransactionMode: String, Hashable, Sendable, CaseIterable {
        /// Locks are taken when the transaction first reads or writes (`BEGIN DEFERRED`).
        case deferred = "DEFERRED"
        /// A write lock is taken at once, so other writers wait or fail now rather than at the
        /// first write (`BEGIN IMMEDIATE`).
        case immediate = "IMMEDIATE"
        /// Like immediate; in rollback-journal modes, readers are kept out too (`BEGIN EXCLUSIVE`).
        case exclusive = "EXCLUSIVE"

        /// The statement that opens a transaction of this mode.
        var beginStatement: String { "BEGIN " + rawValue + " TRANSACTION" }
    }
}

extension SQLContext {
    /// Runs `block` in a transaction: commits when it returns, rolls back when it throws.
    ///
    /// When a transaction is already open (an outer `transaction` call, or a manual `BEGIN`), the
    /// block runs in a SAVEPOINT instead, so nesting works: an inner block that throws undoes its
    /// own changes only, and the outer transaction goes on. On a thrown error the changes are
    /// rolled back and that same error is rethrown, even when the rollback fails too. A commit
    /// that fails (for example `SQLITE_BUSY`) rolls back and throws the commit's error, so no
    /// transaction is left open. When the transaction ended inside the block — SQLite rolled it
    /// back (an `ON CONFLICT ROLLBACK` constraint, an I/O error) and the block caught that error,
    /// or the block ran `COMMIT` or `ROLLBACK` itself — this throws `SQLITE_ABORT_ROLLBACK`
    /// instead of reporting a commit that did not happen. A commit that a commit observer vetoes
    /// (see ``addCommitObserver(_:)``) is rolled back by SQLite and throws
    /// `SQLITE_CONSTRAINT_COMMITHOOK` with the observer's message.
    ///
    /// - Parameters:
    ///   - mode: how the transaction locks; nil runs `block` without a transaction.
    ///   - block: the work; its result is returned.
    public func transaction<T>(_ mode: TransactionMode? = .deferred, block: () throws -> T) throws -> T {
        guard let mode else { return try block() }
        try checkOpen()
        if isInTransaction { return try savepoint(block) }
        try exec(sql: mode.beginStatement)
        let result: T
        do {
            result = try block()
        } catch {
            if isInTransaction { try? exec(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
        guard isInTransaction else { throw SQLError.transactionEnded() }
        do {
            try exec(sql: "COMMIT TRANSACTION")
        } catch {
            if isInTransaction { try? exec(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
        return result
    }

    /// Runs `block` in a SAVEPOINT inside the open transaction.
    private func savepoint<T>(_ block: () throws -> T) throws -> T {
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        let name = "sqlcontext_savepoint_" + String(transactionDepth)
        try exec(sql: "SAVEPOINT " + name)
        let result: T
        do {
            result = try block()
        } catch {
            if isInTransaction { try? exec(sql: "ROLLBACK TRANSACTION TO SAVEPOINT " + name + "; RELEASE " + name) }
            throw error
        }
        guard isInTransaction else { throw SQLError.transactionEnded() }
        try exec(sql: "RELEASE SAVEPOINT " + name)
        return result
    }
}

extension SQLError {
    /// The error for a transaction that ended inside the block of ``SQLContext/transaction(_:block:)``.
    static func transactionEnded() -> SQLError {
        SQLError(
            code: 4, extendedCode: 516,
            message: "the transaction ended inside the transaction block (rolled back by SQLite after an error,"
                + " or ended by a COMMIT or ROLLBACK statement), so its changes were not committed as one")
    }
}
