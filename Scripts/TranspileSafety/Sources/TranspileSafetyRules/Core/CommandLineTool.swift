import Foundation

/// The command-line behaviour, kept here so tests can run it without a process.
public enum CommandLineTool {
    /// What is checked when no path is given (relative to the working directory).
    public static let defaultPath = "Sources/SQLContext"

    /// The `--help` text.
    public static let usage = """
        usage: check-transpile-safety [--quiet] [PATH ...]
               check-transpile-safety --list-rules | --rules-markdown

        Checks Swift files (directories are walked for *.swift; default: \(defaultPath)) for
        constructs that Skip's Swift-to-Kotlin transpiler does not accept. Prints
        `path:line:column: rule-id: explanation` per violation; exits 1 when any is found,
        0 when none, 2 on a usage or file error.
        """

    /// Runs with `arguments` (without the program name) and returns the exit status.
    public static func run(
        arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        var paths: [String] = []
        var quiet = false
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                standardOutput(usage)
                return 0
            case "--list-rules":
                for rule in RuleID.allCases {
                    standardOutput("\(rule.rawValue): \(rule.forbidden)")
                }
                return 0
            case "--rules-markdown":
                standardOutput(RulesMarkdown.document())
                return 0
            case "-q", "--quiet":
                quiet = true
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    standardError("check-transpile-safety: unknown option \(argument)\n\(usage)")
                    return 2
                }
                paths.append(argument)
            }
        }
        if paths.isEmpty {
            paths = [defaultPath]
        }
        let files: [SourceFile]
        do {
            files = try SourceFileCollector.swiftFiles(in: paths).map { path in
                SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            }
        } catch {
            standardError("check-transpile-safety: \(error)")
            return 2
        }
        let violations = TranspileSafetyChecker.check(files)
        for violation in violations {
            standardOutput(violation.formatted)
        }
        if !quiet {
            let files = files.count == 1 ? "1 file" : "\(files.count) files"
            let found = violations.count == 1 ? "1 violation" : "\(violations.count) violations"
            standardError("check-transpile-safety: \(files) checked, \(found)")
        }
        return violations.isEmpty ? 0 : 1
    }
}
