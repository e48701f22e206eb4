import SQLContext

/// Writes SQL text that re-creates a database: what `.dump` prints.
///
/// The text runs in one transaction with foreign keys off: `PRAGMA foreign_keys=OFF;`,
/// `BEGIN TRANSACTION;`, the `user_version` and `application_id` pragmas when they are not 0,
/// then each table, in the order the schema lists them, as SQLite's own `CREATE` text from
/// `sqlite_master` followed by its rows as `INSERT`s (``SQLLiteral``: every storage class read
/// back exactly); then the rows of `sqlite_sequence` (the AUTOINCREMENT counters); then the
/// indexes, views and triggers, after the data, in the order they were made; then `COMMIT;`.
///
/// The rowid of a table that has one and no `INTEGER PRIMARY KEY` is written too, so that rowids
/// survive. Generated columns are left out of the `INSERT`s (SQLite computes them). A virtual
/// table is written as its `CREATE VIRTUAL TABLE` and its rows as `INSERT`s into it; its shadow
/// tables (named after it, `name_…`), which the virtual table creates, are left out. Text is
/// written as UTF-8, whatever the database's encoding. `sqlite_stat1` and the other statistics
/// tables are left out (`ANALYZE` makes them again).
///
/// Everything is read inside one savepoint, so the text is one consistent snapshot.
struct DumpWriter {
    /// The database.
    let context: SQLContext
    /// Receives the text, a statement at a time.
    let write: (String) -> Void

    /// One object of the schema.
    private struct SchemaObject {
        var type: String
        var name: String
        var table: String
        var sql: String
    }

    /// Writes the whole database, or with `pattern` (a `LIKE` pattern) the tables whose names
    /// match it and the indexes and triggers on them.
    func dump(tablePattern pattern: String?) throws {
        try context.exec(sql: "SAVEPOINT sqlctx_dump")
        defer { try? context.exec(sql: "RELEASE sqlctx_dump") }
        let literal = try SQLLiteral(checkingWith: context)
        defer { literal.close() }
        write("PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\n")
        if pattern == nil {
            for pragma in ["user_version", "application_id"] {
                let value = try context.query(sql: "PRAGMA " + pragma).first?.first?.longValue ?? 0
                if value != 0 { write("PRAGMA " + pragma + "=" + String(value) + ";\n") }
            }
        }
        let objects = try schema(pattern: pattern)
        let virtualTables = objects.filter { $0.type == "table" && DumpWriter.isVirtual($0.sql) }.map(\.name)
        let tables = objects.filter { object in
            object.type == "table" && !object.name.lowercased().hasPrefix("sqlite_")
                && !virtualTables.contains { object.name.hasPrefix($0 + "_") }
        }
        for table in tables {
            write(table.sql + ";\n")
            try writeRows(of: table.name, isVirtual: DumpWriter.isVirtual(table.sql), literal: literal)
        }
        try writeSequence(pattern: pattern, literal: literal)
        for object in objects where object.type != "table" {
            write(object.sql + ";\n")
        }
        write("COMMIT;\n")
    }

    /// The objects with SQL text, in the order they were made; with `pattern`, the tables that
    /// match it and what is on them.
    private func schema(pattern: String?) throws -> [SchemaObject] {
        let rows = try context.query(
            sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND tbl_name LIKE ?1"
                + " ORDER BY rowid",
            parameters: [.text(pattern ?? "%")])
        return rows.map { row in
            SchemaObject(
                type: row[0].textValue ?? "", name: row[1].textValue ?? "", table: row[2].textValue ?? "",
                sql: row[3].textValue ?? "")
        }
    }

    /// Whether a table's SQL makes a virtual table.
    private static func isVirtual(_ sql: String) -> Bool {
        sql.split(whereSeparator: { $0.isWhitespace }).prefix(2).map { $0.uppercased() } == ["CREATE", "VIRTUAL"]
    }

    /// Writes one `INSERT` per row of `table`.
    private func writeRows(of table: String, isVirtual: Bool, literal: SQLLiteral) throws {
        let name = SQLLiteral.identifier(table)
        // hidden: 0 a column, 1 a hidden column of a virtual table, 2 and 3 generated columns.
        // Before SQLite 3.26, which has no table_xinfo (an unknown pragma returns no row), every
        // column of table_info is a plain one.
        var info = try context.query(sql: "PRAGMA table_xinfo(" + name + ")")
        if info.isEmpty { info = try context.query(sql: "PRAGMA table_info(" + name + ")").map { $0 + [.long(0)] } }
        var columns = info.filter { ($0[6].longValue ?? 0) == 0 }.map { $0[1].textValue ?? "" }
        let hasExtraColumns = columns.count != info.count
        var rowid: String?
        if !isVirtual && !DumpWriter.hasRowidAlias(info) {
            let taken = Set(columns.map { $0.lowercased() })
            if let alias = ["rowid", "_rowid_", "oid"].first(where: { !taken.contains($0) }),
                (try? context.prepare(sql: "SELECT " + alias + " FROM " + name).close()) != nil
            {
                rowid = alias
            }
        }
        if let rowid { columns.insert(rowid, at: 0) }
        let list = columns.map { SQLLiteral.identifier($0) }.joined(separator: ",")
        let prefix = "INSERT INTO " + name + (rowid != nil || hasExtraColumns ? "(" + list + ")" : "") + " VALUES("
        let statement = try context.prepare(sql: "SELECT " + list + " FROM " + name)
        defer { statement.close() }
        while try statement.next() {
            var text = prefix
            for index in 0..<columns.count {
                if index > 0 { text += "," }
                text += try literal.literal(statement.value(at: index))
            }
            write(text + ");\n")
        }
    }

    /// Whether the table has an `INTEGER PRIMARY KEY`, whose column is its rowid (`PRAGMA
    /// table_xinfo` rows: a single key column of declared type `INTEGER`).
    private static func hasRowidAlias(_ info: [[SQLValue]]) -> Bool {
        let keys = info.filter { ($0[5].longValue ?? 0) > 0 }
        return keys.count == 1 && keys[0][2].textValue?.uppercased() == "INTEGER"
    }

    /// Writes the AUTOINCREMENT counters of the dumped tables, when the database has any.
    private func writeSequence(pattern: String?, literal: SQLLiteral) throws {
        let exists = try context.query(sql: "SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'")
        guard !exists.isEmpty else { return }
        let rows = try context.query(
            sql: "SELECT name, seq FROM sqlite_sequence WHERE name LIKE ?1", parameters: [.text(pattern ?? "%")])
        if pattern == nil { write("DELETE FROM sqlite_sequence;\n") }
        for row in rows {
            if pattern != nil {
                write("DELETE FROM sqlite_sequence WHERE name = " + (try literal.literal(row[0])) + ";\n")
            }
            write(
                "INSERT INTO sqlite_sequence VALUES(" + (try literal.literal(row[0])) + ","
                    + (try literal.literal(row[1])) + ");\n")
        }
    }
}
