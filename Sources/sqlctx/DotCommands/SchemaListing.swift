import SQLContext

/// What `.tables`, `.indexes` and `.schema` read: rows of `sqlite_master`, whose name works on
/// every SQLite (`sqlite_schema` is 3.33 and later).
enum SchemaListing {
    /// The first column of every row of `sql`, as text, with `pattern` bound to `?1` (a `LIKE`
    /// pattern: `%` when the command got none).
    static func lines(of sql: String, pattern: String?, in shell: Shell) throws -> [String] {
        try shell.context.query(sql: sql, parameters: [.text(pattern ?? "%")]).compactMap { $0.first?.textValue }
    }

    /// Runs a listing command: checks that it got at most one argument (a `LIKE` pattern), then
    /// prints the first column of each row of `sql`, one per line.
    ///
    /// - Throws: a ``DotCommandError`` with `command`'s usage, or the `SQLError` of `sql`.
    static func run(_ command: any DotCommand.Type, _ arguments: [String], sql: String, in shell: Shell) throws {
        guard arguments.count <= 1 else { throw DotCommandError("usage: " + command.usage) }
        for line in try lines(of: sql, pattern: arguments.first, in: shell) { shell.console.write(line + "\n") }
    }
}
