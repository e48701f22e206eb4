import Foundation
import SQLiteBuilds
import Testing

/// Runs the built `sqlctx` executable as a child process, as a user would.
enum SQLCtxProcess {
    /// What a run printed and how it ended.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var output: String
        /// Everything written to standard error.
        var errors: String
    }

    /// The `sqlctx` executable: `SQLCTX_EXECUTABLE` when set, else the one in the products
    /// directory that holds this test bundle (`.build/<triple>/debug`), else
    /// `.build/debug/sqlctx` under the package root.
    static let executable: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SQLCTX_EXECUTABLE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        var directories: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let packageRoot = PackageDirectory.root()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        let candidates = directories.map { $0.appendingPathComponent("sqlctx") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Runs `sqlctx` with `arguments`; `input`, when given, is written to its standard input
    /// through a pipe, which is then closed (otherwise standard input is empty).
    /// `currentDirectory`, when given, is where it runs.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> Outcome {
        try run(
            executable: executable, arguments: arguments, input: input, environment: environment,
            currentDirectory: currentDirectory)
    }

    /// Runs `executable` with `arguments`; `input`, when given, is written to its standard input
    /// through a pipe, which is then closed; `currentDirectory`, when given, is where it runs.
    static func run(
        executable: URL, arguments: [String], input: String? = nil, environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> Outcome {
        let directory = try TemporaryDirectory()
        let outputURL = directory.url.appendingPathComponent("stdout")
        let errorURL = directory.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputFile = try FileHandle(forWritingTo: outputURL)
        let errorFile = try FileHandle(forWritingTo: errorURL)
        defer {
            try? outputFile.close()
            try? errorFile.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardOutput = outputFile
        process.standardError = errorFile
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { try inputPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        process.waitUntilExit(orTerminateAfter: 300)

        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The version of the SQLite that `sqlctx` loads in this environment (`SQLFFI_LIBRARY` or
    /// discovery), as numbers: `[3, 40, 1]`.
    static func sqliteVersion() throws -> [Int] {
        let outcome = try run(["--format", "csv", "--no-header", "SELECT sqlite_version()"])
        try #require(outcome.status == 0, "sqlctx cannot run: \(outcome.errors)")
        return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").map {
            Int($0) ?? 0
        }
    }
}

/// A directory that is deleted when the value is released.
final class TemporaryDirectory {
    /// The directory.
    let url: URL

    /// Creates an empty directory under the system's temporary directory.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlctx-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` in the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
