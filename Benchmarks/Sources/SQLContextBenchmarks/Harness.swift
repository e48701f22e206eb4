import BenchmarkSupport
import Foundation

/// The implementations compared, in the order each round runs them.
enum ImplementationKind: String, CaseIterable {
    /// The SQLite C API called from Swift: the limit.
    case raw
    /// SQLContext's typed calls: `bind(integer:at:)`, `long(at:)`, `text(at:)`, `next()`, `reset()`.
    case typed
    /// SQLContext's convenience calls: `update(parameters:)`, `query(sql:)`, `rowValues()`.
    case convenience
    /// GRDB on its fastest idiomatic path.
    case grdb
    /// SQLContextCodable: `query(T.self, sql:)` into a `Decodable` struct.
    case codable
    /// GRDB's Codable record: a `Decodable` `FetchableRecord`.
    case grdbCodable = "grdb-codable"
    /// A bound, not an implementation (fetch_struct only): a `Decoder` that checks no key and no
    /// storage class (BoundWorkloads.swift).
    case codableFloor = "codable-floor"
    /// A bound, not an implementation (fetch_struct only): SQLContext's records reading their
    /// fields by position instead of by name (BoundWorkloads.swift).
    case recordsByPosition = "records-by-position"
}

/// One measured run in the making: `body` is the timed part; `finish` runs afterwards, untimed,
/// with what `body` returned: it checks the result and releases what the run opened.
struct PreparedRun {
    var body: () throws -> Int64
    var finish: (Int64) throws -> Void
}

/// A way to run a workload: `prepare` does the untimed setup of one run (a fresh database file,
/// an open connection) and returns the run.
struct Implementation {
    let kind: ImplementationKind
    let prepare: () throws -> PreparedRun
}

/// A workload and its implementations.
struct Workload {
    let name: String
    /// What "per row" means for this workload: rows read or written, or databases opened.
    let rows: Int
    let implementations: [Implementation]
}

/// A failed result check: the benchmark stops with this message.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Throws unless `actual == expected`.
func expect(_ actual: Int64, _ expected: Int64, _ what: String) throws {
    if actual != expected { throw BenchmarkFailure("\(what): expected \(expected), got \(actual)") }
}

/// Monotonic (wall-clock) time in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time of the process (all its threads, user and system) in nanoseconds: unlike wall-clock
/// time, it does not count the time the process waits for a core that other processes hold.
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The clock that the table reports and the targets judge.
enum BenchmarkClock: String {
    case cpu, wall
}

/// The measurements of one implementation of one workload.
struct Measurement {
    let workload: String
    let kind: ImplementationKind
    let rows: Int
    /// The times of the timed rounds on the reported clock.
    var nanoseconds: [UInt64] = []
    var wallNanoseconds: [UInt64] = []
    var cpuNanoseconds: [UInt64] = []
    var allocations: [UInt64] = []

    var medianMilliseconds: Double { median(nanoseconds.map { Double($0) / 1e6 }) }
    var minimumMilliseconds: Double { Double(nanoseconds.min() ?? 0) / 1e6 }
    var allocationsPerRow: Double { median(allocations.map { Double($0) }) / Double(max(rows, 1)) }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Runs `workload`: `warmup` untimed rounds, then `rounds` timed ones; each round runs every
/// implementation once, in order, so that the implementations are interleaved.
func measure(
    _ workload: Workload, rounds: Int, warmup: Int, rotate: Bool, clock: BenchmarkClock, log: (String) -> Void
) throws -> [Measurement] {
    var measurements = workload.implementations.map {
        Measurement(workload: workload.name, kind: $0.kind, rows: workload.rows)
    }
    for round in 0..<(warmup + rounds) {
        var line = round < warmup ? "  warm-up" : "  round \(round - warmup + 1)/\(rounds)"
        let count = workload.implementations.count
        for position in 0..<count {
            // With rotate, round r starts with implementation r, so none always runs first.
            let index = rotate ? (position + round) % count : position
            let implementation = workload.implementations[index]
            let run = try implementation.prepare()
            let allocationsBefore = bench_allocation_count()
            let cpuStart = processCPUNanoseconds()
            let start = monotonicNanoseconds()
            let result = try run.body()
            let end = monotonicNanoseconds()
            let cpuEnd = processCPUNanoseconds()
            let allocationsAfter = bench_allocation_count()
            let reported = clock == .cpu ? cpuEnd - cpuStart : end - start
            do {
                try run.finish(result)
            } catch {
                throw BenchmarkFailure("\(workload.name) / \(implementation.kind.rawValue): \(error)")
            }
            if round >= warmup {
                measurements[index].nanoseconds.append(reported)
                measurements[index].wallNanoseconds.append(end - start)
                measurements[index].cpuNanoseconds.append(cpuEnd - cpuStart)
                measurements[index].allocations.append(allocationsAfter - allocationsBefore)
            }
            line += String(format: "  %@ %.1f ms", implementation.kind.rawValue, Double(reported) / 1e6)
        }
        log(line)
    }
    return measurements
}
