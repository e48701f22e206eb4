import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rows of the table before any write: ids 1...baseRows. Writers add rows after them, so
/// every read of the base rows has one known answer, whatever runs beside it.
let baseRows: Int64 = 200_000
/// The rows of one range scan.
let rangeRows: Int64 = 1_000

/// The pragmas every implementation runs on every connection, each through its own API.
let busyTimeoutMilliseconds = 5_000
let connectionPragmas = ["PRAGMA busy_timeout = \(busyTimeoutMilliseconds)", "PRAGMA synchronous = NORMAL"]

let createSQL = "CREATE TABLE item(id INTEGER PRIMARY KEY, a INT, b INT, c TEXT)"
/// Fills the table in SQL (one statement, the same rows whoever runs it).
let fillSQL =
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(baseRows))"
    + " INSERT INTO item(id, a, b, c) SELECT i, i * 7 % 1000, i * 3, 'item ' || i FROM n"
let pointSQL = "SELECT a, b, c FROM item WHERE id = ?"
let rangeSQL = "SELECT id, b FROM item WHERE id BETWEEN ? AND ?"
let insertSQL = "INSERT INTO item(a, b, c) VALUES (?, ?, ?)"
let countSQL = "SELECT count(*) FROM item"

/// The columns a and b of base row `id`.
func expectedA(_ id: Int64) -> Int64 { id * 7 % 1000 }
func expectedB(_ id: Int64) -> Int64 { id * 3 }

/// The sum of b over the range scan that starts at `start`: 3 × (start + … + start + 999).
func expectedRangeSum(_ start: Int64) -> Int64 { 3 * (rangeRows * start + rangeRows * (rangeRows - 1) / 2) }

/// The values the writer inserts as its `n`th row (its id is the next rowid).
func insertedA(_ n: Int64) -> Int64 { -n }
func insertedB(_ n: Int64) -> Int64 { n * 5 }
func insertedC(_ n: Int64) -> String { "written \(n)" }

/// A wrong answer: the process exits non-zero.
struct WrongResult: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Checks one point-query answer.
func checkPoint(id: Int64, a: Int64?, b: Int64?, c: String?) throws {
    guard a == expectedA(id), b == expectedB(id), c?.utf8.count == 5 + String(id).utf8.count else {
        throw WrongResult(
            "point query \(id): got a \(a.map(String.init) ?? "nil"), b \(b.map(String.init) ?? "nil"), c \(c ?? "nil")"
        )
    }
}

/// Checks one range-scan answer: the number of rows, the sums of id and of b.
func checkRange(start: Int64, rows: Int64, idSum: Int64, bSum: Int64) throws {
    let expected = expectedRangeSum(start)
    guard rows == rangeRows, bSum == expected, idSum * 3 == expected else {
        throw WrongResult(
            "range scan from \(start): \(rows) rows, sums of id and b \(idSum) and \(bSum);"
                + " expected \(rangeRows) rows, \(expected / 3) and \(expected)")
    }
}

/// A small, fast generator (SplitMix64) per task, so that drawing ids costs next to nothing and
/// no lock.
struct FastRandom {
    var state: UInt64
    init(seed: Int) { state = 0x9E37_79B9_7F4A_7C15 &* UInt64(seed + 1) }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A random base id, 1...baseRows.
    mutating func pointID() -> Int64 { Int64(next() % UInt64(baseRows)) + 1 }
    /// A random range start such that the whole range lies in the base rows.
    mutating func rangeStart() -> Int64 { Int64(next() % UInt64(baseRows - rangeRows + 1)) + 1 }
}

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// What the readers run.
enum ReadKind: String, Sendable {
    case point = "point read"
    case range = "range scan (1 000 rows)"
}

/// One implementation's operations, called from Swift tasks. Each checks its answer and throws
/// `WrongResult` when it is wrong. Reads get the index of the reader task that runs them (0 up to
/// the readers of the run), for implementations that give each reader a connection of its own.
struct AsyncOperations: Sendable {
    /// The point query of base row `id`, by reader `reader`.
    var point: @Sendable (_ reader: Int, _ id: Int64) async throws -> Void
    /// The range scan of 1 000 rows from `start`, by reader `reader`.
    var range: @Sendable (_ reader: Int, _ start: Int64) async throws -> Void
    /// One transaction inserting the writer's `n`th row.
    var insert: @Sendable (Int64) async throws -> Void
}

