import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

/// The SQLite libraries that the SQLFFI tests load by name: Debian's system SQLite and SQLCipher.
enum TestLibraries {
    static let system = SQLiteBuild.system.location
    static let sqlcipher = SQLiteBuild.sqlcipher.location
}

/// The folder that holds the built products (the test bundle and the package's executables).
func productsDirectory() -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
}

/// The output and exit status of a child process.
struct ProcessResult {
    var status: Int32
    var output: String

    /// The value of a `key=value` line of the output.
    func value(_ key: String) -> String? {
        for line in output.split(separator: "\n") where line.hasPrefix(key + "=") {
            return String(line.dropFirst(key.count + 1))
        }
        return nil
    }
}

/// Runs `sqlffi-probe` with `arguments` and an environment with `SQLFFI_LIBRARY` set to `library`
/// (or removed when nil).
func runProbe(library: String?, arguments: [String] = []) throws -> ProcessResult {
    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("sqlffi-probe")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SQLFFI_LIBRARY"] = library
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let reader = PipeReader(pipe)
    process.waitUntilExit(orTerminateAfter: 120)
    let data = reader.all()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// A temporary file with `contents`, removed by the caller.
func temporaryFile(named name: String, contents: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sqlffi-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try contents.write(to: file, atomically: true, encoding: .utf8)
    return file
}
