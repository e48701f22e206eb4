import Foundation

/// The `sqlffi-surface` command: writes the surface document, or checks that the committed one
/// matches the code.
public enum SurfaceCommand {
    static let usage = """
        usage: sqlffi-surface [--check | --stdout] [--root DIR] [--sqlffi DIR] [--module DIR ...] [--output FILE]

          Lists every SQLFFI declaration that the modules meant for Kotlin use, into a Markdown file.
          --check       regenerate in memory; exit 1 with a unified diff when FILE differs
          --stdout      print the document instead of writing it
          --root DIR    the directory the other paths are relative to (default: .)
          --sqlffi DIR  the SQLFFI sources (default: Sources/SQLFFI)
          --module DIR  a module meant for Kotlin; repeat for several (default: Sources/SQLContext)
          --output FILE the document (default: <sqlffi>/SURFACE.md)
        """

    private struct Options {
        var check = false
        var standardOutput = false
        var root = "."
        var sqlffi = "Sources/SQLFFI"
        var modules: [String] = []
        var output: String?
    }

    /// Runs the command; returns the exit status: 0 done or in sync, 1 out of sync, 2 usage or
    /// read errors.
    public static func run(
        arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
    ) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            standardError("sqlffi-surface: \(error)")
            standardError(usage)
            return 2
        }
        let modules = options.modules.isEmpty ? ["Sources/SQLContext"] : options.modules
        let output = options.output ?? (normalized(options.sqlffi) + "/SURFACE.md")
        let document: String
        let listing: SurfaceListing
        do {
            listing = try SurfaceListing.generate(
                root: options.root, sqlffiDirectory: normalized(options.sqlffi),
                moduleDirectories: modules.map(normalized))
            document = SurfaceMarkdown.render(listing)
        } catch {
            standardError("sqlffi-surface: \(error)")
            return 2
        }
        let outputURL = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: options.root))
        let summary = "\(listing.types.count) types, \(listing.allMembers.count) members"
        if options.standardOutput {
            standardOutput(String(document.dropLast()))
            return 0
        }
        if options.check {
            guard let committed = try? String(contentsOf: outputURL, encoding: .utf8) else {
                standardError("sqlffi-surface: \(output) is missing; run Scripts/sqlffi-surface to write it")
                return 1
            }
            guard
                let diff = UnifiedDiff.make(
                    old: committed, new: document, oldName: output + " (committed)",
                    newName: output + " (from the code)")
            else {
                standardError("sqlffi-surface: \(output) matches the code (\(summary))")
                return 0
            }
            for line in diff.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
                standardOutput(String(line))
            }
            standardError("sqlffi-surface: \(output) does not match the code; run Scripts/sqlffi-surface and commit it")
            return 1
        }
        do {
            try document.write(to: outputURL, atomically: true, encoding: .utf8)
        } catch {
            standardError("sqlffi-surface: cannot write \(output): \(error)")
            return 2
        }
        standardError("sqlffi-surface: wrote \(output) (\(summary))")
        return 0
    }

    /// Runs with the process's arguments, printing to standard output and standard error.
    public static func runFromCommandLine() -> Int32 {
        run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            standardOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    /// A directory without `./` in front or `/` at the end, so that printed paths are stable.
    private static func normalized(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    private static func parse(_ arguments: [String]) -> Result<Options, SurfaceError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--check": options.check = true
            case "--stdout": options.standardOutput = true
            case "--root", "--sqlffi", "--module", "--output":
                guard let value = remaining.popFirst() else {
                    return .failure(SurfaceError("\(argument) needs a value"))
                }
                switch argument {
                case "--root": options.root = value
                case "--sqlffi": options.sqlffi = value
                case "--module": options.modules.append(value)
                default: options.output = value
                }
            default: return .failure(SurfaceError("unknown argument: \(argument)"))
            }
        }
        if options.check && options.standardOutput {
            return .failure(SurfaceError("--check and --stdout exclude each other"))
        }
        return .success(options)
    }
}
