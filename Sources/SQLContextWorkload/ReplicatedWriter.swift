import Foundation
import SQLContext

/// The replicated writer: the crash-safety writer's batches (same table, same payloads) on a
/// database set up with ``SQLContext/prepareForReplication(_:)``, each commit printed with the
/// moment it returned, so that a test can tell which acknowledged batches a restore must hold.
public struct ReplicatedWriter {
    /// The database file.
    public var path: String
    /// Rows per batch (one transaction).
    public var rowsPerBatch: Int64
    /// Batches to write before exiting, when not killed first.
    public var maxBatches: Int64
    /// A pause after each commit, in milliseconds (0: none), to keep the WAL a replicator follows small.
    public var pauseMilliseconds: Int64

    /// Creates a writer; see the properties.
    public init(path: String, rowsPerBatch: Int64, maxBatches: Int64, pauseMilliseconds: Int64) {
        self.path = path
        self.rowsPerBatch = rowsPerBatch
        self.maxBatches = maxBatches
        self.pauseMilliseconds = pauseMilliseconds
    }

    /// Milliseconds since 1970 on the wall clock, which the test reads too.
    public static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000.0) }

    /// Writes batches until killed; prints `start N`, then `committed N MS` per batch (MS: the wall
    /// clock when the commit returned), then `done`.
    public func run() throws {
        let context = try SQLContext(path: path)
        try context.prepareForReplication()
        try CrashWriter.writeBatches(in: context, rows: rowsPerBatch, maxBatches: maxBatches) { batch in
            Output.line("committed \(batch) \(ReplicatedWriter.now())")
            if pauseMilliseconds > 0 { usleep(UInt32(pauseMilliseconds * 1000)) }
        }
    }
}
