/// `.dump ?TABLE?`: SQL text that re-creates the database, or the tables that match a `LIKE`
/// pattern with their indexes and triggers (``DumpWriter``).
enum DumpDotCommand: DotCommand {
    static let names = ["dump"]
    static let arguments = "?TABLE?"
    static let summary = "Print SQL that re-creates the database (or the tables matching the LIKE pattern)"

    /// Writes the dump to standard output.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 0...1)
        let console = shell.console
        try DumpWriter(context: shell.context, write: { console.write($0) }).dump(tablePattern: arguments.first)
        return true
    }
}
