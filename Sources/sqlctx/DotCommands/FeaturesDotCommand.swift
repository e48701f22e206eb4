import SQLContext

/// `.features`: the report of `sqlctx info` for the SQLite the shell runs on: the library, its
/// version and fork, its compile options and every feature with the reason for its answer.
enum FeaturesDotCommand: DotCommand {
    static let names = ["features"]
    static let arguments = ""
    static let summary = "Show the SQLite library and what it supports (as sqlctx info)"

    /// Prints the report (``InfoReport``), checked on a private in-memory database of the same
    /// library, so that the probes never touch the shell's database.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 0...0)
        let context = try SQLContext(path: nil, library: shell.context.library)
        defer { context.close() }
        let report = InfoReport(
            library: context.library, features: context.featureReport(), fork: ForkVersion.of(context))
        shell.console.write(report.text())
        return true
    }
}
