/// Every dot-command, and how a line is run as one.
enum DotCommands {
    /// The commands, in the order `.help` lists them.
    static let all: [any DotCommand.Type] = [
        BackupDotCommand.self, ChangesDotCommand.self, DumpDotCommand.self, FeaturesDotCommand.self,
        HeadersDotCommand.self, HelpDotCommand.self, ImportDotCommand.self, IndexesDotCommand.self,
        ModeDotCommand.self, NullValueDotCommand.self, OpenDotCommand.self, QuitDotCommand.self,
        ReadDotCommand.self, SchemaDotCommand.self, TablesDotCommand.self, TimerDotCommand.self,
    ]

    /// The command called `name`, or nil.
    static func command(named name: String) -> (any DotCommand.Type)? {
        all.first { $0.names.contains(name) }
    }

    /// One line per command: its usage, then what it does; `.quit` lists `.exit` too.
    static var helpText: String {
        let usages = all.map { command in
            command.usage + command.names.dropFirst().map { ", ." + $0 }.joined()
        }
        let width = usages.map(\.count).max() ?? 0
        var text = ""
        for (usage, command) in zip(usages, all) {
            text += usage + String(repeating: " ", count: width - usage.count) + "  " + command.summary + "\n"
        }
        return text
    }

    /// Runs the dot-command on `line`; a failure is reported on standard error and counts as a
    /// failed statement does. `location` says where the line is, in error messages.
    ///
    /// - Returns: false when the input must stop: `.quit`, or a failure under `--bail`.
    static func run(_ line: String, in shell: Shell, location: String?) -> Bool {
        guard let words = DotCommandLine(line) else { return true }
        guard let command = command(named: words.name) else {
            let names = all.flatMap { $0.names }.sorted().map { "." + $0 }.joined(separator: " ")
            return shell.fail(
                "unknown command ." + words.name + "; the commands are: " + names + " (.help explains them)",
                location: location)
        }
        return shell.runCommand(location: location) { try command.run(words.arguments, in: shell) }
    }
}
