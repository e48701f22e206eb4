/// `.timer on|off`: whether each statement's elapsed time goes to standard error, as `--timer`
/// sets it at the start.
enum TimerDotCommand: DotCommand {
    static let names = ["timer"]
    static let arguments = "on|off"
    static let summary = "Print the time each statement takes to standard error"

    /// Sets ``Shell/timer``.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        shell.timer = try onOff(arguments)
        return true
    }
}
