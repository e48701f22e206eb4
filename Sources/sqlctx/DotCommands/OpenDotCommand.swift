/// `.open FILE`: closes the database and opens FILE (created when absent, unless `--readonly`)
/// with the same SQLite library; `:memory:` opens a private in-memory database.
enum OpenDotCommand: DotCommand {
    static let names = ["open"]
    static let arguments = "FILE"
    static let summary = "Close the database and open FILE"

    /// Opens the file through ``Shell/open(path:)`` (`sqlite3_open_v2`); on failure the current
    /// database stays open.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 1...1)
        try shell.open(path: arguments[0])
        return true
    }
}