/// One implementation's operations, called from threads of our own (blocking APIs).
struct BlockingOperations: Sendable {
    var point: @Sendable (Int64) throws -> Void
    var range: @Sendable (Int64) throws -> Void
    var insert: @Sendable (Int64) throws -> Void
}

/// What one timed run counted.
struct Counts {
    var reads: Int
    var writes: Int
    var seconds: Double
    var readsPerSecond: Double { Double(reads) / seconds }
    var writesPerSecond: Double { Double(writes) / seconds }
}

/// Runs `readers` reader tasks (each drawing its own ids) and, when `writer`, one writer task,
/// until `seconds` have passed; counts the operations. The time is from the start to the end of
/// the last operation. `firstWrite` numbers the writer's rows.
func runTasks(
    _ operations: AsyncOperations, readers: Int, kind: ReadKind, writer: Bool, firstWrite: Int64, seconds: Double
) async throws -> Counts {
    let start = monotonicNanoseconds()
    let end = start + UInt64(seconds * 1e9)
    let (reads, writes) = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
        for index in 0..<readers {
            group.addTask {
                var random = FastRandom(seed: index)
                var count = 0
                while monotonicNanoseconds() < end {
                    switch kind {
                    case .point: try await operations.point(index, random.pointID())
                    case .range: try await operations.range(index, random.rangeStart())
                    }
                    count += 1
                }
                return (count, 0)
            }
        }
        if writer {
            group.addTask {
                var count: Int64 = 0
                while monotonicNanoseconds() < end {
                    try await operations.insert(firstWrite + count)
                    count += 1
                }
                return (0, Int(count))
            }
        }
        var total = (0, 0)
        for try await (reads, writes) in group {
            total.0 += reads
            total.1 += writes
        }
        return total
    }
    return Counts(reads: reads, writes: writes, seconds: Double(monotonicNanoseconds() - start) / 1e9)
}

/// What threads report back.
final class ThreadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0
    private var writes = 0
    private var error: (any Error)?

    func add(reads: Int, writes: Int, error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        self.reads += reads
        self.writes += writes
        if self.error == nil { self.error = error }
    }

    func result() throws -> (Int, Int) {
        lock.lock()
        defer { lock.unlock() }
        if let error { throw error }
        return (reads, writes)
    }
}

/// `runTasks` with a thread of our own per reader and for the writer, calling blocking APIs.
func runThreads(
    _ operations: BlockingOperations, readers: Int, kind: ReadKind, writer: Bool, firstWrite: Int64, seconds: Double
) throws -> Counts {
    let results = ThreadResults()
    let group = DispatchGroup()
    let start = monotonicNanoseconds()
    let end = start + UInt64(seconds * 1e9)
    for index in 0..<readers {
        group.enter()
        Thread {
            var random = FastRandom(seed: index)
            var count = 0
            do {
                while monotonicNanoseconds() < end {
                    switch kind {
                    case .point: try operations.point(random.pointID())
                    case .range: try operations.range(random.rangeStart())
                    }
                    count += 1
                }
                results.add(reads: count, writes: 0, error: nil)
            } catch {
                results.add(reads: count, writes: 0, error: error)
            }
            group.leave()
        }.start()
    }
    if writer {
        group.enter()
        Thread {
            var count: Int64 = 0
            do {
                while monotonicNanoseconds() < end {
                    try operations.insert(firstWrite + count)
                    count += 1
                }
                results.add(reads: 0, writes: Int(count), error: nil)
            } catch {
                results.add(reads: 0, writes: Int(count), error: error)
            }
            group.leave()
        }.start()
    }
    group.wait()
    let elapsed = Double(monotonicNanoseconds() - start) / 1e9
    let (reads, writes) = try results.result()
    return Counts(reads: reads, writes: writes, seconds: elapsed)
}
