import Foundation
import SQLContext
import SQLContextPool
import SQLFFI

/// The three operations on one SQLContext, with its statement cache (`cachedStatement(sql:)`),
/// the typed bind and column calls.
enum ContextOperations {
    static func point(_ context: SQLContext, _ id: Int64) throws {
        let statement = try context.cachedStatement(sql: pointSQL)
        defer { statement.rewind() }
        try statement.bind(integer: id, at: 1)
        guard try statement.next() else { throw WrongResult("point query \(id): no row") }
        try checkPoint(id: id, a: statement.long(at: 0), b: statement.long(at: 1), c: statement.text(at: 2))
    }

    static func range(_ context: SQLContext, _ start: Int64) throws {
        let statement = try context.cachedStatement(sql: rangeSQL)
        defer { statement.rewind() }
        try statement.bind(integer: start, at: 1)
        try statement.bind(integer: start + rangeRows - 1, at: 2)
        var rows: Int64 = 0
        var idSum: Int64 = 0
        var bSum: Int64 = 0
        while try statement.next() {
            rows += 1
            idSum &+= statement.long(at: 0)
            bSum &+= statement.long(at: 1)
        }
        try checkRange(start: start, rows: rows, idSum: idSum, bSum: bSum)
    }

    static func insert(_ context: SQLContext, _ n: Int64) throws {
        let statement = try context.cachedStatement(sql: insertSQL)
        try statement.bind(integer: insertedA(n), at: 1)
        try statement.bind(integer: insertedB(n), at: 2)
        try statement.bind(text: insertedC(n), at: 3)
        try statement.update()
    }

    static func count(_ context: SQLContext) throws -> Int64 {
        let statement = try context.prepare(sql: countSQL)
        defer { statement.close() }
        guard try statement.next() else { throw WrongResult("count(*) returned no row") }
        return statement.long(at: 0)
    }

    static func preparePragmas(_ context: SQLContext) throws {
        for pragma in connectionPragmas { try context.exec(sql: pragma) }
    }
}

enum SQLPoolDrivers {
    static let asyncName = "SQLPool (async, tasks)"
    static let blockingName = "SQLPool (blocking, threads)"
    static let exclusiveAsyncName = "SQLPool exclusiveToProcess (async, tasks)"
    static let exclusiveBlockingName = "SQLPool exclusiveToProcess (blocking, threads)"
    static let inlineAsyncName = "SQLPool runsAsyncCallsInline (async, tasks)"
    static let inlineExclusiveAsyncName = "SQLPool runsAsyncCallsInline, exclusiveToProcess (async, tasks)"

    static func open(path: String, library: SQLiteLibrary, readers: Int, exclusive: Bool, inline: Bool = false)
        throws -> SQLPool
    {
        try SQLPool(
            path: path,
            configuration: SQLPool.Configuration(
                readerCount: readers, busyTimeoutMilliseconds: busyTimeoutMilliseconds, library: library,
                exclusiveToProcess: exclusive, runsAsyncCallsInline: inline,
                prepareConnection: { try ContextOperations.preparePragmas($0) }))
    }

    /// How the pool is made, for the header.
    static func construction(_ readers: Int, _ exclusive: Bool, inline: Bool = false) -> String {
        "SQLPool(readerCount: \(readers)" + (exclusive ? ", exclusiveToProcess: true" : "")
            + (inline ? ", runsAsyncCallsInline: true)" : ")")
    }

    /// The pool's `async` read and write, from Swift tasks; `exclusive` sets
    /// `exclusiveToProcess` (the `unix-excl` VFS), `inline` sets `runsAsyncCallsInline`.
    static func async(
        path: String, library: SQLiteLibrary, readers: Int, exclusive: Bool = false, inline: Bool = false
    ) throws -> Implementation {
        let pool = try open(path: path, library: library, readers: readers, exclusive: exclusive, inline: inline)
        let name =
            inline
            ? (exclusive ? inlineExclusiveAsyncName : inlineAsyncName) : exclusive ? exclusiveAsyncName : asyncName
        return Implementation(
            name: name, baseline: name, sqlite: "\(library.version) (\(library.path), loaded at run time)",
            driving: construction(readers, exclusive, inline: inline)
                + "; `try await pool.read { … }` / `pool.write { … }` per operation",
            operations: AsyncOperations(
                point: { _, id in try await pool.read { try ContextOperations.point($0, id) } },
                range: { _, start in try await pool.read { try ContextOperations.range($0, start) } },
                insert: { n in try await pool.write { try ContextOperations.insert($0, n) } }),
            count: { try await pool.read { try ContextOperations.count($0) } },
            close: { pool.close() })
    }

    /// The pool's blocking read and write, from threads of our own; `exclusive` sets
    /// `exclusiveToProcess` (the `unix-excl` VFS).
    static func blocking(path: String, library: SQLiteLibrary, readers: Int, exclusive: Bool = false) throws
        -> Implementation
    {
        let pool = try open(path: path, library: library, readers: readers, exclusive: exclusive)
        let name = exclusive ? exclusiveBlockingName : blockingName
        return Implementation(
            name: name, baseline: name,
            sqlite: "\(library.version) (\(library.path), loaded at run time)",
            driving: construction(readers, exclusive) + "; blocking `pool.read { … }` / `pool.write { … }` on Threads",
            operations: BlockingOperations(
                point: { id in try pool.read { try ContextOperations.point($0, id) } },
                range: { start in try pool.read { try ContextOperations.range($0, start) } },
                insert: { n in try pool.write { try ContextOperations.insert($0, n) } }),
            count: { try pool.read { try ContextOperations.count($0) } },
            close: { pool.close() })
    }
}

/// The per-call cost of SQLQueue's blocking `read` on a point query, against the same query on a
/// bare SQLContext, one thread, in alternating rounds; the best round of each.
struct QueueOverhead {
    var bareCallsPerSecond: Double
    var queueCallsPerSecond: Double
    /// Time per call through the queue over time per call on the bare context.
    var ratio: Double { bareCallsPerSecond / queueCallsPerSecond }

    static func measure(path: String, library: SQLiteLibrary, seconds: Double, rounds: Int) throws -> QueueOverhead {
        let context = try SQLContext(path: path, library: library)
        defer { context.close() }
        try ContextOperations.preparePragmas(context)
        let queue = try SQLQueue(
            path: path,
            configuration: SQLQueue.Configuration(
                busyTimeoutMilliseconds: busyTimeoutMilliseconds, library: library,
                prepareConnection: { try ContextOperations.preparePragmas($0) }))
        defer { queue.close() }

        func callsPerSecond(_ call: (Int64) throws -> Void) throws -> Double {
            var random = FastRandom(seed: 99)
            let start = monotonicNanoseconds()
            let end = start + UInt64(seconds * 1e9)
            var calls = 0
            while monotonicNanoseconds() < end {
                try call(random.pointID())
                calls += 1
            }
            return Double(calls) / (Double(monotonicNanoseconds() - start) / 1e9)
        }
        var bare: Double = 0
        var queued: Double = 0
        for _ in 0..<rounds {
            bare = max(bare, try callsPerSecond { try ContextOperations.point(context, $0) })
            queued = max(queued, try callsPerSecond { id in try queue.read { try ContextOperations.point($0, id) } })
        }
        return QueueOverhead(bareCallsPerSecond: bare, queueCallsPerSecond: queued)
    }
}
