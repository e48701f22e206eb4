import ArgumentParser
import Foundation

/// The entry point: picks the command, runs it, and maps every outcome to sqlctx's exit status.
///
/// The shell takes free positional arguments (a database and SQL), which would swallow a
/// subcommand name, so `info`, `backup` and `help` are recognized here, as the first argument, before
/// ArgumentParser sees the rest. ArgumentParser reports usage errors with `EX_USAGE` (64);
/// sqlctx exits with 2 for them.
@main
enum SQLCtxMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "info":
            run(InfoCommand.self, arguments: Array(arguments.dropFirst()))
        case "backup":
            run(BackupCommand.self, arguments: Array(arguments.dropFirst()))
        case "help":
            let topic = arguments.dropFirst().first
            let subcommands: [String: any ParsableCommand.Type] = [
                "info": InfoCommand.self, "backup": BackupCommand.self,
            ]
            if topic == nil || subcommands[topic ?? ""] != nil {
                let help = topic.flatMap { subcommands[$0] }.map { SQLCtxCommand.helpMessage(for: $0) }
                print(help ?? SQLCtxCommand.helpMessage())
                exit(ExitStatus.success.rawValue)
            }
            run(SQLCtxCommand.self, arguments: arguments)
        default:
            run(SQLCtxCommand.self, arguments: arguments)
        }
    }

    /// Parses `arguments` for `command`, runs it and exits.
    static func run(_ command: any ParsableCommand.Type, arguments: [String]) -> Never {
        do {
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
            exit(ExitStatus.success.rawValue)
        } catch {
            if command.exitCode(for: error) == ExitCode.validationFailure {
                FileHandle.standardError.write(Data((command.fullMessage(for: error) + "\n").utf8))
                exit(ExitStatus.usage.rawValue)
            }
            command.exit(withError: error)
        }
    }
}
