import Foundation

extension SQLStatement {
    /// The column names of the result and the index of each: built once per run of the statement
    /// and shared by every ``row()`` it returns.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_name`](https://sqlite.org/c3ref/column_name.html).
    public var columnMap: SQLColumnMap {
        if let map = cachedColumnMap, map.count == Int(columnCount) { return map }
        let map = SQLColumnMap(names: columnNames)
        cachedColumnMap = map
        return map
    }

    /// The current row (after ``next()`` returned true) as a ``SQLRow``: its values, and the
    /// column map that every row of this run shares.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_value`](https://sqlite.org/c3ref/column_blob.html)
    /// and `sqlite3_column_name`.
    public func row() -> SQLRow {
        SQLRow(columnMap: columnMap, values: newRowValues())
    }

    /// Binds each named parameter (`:name`, `@name`, `$name`) to the value of the row's column of
    /// that name (exactly, else without regard to case). Columns that no parameter names are
    /// ignored, so one row can feed several statements.
    ///
    /// The match of parameters to columns is made once for the rows that share a column map, such
    /// as rows of one result, or copies of one row with other values.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that names the parameter and lists the row's columns
    ///   when the row has no column for a parameter, or names a nameless parameter (`?`, `?2`);
    ///   nothing is bound then.
    ///
    /// The corresponding SQLite functions are
    /// [`sqlite3_bind_parameter_name`](https://sqlite.org/c3ref/bind_parameter_name.html) and
    /// [`sqlite3_bind_*`](https://sqlite.org/c3ref/bind_blob.html).
    public func bind(row: SQLRow) throws {
        if isClosed { throw error(sqliteStatement.closedFailure) }
        let map = row.columnMap
        if boundColumnMap !== map {
            boundColumns = try parameterColumns(in: map)
            boundColumnMap = map
        }
        var index = 1
        for column in boundColumns {
            try bind(row.values[column], at: index)
            index += 1
        }
    }

    /// For each parameter, the index of the column of `map` that has its name.
    func parameterColumns(in map: SQLColumnMap) throws -> [Int] {
        var columns: [Int] = []
        var index = 1
        for name in parameterNames {
            guard let name, !name.hasPrefix("?") else {
                throw SQLError.range(
                    "parameter \(index) has no name; bind(row:) binds named parameters (:name, @name, $name)",
                    sql: sql)
            }
            let bare = String(name.dropFirst())
            guard let column = map.index(of: bare) else {
                throw SQLError.range(
                    "no value for parameter '" + name + "': the row has no column named '" + bare
                        + "'; the row's columns are: " + map.listed, sql: sql)
            }
            columns.append(column)
            index += 1
        }
        return columns
    }

    /// Binds `row` (see ``bind(row:)``), runs the statement to completion and resets it, ready for
    /// the next row. The statement is reset even when running it fails.
    ///
    /// The corresponding SQLite functions are `sqlite3_bind_*`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_reset`.
    public func update(row: SQLRow) throws {
        try bind(row: row)
        try update()
    }

    /// Runs the statement once for each row, in order, as ``update(row:)`` does: a batch through
    /// one compiled statement. Wrap the call in ``SQLContext/transaction(_:block:)`` to commit the
    /// batch once, and all or nothing.
    ///
    /// - Throws: the first error, with the index of the failing row (from 0) added to its message;
    ///   the rows before it have run.
    ///
    /// The corresponding SQLite functions are `sqlite3_bind_*`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_reset`.
    public func update(rows: [SQLRow]) throws {
        var index = 0
        for row in rows {
            do {
                try update(row: row)
            } catch var failure as SQLError {
                failure.message += " (row \(index) of \(rows.count))"
                throw failure
            }
            index += 1
        }
    }
}
