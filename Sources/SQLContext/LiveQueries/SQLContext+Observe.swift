import Foundation

// Live queries: a query whose result is delivered at once, then again after each committed
// transaction that changed a table it reads. The tables come from SQLite (the authorizer's
// SQLITE_READ reports while the query compiles: views, joins and subqueries count), the changes
// from the authorizer's writes of each statement (and of those SQLite compiles itself), the
// commits and rollbacks from their hooks.
extension SQLContext {
    /// Runs `sql` now and delivers its rows to `onChange`, then again after each committed
    /// transaction that changed a table the query reads, once per commit however many statements
    /// it ran. Nothing is delivered for a transaction that rolls back (savepoints released inside
    /// it included) or for changes to other tables.
    ///
    /// ```swift
    /// let open = try context.observe(sql: "SELECT count(*) FROM todo WHERE done = 0") { rows in
    ///     badge = rows.first?.first?.longValue ?? 0
    /// }
    /// // … later: open.cancel()
    /// ```
    /// Deliveries run on the thread that committed, when the statement whose step committed has
    /// finished; an observer may run SQL and write (its own commits are delivered after the current
    /// round). A query that reads no table SQLite reports (`SELECT count(*) FROM t` on some
    /// versions) runs again after every commit that changed anything. Statements compiled before
    /// the first observation of the context cannot say what they write: a commit by one that is not
    /// read-only runs every query again (with `removeDuplicates`, nothing is delivered when the
    /// result is the same). On a SQLite built with `SQLITE_OMIT_AUTHORIZATION` no statement says
    /// what it reads or writes: every commit that changed something runs every query again.
    /// - Parameters:
    ///   - sql: one query.
    ///   - parameters: its parameters 1, 2, 3, ….
    ///   - removeDuplicates: whether to deliver only results that differ from the last one.
    ///   - onError: receives the error of a later run of the query (the observation goes on).
    ///   - onChange: receives the rows, each an array of column values. Last, so that a trailing
    ///     closure is `onChange` in Swift and in Kotlin (where a trailing lambda is always the last
    ///     parameter).
    /// - Returns: the observation; ``SQLObservation/cancel()`` stops it.
    /// - Throws: ``SQLError`` from compiling or running the query the first time; then nothing is
    ///   observed.
    ///
    /// The corresponding SQLite functions are [`sqlite3_set_authorizer`](https://sqlite.org/c3ref/set_authorizer.html),
    /// [`sqlite3_commit_hook` and `sqlite3_rollback_hook`](https://sqlite.org/c3ref/commit_hook.html).
    public func observe(
        sql: String, parameters: [SQLValue] = [], removeDuplicates: Bool = false,
        onError: ((SQLError) -> Void)? = nil, onChange: @escaping ([[SQLValue]]) -> Void
    ) throws -> SQLObservation {
        let same: (([[SQLValue]], [[SQLValue]]) -> Bool)? = removeDuplicates ? { $0 == $1 } : nil
        return try startObservation(
            sql: sql, parameters: parameters, tables: nil, isSame: same,
            fetch: { context in try context.query(sql: sql, parameters: parameters) }, onChange: onChange,
            onError: onError)
    }

    /// The records of `type` that match `predicate`, delivered now and after each commit that
    /// changed a table the query reads; see ``observe(sql:parameters:removeDuplicates:onError:onChange:)``.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - predicate: the condition; nil for all.
    ///   - orderByColumn: the column (or representable) to order by.
    ///   - order: the direction.
    ///   - removeDuplicates: whether to deliver only records that differ from the last ones
    ///     delivered, compared column by column as they are stored (``SQLCodable/encodedRow()``).
    ///   - onError: receives the error of a later fetch.
    ///   - onChange: receives the records.
    /// - Returns: the observation.
    /// - Throws: ``SQLError`` from the first fetch.
    public func observeAll<T: SQLCodable>(
        _ type: T.Type, where predicate: SQLPredicate? = nil, orderBy orderByColumn: SQLRepresentable? = nil,
        order: SQLOrder = .ascending, removeDuplicates: Bool = false, onError: ((SQLError) -> Void)? = nil,
        onChange: @escaping ([T]) -> Void
    ) throws -> SQLObservation {
        var query = query(type).where(predicate)
        if let orderByColumn { query = query.orderBy(orderByColumn, order: order) }
        let expression = query.expression
        let same: (([T], [T]) -> Bool)? = removeDuplicates ? { SQLContext.sameRecords($0, $1) } : nil
        return try startObservation(
            sql: expression.sql, parameters: expression.bindings, tables: nil, isSame: same,
            fetch: { _ in try query.load() }, onChange: onChange, onError: onError)
    }

    /// Whether two lists of records hold the same values, record by record, as they are stored; a
    /// record that cannot be encoded counts as different.
    static func sameRecords<T: SQLCodable>(_ first: [T], _ second: [T]) -> Bool {
        guard first.count == second.count else { return false }
        for index in 0..<first.count {
            guard let one = try? first[index].encodedRow(), let other = try? second[index].encodedRow(), one == other
            else { return false }
        }
        return true
    }

    /// The number of records of `type` that match `predicate`, delivered now and after each commit
    /// that changed the type's table, when it differs from the last number delivered.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - predicate: the condition; nil for all.
    ///   - onError: receives the error of a later count.
    ///   - onChange: receives the count.
    /// - Returns: the observation.
    /// - Throws: ``SQLError`` from the first count.
    public func observeCount<T: SQLCodable>(
        _ type: T.Type, where predicate: SQLPredicate? = nil, onError: ((SQLError) -> Void)? = nil,
        onChange: @escaping (Int64) -> Void
    ) throws -> SQLObservation {
        var tables: Set<String> = [SQLObservedTables.key("main", type.table.name)]
        if let predicate {
            // A predicate may read other tables (a subquery).
            let expression = query(type).where(predicate).expression
            tables.formUnion(try readTables(sql: expression.sql))
        }
        return try startObservation(
            sql: nil, parameters: [], tables: tables, isSame: { $0 == $1 },
            fetch: { context in try context.count(type, where: predicate) }, onChange: onChange, onError: onError)
    }

