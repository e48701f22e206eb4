import SQLContext

/// What `.tables`, `.indexes` and `.schema` read: rows of `sqlite_master`, whose name works on
/// every SQLite (`sqlite_schema` is 3.33 and later).
enum SchemaListing {
    /// The first column of every row of `sql`, as text, with `pattern` bound to `?1` (a `LIKE`
    /// pattern: `%` when the command got none).
    static func lines(of sql: String, pattern: String?, in shell: Shell) throws -> [String] {
        try shell.context.query(sql: sql, parameters: [.text(pattern ?? "%")]).compactMap { $0.first?.textValue }
    }

    /// Prints each of `lines` on a line of its own.
    static func print(_ lines: [String], in shell: Shell) {
        for line in lines { shell.console.write(line + "\n") }
    }
}
