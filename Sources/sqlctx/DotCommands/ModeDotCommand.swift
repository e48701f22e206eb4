/// `.mode MODE`: the output format of the next results, as `--format` sets it at the start.
enum ModeDotCommand: DotCommand {
    static let names = ["mode"]
    static let arguments = "?" + OutputFormat.allCases.map(\.rawValue).joined(separator: "|") + "?"
    static let summary = "Set the output format; without one, show it"

    /// Sets ``Shell/format``, or prints it.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 0...1)
        guard let name = arguments.first else {
            shell.console.write(shell.format.rawValue + "\n")
            return true
        }
        guard let format = OutputFormat(rawValue: name.lowercased()) else {
            throw DotCommandError("unknown mode '" + name + "'; usage: " + usage)
        }
        shell.format = format
        return true
    }
}
