import Foundation

extension SQLContext {
    /// The number of compiled statements the context keeps for reuse; 16 by default. Setting a
    /// smaller number finalizes the least recently used statements beyond it; 0 turns the cache
    /// off.
    ///
    /// The corresponding SQLite function, for the statements evicted, is
    /// [`sqlite3_finalize`](https://sqlite.org/c3ref/finalize.html).
    public var statementCacheCapacity: Int {
        get { statementCache.capacity }
        set {
            statementCache.capacity = newValue > 0 ? newValue : 0
            statementCache.trim()
        }
    }

    /// The number of statements in the cache now, with the compiled `INSERT`s that record inserts
    /// keep beside them (up to 16, one per record type and set of columns written, finalized with
    /// the cache).
    public var cachedStatementCount: Int { statementCacheStorage?.count ?? 0 }

    /// A compiled statement for `sql` from the context's cache, prepared on first use: reset, with
    /// every parameter NULL, ready to bind and run.
    ///
    /// The same SQL gives the same statement object until it leaves the cache, so keep using a
    /// statement only until you ask for the same SQL again, and do not ``SQLStatement/close()`` it
    /// (a closed one is prepared anew next time). The cache keeps
    /// ``statementCacheCapacity`` statements (16 by default); asking for one more finalizes the
    /// least recently used, and ``close()`` finalizes them all. With a capacity of 0, each call
    /// prepares a new statement that the caller owns.
    ///
    /// ```swift
    /// let insert = try context.cachedStatement(sql: "INSERT INTO person(name) VALUES (?)")
    /// try insert.update(parameters: [.text("ada")])
    /// ```
    /// - Throws: ``SQLError`` as ``prepare(sql:)`` does.
    ///
    /// The corresponding SQLite functions are [`sqlite3_reset`](https://sqlite.org/c3ref/reset.html),
    /// [`sqlite3_clear_bindings`](https://sqlite.org/c3ref/clear_bindings.html) and, on a miss,
    /// `sqlite3_prepare_v3`.
    public func cachedStatement(sql: String) throws -> SQLStatement {
        try checkOpen(sql: sql)
        let key = SQLStatementCache.handedOutKey(sql)
        if let statement = statementCache.statement(for: key) {
            statement.rewind()
            try statement.clearBindings()
            return statement
        }
        let statement = try prepare(sql: sql)
        statementCache.insert(statement, for: key)
        return statement
    }

    /// Finalizes every cached statement; the statements that ``cachedStatement(sql:)`` handed out
    /// are closed with them.
    ///
    /// The corresponding SQLite function is [`sqlite3_finalize`](https://sqlite.org/c3ref/finalize.html).
    public func clearStatementCache() {
        statementCacheStorage?.removeAll()
    }

    /// Runs `body` on a statement for `sql` with `parameters` bound.
    ///
    /// With parameters, the statement is borrowed from the cache (or prepared) and given back
    /// reset, with its bindings cleared; while `body` runs it is out of the cache, so a nested
    /// query of the same SQL gets a statement of its own. Without parameters, the statement is
    /// prepared and finalized, as before the cache existed.
    ///
    /// `caller` names the public call in the error for SQL that holds several statements, or none.
    func withStatement<T>(
        sql: String, parameters: [SQLValue], caller: String = "this call", _ body: (SQLStatement) throws -> T
    ) throws -> T {
        if parameters.isEmpty || statementCache.capacity == 0 {
            let statement = try prepareOne(sql: sql, caller: caller)
            defer { statement.close() }
            try statement.bind(parameters: parameters)
            return try body(statement)
        }
        return try withBorrowedStatement(sql: sql, parameters: parameters, caller: caller, body)
    }

    /// Runs `body` with a statement for `sql` taken from the cache (or prepared, when the cache
    /// has none free: a nested call for the same SQL gets a statement of its own), with
    /// `parameters` bound, and puts it back reset afterwards.
    func withBorrowedStatement<T>(
        sql: String, parameters: [SQLValue], caller: String = "this call", _ body: (SQLStatement) throws -> T
    ) throws -> T {
        try checkOpen(sql: sql)
        let key = SQLStatementCache.borrowedKey(sql)
        let statement =
            try statementCache.take(key) ?? prepareOne(sql: sql, caller: caller, givenParameters: parameters.count)
        defer { giveBack(statement, key: key) }
        try statement.bind(parameters: parameters)
        return try body(statement)
    }

    /// Resets a borrowed statement, clears its bindings and puts it back in the cache; finalizes
    /// it when that fails or the cache has no room for it.
    private func giveBack(_ statement: SQLStatement, key: String) {
        statement.rewind()
        do {
            try statement.clearBindings()
        } catch {
            statement.close()
            return
        }
        if isClosed || !statementCache.insert(statement, for: key) { statement.close() }
    }
}