    /// Calls `onCommit` with what each committed transaction changed, after the commit (as
    /// ``observe(sql:parameters:removeDuplicates:onError:onChange:)`` delivers), and nothing for
    /// rollbacks: the primitive under live queries, for code that fetches elsewhere (a pool's
    /// reader, another thread). Test a query's tables with ``SQLCommittedChanges/concern(_:)``.
    ///
    /// - Parameter onCommit: receives the changes of each commit that changed something.
    /// - Returns: the observation; ``SQLObservation/cancel()`` stops it.
    /// - Throws: ``SQLError`` for a closed context.
    ///
    /// The corresponding SQLite functions are [`sqlite3_set_authorizer`](https://sqlite.org/c3ref/set_authorizer.html),
    /// [`sqlite3_commit_hook` and `sqlite3_rollback_hook`](https://sqlite.org/c3ref/commit_hook.html).
    public func observeCommits(_ onCommit: @escaping (SQLCommittedChanges) -> Void) throws -> SQLObservation {
        let center = try observations()
        let observation = SQLObservation(tables: [], onCommit: onCommit, refresh: {})
        center.add(observation)
        return observation
    }

    /// The tables `sql` reads, as `schema.table` in lower case, from the authorizer's SQLITE_READ
    /// reports while it compiles (the statement is then finalized, never run): views, joins and
    /// subqueries count. Empty when SQLite reports none, or was built without the authorizer.
    ///
    /// - Parameter sql: one statement.
    /// - Throws: ``SQLError`` from compiling `sql`.
    ///
    /// The corresponding SQLite function is [`sqlite3_set_authorizer`](https://sqlite.org/c3ref/set_authorizer.html).
    public func tablesRead(sql: String) throws -> Set<String> {
        try readTables(sql: sql)
    }

    /// ``tablesRead(sql:)``, with the context's observations when it has some, else with an
    /// authorizer registered for the one compile.
    func readTables(sql: String) throws -> Set<String> {
        try checkOpen(sql: sql)
        if let center = observationCenter {
            guard center.hasAuthorizer else { return [] }
            center.reading = []
            defer { center.reading = nil }
            let statement = try prepareOne(sql: sql, caller: "tablesRead(sql:)")
            statement.close()
            return center.reading ?? []
        }
        let collector = SQLObservedValue<Set<String>>([])
        do {
            try connection.setAuthorizer { action, first, _, database in
                if action == 20, let table = first { collector.value.insert(SQLObservedTables.key(database, table)) }
                return 0
            }
        } catch {
            let failure = SQLError(error, sql: nil)
            if failure.missingFunction == "sqlite3_set_authorizer" { return [] }
            throw failure
        }
        defer { try? connection.setAuthorizer(nil) }
        let statement = try prepareOne(sql: sql, caller: "tablesRead(sql:)")
        statement.close()
        return collector.value
    }

    /// While observing: starts collecting what the statement about to compile writes.
    func beginCompile() {
        if let center = observationCenter, center.hasAuthorizer { center.compiling = [] }
    }

    /// Stops collecting, whether or not a statement compiled: what it writes while observing
    /// (see ``beginCompile()``), else nil. Statements that SQLite compiles itself later (one
    /// compiled again after a schema change) then report to ``SQLObservationCenter/changedTables``.
    func endCompile() -> [Int]? {
        guard let center = observationCenter, center.hasAuthorizer else { return nil }
        let writes = center.compiling ?? []
        center.compiling = nil
        return writes
    }

    /// `statement`, with what it writes (from ``endCompile()``) while observing.
    func tracked(_ statement: SQLStatement, writes: [Int]?) -> SQLStatement {
        if let writes { statement.writeSet = writes }
        return statement
    }

    /// The context's observations, started if there are none yet.
    func observations() throws -> SQLObservationCenter {
        if let center = observationCenter { return center }
        try checkOpen()
        let center = SQLObservationCenter(context: self, signal: commitSignal)
        do {
            try center.start(on: self)
        } catch {
            center.stop()
            throw error
        }
        observationCenter = center
        return center
    }

    /// Fetches now, delivers, and registers the observation of `sql` (or of `tables`).
    func startObservation<Value>(
        sql: String?, parameters: [SQLValue], tables given: Set<String>?, isSame: ((Value, Value) -> Bool)?,
        fetch: @escaping (SQLContext) throws -> Value, onChange: @escaping (Value) -> Void,
        onError: ((SQLError) -> Void)?
    ) throws -> SQLObservation {
        let center = try observations()
        let tables: Set<String>
        let first: Value
        do {
            if let sql {
                tables = try readTables(sql: sql)
            } else {
                tables = given ?? []
            }
            first = try fetch(self)
        } catch {
            center.stopIfIdle()  // nothing observed: no hooks left behind
            throw error
        }
        let last = SQLObservedValue(first)
        onChange(first)
        let observation = SQLObservation(
            tables: tables,
            refresh: { [weak self] in
                guard let context = self, !context.isClosed else { return }
                do {
                    let value = try fetch(context)
                    if let isSame, isSame(last.value, value) { return }
                    last.value = value
                    onChange(value)
                } catch let error as SQLError {
                    onError?(error)
                } catch {
                    onError?(SQLError(code: 1, message: String(describing: error)))
                }
            })
        center.add(observation)
        return observation
    }
}

/// The last value an observation delivered.
final class SQLObservedValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
