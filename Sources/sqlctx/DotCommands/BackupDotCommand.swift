/// `.backup FILE`: copies the database into FILE with SQLite's online backup; FILE is created, or
/// its content replaced.
enum BackupDotCommand: DotCommand {
    static let names = ["backup"]
    static let arguments = "FILE"
    static let summary = "Copy the database into FILE (online backup)"

    /// Copies the main database, in one step (`sqlite3_backup_init`, `_step`, `_finish`).
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 1...1)
        try shell.context.backup(toFile: arguments[0])
        return true
    }
}
