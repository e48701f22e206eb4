/// `.nullvalue TEXT`: how NULL prints in table, csv, line and list output, as `--null` sets it.
enum NullValueDotCommand: DotCommand {
    static let names = ["nullvalue"]
    static let arguments = "TEXT"
    static let summary = "Print NULL as TEXT ('' for nothing)"

    /// Sets ``FormatOptions/nullText``.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 1...1)
        shell.formatOptions.nullText = arguments[0]
        return true
    }
}
