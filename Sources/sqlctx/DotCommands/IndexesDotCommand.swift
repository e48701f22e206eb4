/// `.indexes ?TABLE?`: the names of the indexes, of the tables that match a `LIKE` pattern when
/// one is given, in alphabetical order; the automatic indexes of `UNIQUE` and `PRIMARY KEY`
/// constraints (`sqlite_autoindex_…`) are listed too.
enum IndexesDotCommand: DotCommand {
    static let names = ["indexes"]
    static let arguments = "?TABLE?"
    static let summary = "List the indexes (of the tables matching the LIKE pattern)"

    /// Lists the names.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        let sql = "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE ?1 ORDER BY name"
        try SchemaListing.run(self, arguments, sql: sql, in: shell)
        return true
    }
}
