import Foundation

/// The command-line behaviour, kept here so tests can run it without a process.
public enum CommandLineTool {
    /// The `--help` text.
    public static let usage = """
        usage: check-transpile-safety [--quiet] [--link DIR ...] (--modules FILE | PATH ...)
               check-transpile-safety --list-rules | --rules-markdown

        Checks Swift modules for constructs that Skip's Swift-to-Kotlin transpiler rejects or whose
        Kotlin does not compile. Each PATH (a directory walked for *.swift, or a file) is one module;
        --modules FILE names the module directories one per line (# comments, paths relative to the
        working directory). --link DIR gives the declarations of another module that the transpiler
        sees, as skipstone's own --link does (their `#if SKIP` form): rules that resolve calls, such
        as the typed throws of catch-error-argument, use them. Prints
        `path:line:column: rule-id: explanation` per violation; exits 1
        when any is found, 0 when none, 2 on a usage or file error.
        """

    /// Runs with `arguments` (without the program name) and returns the exit status.
    public static func run(
        arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        var paths: [String] = []
        var modulesFile: String?
        var linkPaths: [String] = []
        var quiet = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
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
            case "--link":
                guard let directory = remaining.popFirst() else {
                    standardError("check-transpile-safety: --link needs a directory\n\(usage)")
                    return 2
                }
                linkPaths.append(directory)
            case "--modules":
                guard let file = remaining.popFirst() else {
                    standardError("check-transpile-safety: --modules needs a file\n\(usage)")
                    return 2
                }
                modulesFile = file
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    standardError("check-transpile-safety: unknown option \(argument)\n\(usage)")
                    return 2
                }
                paths.append(argument)
            }
        }
        var modules: [SourceModule]
        do {
            if let modulesFile {
                paths += try ModuleList.paths(in: String(contentsOfFile: modulesFile, encoding: .utf8))
            }
            guard !paths.isEmpty else {
                standardError("check-transpile-safety: no module to check\n\(usage)")
                return 2
            }
            modules = try paths.map { path in
                let files = try SourceFileCollector.swiftFiles(in: [path]).map { file in
                    SourceFile(path: file, text: try String(contentsOfFile: file, encoding: .utf8))
                }
                return SourceModule(name: ModuleList.moduleName(of: path), files: files)
            }
            let linked = try SourceFileCollector.swiftFiles(in: linkPaths).map { file in
                SourceFile(path: file, text: try String(contentsOfFile: file, encoding: .utf8))
            }
            modules = modules.map { module in
                var module = module
                module.linked = linked
                return module
            }
        } catch {
            standardError("check-transpile-safety: \(error)")
            return 2
        }
        let violations = TranspileSafetyChecker.check(modules)
        for violation in violations {
            standardOutput(violation.formatted)
        }
        if !quiet {
            let count = modules.reduce(0) { $0 + $1.files.count }
            let files = count == 1 ? "1 file" : "\(count) files"
            let found = violations.count == 1 ? "1 violation" : "\(violations.count) violations"
            let names = modules.map(\.name).joined(separator: ", ")
            standardError("check-transpile-safety: \(files) checked (\(names)), \(found)")
        }
        return violations.isEmpty ? 0 : 1
    }
}

/// The list of modules meant for Kotlin (`Scripts/TranspileSafety/kotlin-modules`).
public enum ModuleList {
    /// The module paths of a list: one per line, `#` starts a comment, blank lines are skipped.
    public static func paths(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let path = content.trimmingCharacters(in: .whitespaces)
            return path.isEmpty ? nil : path
        }
    }

    /// The module a path stands for: its last component (for a file, its directory's).
    public static func moduleName(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = path.hasSuffix(".swift") ? url.deletingLastPathComponent() : url
        return directory.standardizedFileURL.lastPathComponent
    }
}
