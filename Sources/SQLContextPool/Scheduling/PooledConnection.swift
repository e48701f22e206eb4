import Dispatch
import Foundation
import SQLContext

/// One connection that a ``SQLQueue`` or ``SQLPool`` owns: its context, the serial dispatch queue
/// that runs its `async` work, and the statements its read transactions reuse.
///
/// Only the thread that holds the connection (see `ConnectionScheduler`) touches `context` and
/// the statements; ``interruptHandle`` is for any thread.
///
/// Every job runs between ``beginJob()`` and ``endJob()``, which hand the next job a connection in
/// the state the last one found it: no transaction open, no statement, blob, backup or session
/// left open by the job, `PRAGMA query_only` off, and an open context — one that a job closed,
/// or whose transaction could not be rolled back, is replaced by a new connection to the same
/// database.
final class PooledConnection: @unchecked Sendable {
    /// The slot group the connection belongs to: 0 the writer (or a queue's one connection), 1 the readers.
    let group: Int
    /// The context; used by the holding thread only. Replaced by ``reopen()``.
    private(set) var context: SQLContext
    /// Opens a new context for the same database, set up as the first one was.
    private let open: () throws -> SQLContext
    /// Guards ``interruptHandle``, which other threads read while the holding thread may replace it.
    private let interruptLock = NSLock()
    /// Interrupts the context; see ``interruptHandle``.
    private var currentInterruptHandle: SQLInterruptHandle
    /// Runs the `async` work given this connection, so that async callers use at most one thread
    /// per connection and never block a Swift concurrency thread.
    let dispatchQueue: DispatchQueue
    /// `BEGIN DEFERRED TRANSACTION`, for the read transactions of a pool's reader; kept in the
    /// context's statement cache, so that ``lend(_:)`` leaves it open.
    private var beginStatement: SQLStatement?
    /// `ROLLBACK TRANSACTION`: a read transaction ends without changing anything.
    private var endStatement: SQLStatement?
    /// Whether the context must be replaced before the next job: a job closed it, or replacing
    /// it after the job failed.
    private var needsReopen = false
    /// Whether the connection serves reads and writes (a queue's) and keeps `PRAGMA query_only`
    /// on except while a write runs, so that a read cannot write.
    private let guardsReads: Bool
    /// Whether `PRAGMA query_only` is on now, as far as this object set it (the owner turns it on
    /// before handing the context over).
    private var isQueryOnly: Bool
    /// How many reads run now, nested ones counted each: a write may not start inside one.
    private(set) var readDepth = 0

    /// - Parameters:
    ///   - context: the connection's first context.
    ///   - open: opens another context for the same database, set up as `context` was, for when
    ///     a job leaves this one unusable.
    ///   - guardsReads: keep `PRAGMA query_only` on except during writes (a queue's connection,
    ///     which serves both; a pool's readers are opened read-only instead).
    init(
        group: Int, context: SQLContext, label: String, guardsReads: Bool = false,
        open: @escaping () throws -> SQLContext
    ) {
        self.group = group
        self.context = context
        self.open = open
        self.guardsReads = guardsReads
        self.isQueryOnly = guardsReads
        self.currentInterruptHandle = context.interruptHandle
        self.dispatchQueue = DispatchQueue(label: label)
    }

    /// Stops the running statement; any thread may use it, also while the context closes.
    var interruptHandle: SQLInterruptHandle {
        interruptLock.lock()
        defer { interruptLock.unlock() }
        return currentInterruptHandle
    }

    // MARK: - One job

    /// Called on the holding thread before a job (the outermost call only): replaces the context
    /// if the last job left it unusable and replacing it failed then.
    ///
    /// - Throws: the error of opening a new connection.
    func beginJob() throws {
        if needsReopen { try reopen() }
    }

