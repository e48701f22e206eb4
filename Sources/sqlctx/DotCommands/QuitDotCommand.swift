/// `.quit` and `.exit`: end the input, as its end does.
///
/// The exit status is what it would be at the end of the input: 1 when a statement failed or a
/// transaction is still open (it is rolled back), else 0.
enum QuitDotCommand: DotCommand {
    static let names = ["quit", "exit"]
    static let arguments = ""
    static let summary = "Stop reading input and exit"

    /// Marks the shell as quitting.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 0...0)
        shell.hasQuit = true
        return false
    }
}
