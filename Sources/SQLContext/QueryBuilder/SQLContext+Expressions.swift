import Foundation

// Running SQLExpressions: the SQL and values that the record layer builds (SkipSQL's shapes).
extension SQLContext {
    /// Prepares `expr`'s SQL and binds its values. The caller owns the statement.
    ///
    /// - Parameter expr: the SQL and its values.
    /// - Throws: ``SQLError`` as ``prepare(sql:)`` and ``SQLStatement/bind(parameters:)`` do.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_bind_*`](https://sqlite.org/c3ref/bind_blob.html).
    public func prepare(expr: SQLExpression) throws -> SQLStatement {
        let statement = try prepare(sql: expr.sql)
        if !expr.bindings.isEmpty {
            do {
                try statement.bind(parameters: expr.bindings)
            } catch {
                statement.close()
                throw error
            }
        }
        return statement
    }

    /// Runs `expr` to completion; with values, on a compiled statement from the statement cache
    /// (as ``exec(sql:parameters:)`` with parameters).
    ///
    /// - Parameter expr: one statement and its values.
    /// - Throws: ``SQLError`` from SQLite.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func exec(_ expr: SQLExpression) throws {
        try withStatement(sql: expr.sql, parameters: expr.bindings) { statement in
            while try statement.next() {}
        }
    }

    /// Runs `expr` and returns a cursor over its rows, each an array of column values.
    ///
    /// - Parameter expr: one statement and its values.
    /// - Throws: ``SQLError`` as ``prepare(expr:)`` does.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func cursor(_ expr: SQLExpression) throws -> RowCursor<[SQLValue]> {
        RowCursor(statement: try prepare(expr: expr)) { statement in statement.newRowValues() }
    }

    /// SkipSQL's name for ``query(sql:parameters:)``: every row of one statement, each an array of
    /// column values.
    ///
    /// - Parameters:
    ///   - sql: one statement.
    ///   - parameters: the values of its parameters.
    /// - Throws: ``SQLError`` as ``query(sql:parameters:)`` does.
    public func selectAll(sql: String, parameters: [SQLValue] = []) throws -> [[SQLValue]] {
        try query(sql: sql, parameters: parameters)
    }

    /// The first column of the first row of `expr`, NULL when there is no row.
    func firstValue(_ expr: SQLExpression) throws -> SQLValue {
        try withBorrowedStatement(sql: expr.sql, parameters: expr.bindings) { statement in
            try statement.next() ? statement.value(at: 0) : SQLValue.null
        }
    }
}