    /// Called on the holding thread after a job (the outermost call only): closes what the job
    /// left open, ends the transaction it left, turns `PRAGMA query_only` off; replaces the
    /// context when it is closed or stays in a transaction.
    ///
    /// - Returns: the error the job's caller must learn when its work succeeded: a misuse
    ///   `SQLError` when the job left a transaction open (it was rolled back) or closed the
    ///   context (a new connection replaced it).
    func endJob() -> SQLError? {
        if context.isClosed {
            replaceContext()
            return SQLError(
                code: 21,
                message: "the closure closed the context its pool or queue lent it; a new connection replaced it"
                    + " (let the pool or queue close its connections)")
        }
        // First what the job left open: a statement still running keeps the connection's
        // interrupt pending and would make the rollback fail.
        context.closeLeftovers()
        guard context.isInTransaction else {
            guardReads()
            return nil
        }
        do {
            try context.exec(sql: "ROLLBACK TRANSACTION")
        } catch {
            // Nothing may reach the next job: not even a transaction that will not roll back.
        }
        if context.isInTransaction { replaceContext() }
        guardReads()
        return SQLError(
            code: 21,
            message: "the closure left a transaction open (a BEGIN without COMMIT or ROLLBACK, or a rollback that"
                + " failed), and it was rolled back: a pooled connection never starts a job in a transaction")
    }

    /// Turns `PRAGMA query_only` on for the jobs to come, when the connection guards its reads and
    /// a write turned it off; replaces the context when that fails.
    private func guardReads() {
        guard guardsReads && !isQueryOnly else { return }
        do {
            try context.exec(sql: "PRAGMA query_only = ON")
            isQueryOnly = true
        } catch {
            replaceContext()
        }
    }

    /// Closes the context and opens a new one now, or before the next job when that fails.
    private func replaceContext() {
        do {
            try reopen()
        } catch {
            needsReopen = true
        }
    }

    /// Replaces the context with a new connection to the same database.
    private func reopen() throws {
        let fresh = try open()
        if guardsReads {
            do {
                try fresh.exec(sql: "PRAGMA query_only = ON")
            } catch {
                fresh.close()
                throw error
            }
        }
        beginStatement = nil
        endStatement = nil
        isQueryOnly = guardsReads
        context.close()
        context = fresh
        needsReopen = false
        interruptLock.lock()
        currentInterruptHandle = fresh.interruptHandle
        interruptLock.unlock()
    }

    // MARK: - Transactions

    /// Runs `body` in one read transaction, so that all its statements see one snapshot; inside a
    /// transaction already open (a nested call), runs it there.
    ///
    /// `check` runs after `body`, still inside the transaction; an error it throws is the result.
    func readTransaction<T>(_ check: () throws -> Void, _ body: (SQLContext) throws -> T) throws -> T {
        if context.isInTransaction {
            let result = try body(context)
            try check()
            return result
        }
        try reusable(&beginStatement, "BEGIN DEFERRED TRANSACTION").update()
        do {
            let result = try body(context)
            try check()
            if context.isInTransaction { try reusable(&endStatement, "ROLLBACK TRANSACTION").update() }
            return result
        } catch {
            // A rollback that fails leaves the transaction to ``lend(_:)``, which ends it.
            if context.isInTransaction { try? reusable(&endStatement, "ROLLBACK TRANSACTION").update() }
            throw error
        }
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`, or a SAVEPOINT when nested); `check`
    /// runs before the commit, and an error it throws rolls the transaction back.
    func writeTransaction<T>(_ check: () throws -> Void, _ body: (SQLContext) throws -> T) throws -> T {
        if isQueryOnly {
            // On again after the job (``endJob()``).
            try context.exec(sql: "PRAGMA query_only = OFF")
            isQueryOnly = false
        }
        return try context.transaction(.immediate) {
            let result = try body(context)
            try check()
            return result
        }
    }

    /// Runs `body` as a read: on a connection that guards its reads, `PRAGMA query_only` is on (a
    /// statement that would write fails with `SQLITE_READONLY`), unless the read is nested in a
    /// write, which it then runs inside.
    func read<T>(_ body: (SQLContext) throws -> T) throws -> T {
        readDepth += 1
        defer { readDepth -= 1 }
        return try body(context)
    }

    /// The statement `sql` kept in `slot`, from the context's statement cache (which keeps it
    /// open between jobs); a new one when the cache let the kept one go.
    private func reusable(_ slot: inout SQLStatement?, _ sql: String) throws -> SQLStatement {
        if let kept = slot, !kept.isClosed { return kept }
        let statement = try context.cachedStatement(sql: sql)
        slot = statement
        return statement
    }

    /// Finalizes the reused statements and closes the context.
    func close() {
        beginStatement = nil
        endStatement = nil
        context.close()
    }
}
