import Dispatch
import SQLContext

/// One connection that a ``SQLQueue`` or ``SQLPool`` owns: its context, the serial dispatch queue
/// that runs its `async` work, and the statements its read transactions reuse.
///
/// Only the thread that holds the connection (see `ConnectionScheduler`) touches `context` and
/// the statements; `interruptHandle` is for any thread.
final class PooledConnection: @unchecked Sendable {
    /// The slot group the connection belongs to: 0 the writer (or a queue's one connection), 1 the readers.
    let group: Int
    /// The context; used by the holding thread only.
    let context: SQLContext
    /// Stops the running statement; any thread may use it, also while the context closes.
    let interruptHandle: SQLInterruptHandle
    /// Runs the `async` work given this connection, so that async callers use at most one thread
    /// per connection and never block a Swift concurrency thread.
    let dispatchQueue: DispatchQueue
    /// `BEGIN DEFERRED TRANSACTION`, prepared once for the read transactions of a pool's reader.
    private var beginStatement: SQLStatement?
    /// `ROLLBACK TRANSACTION`, prepared once: a read transaction ends without changing anything.
    private var endStatement: SQLStatement?

    init(group: Int, context: SQLContext, label: String) {
        self.group = group
        self.context = context
        self.interruptHandle = context.interruptHandle
        self.dispatchQueue = DispatchQueue(label: label)
    }

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
        let begin = try beginStatement ?? context.prepare(sql: "BEGIN DEFERRED TRANSACTION")
        beginStatement = begin
        let end = try endStatement ?? context.prepare(sql: "ROLLBACK TRANSACTION")
        endStatement = end
        try begin.update()
        do {
            let result = try body(context)
            try check()
            if context.isInTransaction { try end.update() }
            return result
        } catch {
            if context.isInTransaction { try? end.update() }
            throw error
        }
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`, or a SAVEPOINT when nested); `check`
    /// runs before the commit, and an error it throws rolls the transaction back.
    func writeTransaction<T>(_ check: () throws -> Void, _ body: (SQLContext) throws -> T) throws -> T {
        try context.transaction(.immediate) {
            let result = try body(context)
            try check()
            return result
        }
    }

    /// Finalizes the reused statements and closes the context.
    func close() {
        beginStatement?.close()
        endStatement?.close()
        context.close()
    }
}
