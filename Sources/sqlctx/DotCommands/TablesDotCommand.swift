/// `.tables ?PATTERN?`: the names of the tables and views, those that match a `LIKE` pattern when
/// one is given, in alphabetical order; SQLite's own `sqlite_` tables are left out.
enum TablesDotCommand: DotCommand {
    static let names = ["tables"]
    static let arguments = "?PATTERN?"
    static let summary = "List the tables and views (matching the LIKE pattern)"

    /// Lists the names.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        let sql = """
            SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            AND name LIKE ?1 ORDER BY name
            """
        try SchemaListing.run(self, arguments, sql: sql, in: shell)
        return true
    }
}
