/// `.changes on|off`: whether each statement is followed by a line with the rows it changed and
/// the rows changed since the database was opened.
enum ChangesDotCommand: DotCommand {
    static let names = ["changes"]
    static let arguments = "on|off"
    static let summary = "Print the rows each statement changes"

    /// Sets ``Shell/showsChanges``; the counts are `sqlite3_changes64` and `sqlite3_total_changes64`.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        shell.showsChanges = try onOff(arguments)
        return true
    }
}
