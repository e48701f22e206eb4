import Foundation

// The schema in SkipSQL's shapes: what tables and columns exist, creating a record's table,
// adding a column, and migrations tracked by `PRAGMA user_version`.
extension SQLContext {
    /// The schema objects of `types` (`table`, `index`, `view`, `trigger`) from the schema table
    /// (`sqlite_master`, which every SQLite version has), in the schema's order.
    ///
    /// - Parameters:
    ///   - types: the object types to list.
    ///   - schemaName: the schema (`main`, `temp`, an attached database); `main` when nil.
    /// - Throws: ``SQLError`` from SQLite.
    public func tables(types: [String] = ["table"], inSchema schemaName: String? = nil) throws -> [TableInfo] {
        var sql = SQLExpression(
            "SELECT type, name, tbl_name, rootpage, sql FROM " + schemaTable(schemaName) + " WHERE type IN ")
        SQLTuple(values: types.map { SQLValue.text($0) }).apply(to: &sql)
        return try loadRecords(TableInfo.self, sql, columnMap: TableInfo.table.columnMap)
    }

    /// The schema table of `schemaName` as SQL: `"main".sqlite_master`, and for `temp`
    /// `sqlite_temp_master`, the name every SQLite version has (`temp.sqlite_master` came with
    /// 3.33).
    func schemaTable(_ schemaName: String?) -> String {
        let schema = schemaName ?? "main"
        if schema.lowercased() == "temp" { return "sqlite_temp_master" }
        return SQLIdentifier.quote(schema) + ".sqlite_master"
    }

    /// The columns of table `tableName` in `schemaName`, in order (`PRAGMA table_info`); empty
    /// when there is no such table.
    ///
    /// - Parameters:
    ///   - tableName: the table.
    ///   - schemaName: its schema.
    /// - Throws: ``SQLError`` from SQLite.
    ///
    /// See [PRAGMA table_info](https://sqlite.org/pragma.html#pragma_table_info).
    public func columns(for tableName: String, in schemaName: String = "main") throws -> [ColumnInfo] {
        let sql = "PRAGMA " + SQLIdentifier.quote(schemaName) + ".table_info(" + SQLIdentifier.quote(tableName) + ")"
        var columns: [ColumnInfo] = []
        for row in try rows(sql: sql) { columns.append(try ColumnInfo(row: row, context: self)) }
        return columns
    }

    /// Whether a table named `tableName` exists in `schemaName` (`main` when nil).
    ///
    /// - Parameters:
    ///   - tableName: the table name, matched as SQLite matches names (without regard to ASCII
    ///     case).
    ///   - schemaName: the schema.
    /// - Throws: ``SQLError`` from SQLite.
    public func tableExists(_ tableName: String, inSchema schemaName: String? = nil) throws -> Bool {
        let sql = SQLExpression(
            "SELECT EXISTS (SELECT 1 FROM " + schemaTable(schemaName)
                + " WHERE type = 'table' AND name = ? COLLATE NOCASE)",
            [SQLValue.text(tableName)])
        return try firstValue(sql) == SQLValue.long(1)
    }

    /// Creates the table of `type`, and its indexes, unless they exist (`CREATE TABLE IF NOT
    /// EXISTS`); an existing table is not compared with the type's columns.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - schemaName: the schema to create it in.
    /// - Throws: ``SQLError`` from SQLite.
    public func createTableIfNotExists<T: SQLCodable>(_ type: T.Type, inSchema schemaName: String? = nil) throws {
        for statement in type.table.createTableSQL(inSchema: schemaName, ifNotExists: true) { try exec(statement) }
    }

    /// Adds `column` to `table` unless the table has a column of that name (matched without
    /// regard to ASCII case, as SQLite does): a step of a migration.
    ///
    /// - Parameters:
    ///   - column: the column to add.
    ///   - table: the table.
    ///   - schemaName: its schema.
    /// - Throws: ``SQLError`` from SQLite (a `NOT NULL` column without a default, for one).
    public func addColumnIfNotExists(_ column: SQLColumn, to table: SQLTable, inSchema schemaName: String? = nil) throws
    {
        let existing = try columns(for: table.name, in: schemaName ?? "main")
        let wanted = column.name.lowercased()
        if existing.contains(where: { $0.name.lowercased() == wanted }) { return }
        for statement in table.addColumnSQL(column: column, inSchema: schemaName) { try exec(statement) }
    }

    /// Brings the schema up to date: runs each migration the database has not had yet, in order,
    /// each in its own transaction that also sets `PRAGMA user_version` to its number plus one.
    /// `migrations[0]` takes a new database (version 0) to version 1, and so on; running it again
    /// runs only the ones added since.
    ///
    /// ```swift
    /// try context.migrate(migrations: [
    ///     { context in try context.createTableIfNotExists(Book.self) },
    ///     { context in try context.addColumnIfNotExists(SQLColumn(name: "isbn", type: .text), to: Book.table) },
    /// ])
    /// ```
    ///
    /// - Parameter migrations: the migrations, oldest first; never reorder or remove one that has
    ///   shipped.
    /// - Throws: a ``SQLError`` that names the migration, counting from 1 (`migration 2 of 3 failed:
    ///   …` is the second; after it the database's `user_version` is 1), with the
    ///   code of the error it threw (`SQLITE_ERROR` for a non-SQLite error); that migration is
    ///   rolled back and later ones do not run, the earlier ones stay. `SQLITE_MISUSE` when the
    ///   database's version is above `migrations.count` (written by a newer version of the app).
    public func migrate(migrations: [(SQLContext) throws -> Void]) throws {
        let current = Int(try readUserVersion())
        if current > migrations.count {
            throw SQLError.misuse(
                "the database's user_version is \(current), but only \(migrations.count) migration(s) are given: it was"
                    + " written by a newer schema")
        }
        var version = current
        while version < migrations.count {
            do {
                try transaction {
                    try migrations[version](self)
                    try writeUserVersion(Int64(version + 1))
                }
            } catch {
                let code: Int32 = (error as? SQLError)?.extendedCode ?? 1
                let reason = (error as? SQLError)?.message ?? String(describing: error)
                throw SQLError(
                    code: code, message: "migration \(version + 1) of \(migrations.count) failed: " + reason,
                    sql: (error as? SQLError)?.sql)
            }
            version += 1
        }
    }
}
