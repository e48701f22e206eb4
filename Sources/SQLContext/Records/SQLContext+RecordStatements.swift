// The SQL text of record writes, shared by the writes themselves (SQLContext+RecordWrites.swift)
// and by SkipSQL's insertUpdateSQL(for:inSchema:upsert:explicitNulls:).
extension SQLContext {
    /// `INSERT INTO table (a, b) VALUES (?, ?)` for the quoted column `names`, or
    /// `INSERT INTO table DEFAULT VALUES` when there are none, followed by the upsert clause when
    /// `upsert` is true.
    ///
    /// - Throws: `SQLITE_ERROR` naming the version for an upsert on a SQLite before 3.24; misuse
    ///   for an upsert of a table without a primary key.
    func insertSQL(_ table: SQLTable, inSchema schemaName: String?, names: [String], upsert: Bool) throws -> String {
        var sql = "INSERT INTO " + table.quotedName(inSchema: schemaName)
        if names.isEmpty {
            sql += " DEFAULT VALUES"
        } else {
            sql += " (" + names.joined(separator: ", ") + ") VALUES (?"
            sql += String(repeating: ", ?", count: names.count - 1) + ")"
        }
        if upsert { sql += try upsertClause(table) }
        return sql
    }

    /// `UPDATE table SET a = ?, … WHERE key = ? AND …` with `row`'s values: every column but the
    /// primary key is set, and the row is found by `keys`. Nil when every column is a key (there
    /// is nothing to set).
    func updateExpression(_ table: SQLTable, inSchema schemaName: String?, row: SQLRow, keys: [SQLColumn])
        -> SQLExpression?
    {
        var assignments: [String] = []
        var values: [SQLValue] = []
        for column in table.columns where !column.primaryKey {
            assignments.append(column.quotedName() + " = ?")
            values.append(row[column] ?? SQLValue.null)
        }
        if assignments.isEmpty { return nil }
        var sql = SQLExpression(
            "UPDATE " + table.quotedName(inSchema: schemaName) + " SET " + assignments.joined(separator: ", "), values)
        sql.append(" WHERE ")
        keyPredicate(row: row, keys: keys).apply(to: &sql)
        return sql
    }

    /// `key = ? AND …` for `row`'s values of `keys`.
    func keyPredicate(row: SQLRow, keys: [SQLColumn]) -> SQLPredicate {
        var conditions: [SQLPredicate] = []
        for key in keys { conditions.append(SQLPredicate.equals(key, row[key] ?? SQLValue.null)) }
        return SQLPredicate.and(conditions)
    }
}
