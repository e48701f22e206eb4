/// `.schema ?PATTERN?`: the `CREATE` statements of the schema, each followed by `;`, in the order
/// they were made; with a pattern, those of the objects whose name or table matches it (`LIKE`).
/// The statements are SQLite's own text from `sqlite_master`.
enum SchemaDotCommand: DotCommand {
    static let names = ["schema"]
    static let arguments = "?PATTERN?"
    static let summary = "Show the CREATE statements (of the objects matching the LIKE pattern)"

    /// Prints the statements.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        let sql = """
            SELECT sql || ';' FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            AND (name LIKE ?1 OR tbl_name LIKE ?1) ORDER BY rowid
            """
        try SchemaListing.run(self, arguments, sql: sql, in: shell)
        return true
    }
}
