import Foundation

extension SQLContext {
    /// Runs one statement and returns all its rows as ``SQLRow``s, which share one column map.
    ///
    /// With parameters, the compiled statement is kept in the statement cache for the next call
    /// (see ``statementCacheCapacity``).
    /// - Throws: ``SQLError`` from SQLite, or for SQL that holds no statement or several.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_column_value`.
    public func rows(sql: String, parameters: [SQLValue] = []) throws -> [SQLRow] {
        try withStatement(sql: sql, parameters: parameters, caller: "rows(sql:)") { statement in
            var rows: [SQLRow] = []
            while try statement.next() { rows.append(statement.row()) }
            return rows
        }
    }

    /// Runs one statement and returns its first row, or nil when it returns none; the statement
    /// stops after that row.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_column_value`.
    public func firstRow(sql: String, parameters: [SQLValue] = []) throws -> SQLRow? {
        try withStatement(sql: sql, parameters: parameters, caller: "firstRow(sql:)") { statement in
            try statement.next() ? statement.row() : nil
        }
    }

    /// Runs one statement and returns the first column of its first row (`SELECT count(*) …`):
    /// nil when it returns no row, ``SQLValue/null`` when the value is NULL. Read it as a Swift
    /// type with ``SQLValue/asInt64(column:)`` and the other `as…` reads.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_column_value`.
    public func scalar(sql: String, parameters: [SQLValue] = []) throws -> SQLValue? {
        try withStatement(sql: sql, parameters: parameters, caller: "scalar(sql:)") { statement in
            try statement.next() ? statement.value(at: 0) : nil
        }
    }
}
