#if !SKIP
extension SQLiteConnection {
    /// Finalizes every open statement of this connection that is not kept for reuse
    /// (``SQLiteStatement/keep()``), and ends every open blob, unfinished backup and session;
    /// returns how many statements it finalized.
    ///
    /// An owner that lends the connection to code it does not control (a pool, between two jobs)
    /// calls it on the thread that used the connection, so that nothing the borrower kept is
    /// released later, on another thread, while the connection serves someone else: a finalized
    /// statement or closed blob that is released touches neither SQLite nor this connection.
    package func closeUnkept() -> Int {
        var closed = 0
        // From the head each time: finalizing a statement part-way through an aggregate runs
        // Swift code, which may finalize others.
        while unkeptStatementCount > 0, let statement = firstUnkeptStatement() {
            statement.finalize()
            closed += 1
        }
        closeDependents()
        return closed
    }

    /// The most recently prepared open statement that is not kept, if any.
    private func firstUnkeptStatement() -> SQLiteStatement? {
        var statement = firstOpenStatement
        while let current = statement {
            if !current.isKept { return current }
            statement = current.nextOpen
        }
        return nil
    }
}
#endif
