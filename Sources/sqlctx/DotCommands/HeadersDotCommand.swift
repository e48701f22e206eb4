/// `.headers on|off`: whether table, csv and list output start with the column names, as
/// `--header` and `--no-header` set it at the start.
enum HeadersDotCommand: DotCommand {
    static let names = ["headers"]
    static let arguments = "on|off"
    static let summary = "Show or hide the column names in table, csv and list output"

    /// Sets ``FormatOptions/showHeader``.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        shell.formatOptions.showHeader = try onOff(arguments)
        return true
    }
}
