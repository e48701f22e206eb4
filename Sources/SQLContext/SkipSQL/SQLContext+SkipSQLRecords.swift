import Foundation

// SkipSQL's public building blocks of the record writes: the SQL of an insert or update, and a row
// made of columns and values.
extension SQLContext {
    /// The SQL and values that write `instance`: an `INSERT` (`upsert: false`), an `INSERT … ON
    /// CONFLICT (key) DO UPDATE` (`upsert: true`), or an `UPDATE … WHERE key = …` (`upsert: nil`),
    /// as ``insert(_:inSchema:upsert:)`` and ``update(_:inSchema:)`` run them.
    ///
    /// An insert leaves out the NULL fields, so that the columns' defaults apply (with
    /// `explicitNulls`, it writes them as NULL), and an autoincrement key of
    /// ``SQLValue/defaultPrimaryKeyValue``, so that SQLite assigns one. An update writes every
    /// column but the key.
    ///
    /// - Parameters:
    ///   - instance: the record.
    ///   - schemaName: the schema of its table.
    ///   - upsert: false for an insert, true for an upsert, nil for an update.
    ///   - explicitNulls: whether an insert writes NULL fields as NULL instead of leaving them out.
    /// - Throws: what the record's `encode` throws; a `SQLITE_MISUSE` ``SQLError`` for an update or
    ///   upsert of a table without a primary key; `SQLITE_ERROR` naming the version for an upsert
    ///   on a SQLite before 3.24.
    public func insertUpdateSQL<T: SQLCodable>(
        for instance: T, inSchema schemaName: String?, upsert: Bool? = nil, explicitNulls: Bool = false
    ) throws -> SQLExpression {
        let table = type(of: instance).table
        let row = try instance.encodedRow()
        guard let upsert else {
            let keys = try keyColumns(of: table)
            if let sql = updateExpression(table, inSchema: schemaName, row: row, keys: keys) { return sql }
            // Every column is a key, so there is nothing to set: SkipSQL's text, `SET` with no
            // assignment, which SQLite refuses with a syntax error.
            var sql = SQLExpression("UPDATE " + table.quotedName(inSchema: schemaName) + " SET ")
            sql.append(" WHERE ")
            keyPredicate(row: row, keys: keys).apply(to: &sql)
            return sql
        }
        var names: [String] = []
        var values: [SQLValue] = []
        for column in table.columns {
            let value = row[column] ?? SQLValue.null
            let assignedKey = column.primaryKey && column.autoincrement && value == SQLValue.defaultPrimaryKeyValue
            if assignedKey || (value.isNull && !explicitNulls) { continue }
            names.append(column.quotedName())
            values.append(value)
        }
        return SQLExpression(try insertSQL(table, inSchema: schemaName, names: names, upsert: upsert), values)
    }

    /// A row of `values` under the names of `columns`, in order.
    ///
    /// - Parameters:
    ///   - columns: the columns.
    ///   - values: a value for each.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` when the counts differ (SkipSQL pairs them as far as
    ///   the shorter goes).
    public func createSQLRow(_ columns: [SQLColumn], _ values: [SQLValue]) throws -> SQLRow {
        try SQLRow(columnNames: columns.map { $0.name }, values: values)
    }
}
