import Foundation

/// `.read FILE`: runs the SQL statements and dot-commands of FILE, as if they were typed; errors
/// name the file and the line. `--bail` and `.quit` in the file stop the whole input.
enum ReadDotCommand: DotCommand {
    static let names = ["read"]
    static let arguments = "FILE"
    static let summary = "Run the SQL and dot-commands of FILE"

    /// Reads the file (UTF-8) and runs its lines with an ``InputReader``.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 1...1)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: arguments[0]))
        } catch {
            throw DotCommandError("cannot read " + arguments[0] + ": " + error.localizedDescription)
        }
        var lines = TextLines(String(decoding: data, as: UTF8.self))
        return InputReader(shell: shell, name: arguments[0]).run(&lines)
    }
}
