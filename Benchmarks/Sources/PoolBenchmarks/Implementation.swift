import Foundation

/// One implementation under test, open on its own copy of the database.
struct Implementation: Sendable {
    /// The name in the table, e.g. "SQLPool (async, tasks)".
    var name: String
    /// The SQLPool row its ratios are taken to (itself for SQLPool).
    var baseline: String
    /// Which SQLite it runs, for the header.
    var sqlite: String
    /// How it is driven, for the header.
    var driving: String
    /// One timed run: `readers` readers of `kind`, and a writer when asked.
    var run:
        @Sendable (_ readers: Int, _ kind: ReadKind, _ writer: Bool, _ firstWrite: Int64, _ seconds: Double)
            async throws -> Counts
    /// The rows of the table now, read through the implementation.
    var count: @Sendable () async throws -> Int64
    /// Closes every connection.
    var close: @Sendable () async throws -> Void
}

extension Implementation {
    /// An implementation driven from Swift tasks.
    init(
        name: String, baseline: String, sqlite: String, driving: String, operations: AsyncOperations,
        count: @escaping @Sendable () async throws -> Int64, close: @escaping @Sendable () async throws -> Void
    ) {
        self.init(
            name: name, baseline: baseline, sqlite: sqlite, driving: driving,
            run: { readers, kind, writer, firstWrite, seconds in
                try await runTasks(
                    operations, readers: readers, kind: kind, writer: writer, firstWrite: firstWrite, seconds: seconds)
            }, count: count, close: close)
    }

    /// An implementation driven from threads of our own through its blocking API.
    init(
        name: String, baseline: String, sqlite: String, driving: String, operations: BlockingOperations,
        count: @escaping @Sendable () async throws -> Int64, close: @escaping @Sendable () async throws -> Void
    ) {
        self.init(
            name: name, baseline: baseline, sqlite: sqlite, driving: driving,
            run: { readers, kind, writer, firstWrite, seconds in
                try runThreads(
                    operations, readers: readers, kind: kind, writer: writer, firstWrite: firstWrite, seconds: seconds)
            }, count: count, close: close)
    }
}
