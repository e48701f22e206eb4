/// `.help`: lists the dot-commands, one line each.
enum HelpDotCommand: DotCommand {
    static let names = ["help"]
    static let arguments = ""
    static let summary = "Show this list of commands"

    /// Prints ``DotCommands/helpText``.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 0...0)
        shell.console.write(DotCommands.helpText)
        return true
    }
}
