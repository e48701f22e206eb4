// sqlcontext-live-bench: live queries (issue 33) against GRDB 7.10's ValueObservation, on the same
// WAL database and SQLite library, in one process:
//
//   latency       a commit of the writer until the observer has the new value (median, p99),
//                 for SQLPool.observe (a reader fetches), SQLContext.observe (the committing
//                 connection fetches, before the write call returns) and GRDB's ValueObservation
//                 on a DatabasePool
//   commit rate   1-row write transactions per second with 0, 1, 10 and 100 observers of an
//                 unrelated table, and of the table written
//
// Every connection runs PRAGMA synchronous = NORMAL (WAL).
//
//     sqlcontext-live-bench [--commits N] [--rounds N] [--ci]
//
// With --rounds N (default 1) every commit-rate configuration runs N times, the configurations
// of an implementation taking turns, and the median rate is reported: one run of a few thousand
// commits varies by more than the 5 % the unrelated-observer target is about.
//
// Every observer's last value is checked against the final row count; a wrong one exits 1. The
// issue's targets are printed as met/MISSED lines and fail nothing.
import Foundation

var commits = 2_000
var latencySamples = 500
var rounds = 1
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--commits": commits = Int(arguments.popFirst() ?? "") ?? -1
    case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? -1
    case "--ci":
        commits = 100
        latencySamples = 20
    case "-h", "--help":
        print("usage: sqlcontext-live-bench [--commits N] [--rounds N] [--ci]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("sqlcontext-live-bench: unknown argument \(argument)\n".utf8))
        exit(1)
    }
}
guard rounds > 0 else {
    FileHandle.standardError.write(Data("sqlcontext-live-bench: --rounds needs a positive number\n".utf8))
    exit(1)
}
guard commits > 0 else {
    FileHandle.standardError.write(Data("sqlcontext-live-bench: --commits needs a positive number\n".utf8))
    exit(1)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

/// A fresh database file for one measurement.
func freshPath(_ name: String) -> String { directory.appendingPathComponent(name + ".db").path }

let implementations: [any LiveImplementation] = [SQLPoolLive(), SQLContextLive(), GRDBLive()]
var latencies: [String: (median: Double, p99: Double)] = [:]
print("latency: a commit until the observer has its value, \(latencySamples) commits")
print()
print("| implementation | median µs | p99 µs |")
print("| --- | ---: | ---: |")
for implementation in implementations {
    let samples = try await implementation.latencies(
        path: freshPath("latency-" + implementation.name), count: latencySamples)
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    latencies[implementation.name] = (median, p99)
    print("| \(implementation.name) | \(String(format: "%.1f", median)) | \(String(format: "%.1f", p99)) |")
}

print()
print(
    "commit rate: \(commits) one-row write transactions, with observers of another table or of the one written"
        + (rounds > 1 ? "; the median of \(rounds) runs" : ""))
print()
print("| implementation | observers | of | commits/s | ratio to 0 observers |")
print("| --- | ---: | --- | ---: | ---: |")
var rates: [String: Double] = [:]
for implementation in implementations {
    // A warm-up run, not reported: the first run of each implementation is the slowest.
    _ = try await implementation.commitRate(
        path: freshPath("warm-up-\(implementation.name)"), commits: commits, observers: 0, related: false)
    let configurations = [(0, false), (1, false), (10, false), (100, false), (1, true), (10, true), (100, true)]
    var runs: [[Double]] = Array(repeating: [], count: configurations.count)
    for round in 0..<rounds {
        for (index, (count, related)) in configurations.enumerated() {
            let rate = try await implementation.commitRate(
                path: freshPath("rate-\(implementation.name)-\(count)-\(related)-\(round)"), commits: commits,
                observers: count, related: related)
            runs[index].append(rate)
        }
    }
    var alone = 0.0
    for (index, (count, related)) in configurations.enumerated() {
        let sorted = runs[index].sorted()
        let rate = sorted[sorted.count / 2]
        if count == 0 { alone = rate }
        rates["\(implementation.name) \(count) \(related)"] = rate
        print(
            "| \(implementation.name) | \(count) | \(related ? "the table written" : "another table") | "
                + "\(String(format: "%.0f", rate)) | \(String(format: "%.3f", rate / alone)) |")
    }
}

print()
func target(_ met: Bool, _ text: String) { print((met ? "  met     " : "  MISSED  ") + text) }
if let pool = latencies["sqlpool"], let grdb = latencies["grdb"] {
    target(pool.median <= grdb.median, "sqlpool median latency ≤ GRDB's: \(pool.median) µs vs \(grdb.median) µs")
    target(pool.p99 <= grdb.p99, "sqlpool p99 latency ≤ GRDB's: \(pool.p99) µs vs \(grdb.p99) µs")
}
for name in ["sqlpool", "sqlcontext"] {
    if let alone = rates["\(name) 0 false"], let unrelated = rates["\(name) 100 false"] {
        target(
            unrelated >= alone * 0.95,
            "\(name): 100 observers of another table cost the writer under 5 %: \(String(format: "%.1f", (1 - unrelated / alone) * 100)) %"
        )
    }
}
for count in [1, 10, 100] {
    for related in [false, true] {
        if let ours = rates["sqlpool \(count) \(related)"], let grdb = rates["grdb \(count) \(related)"] {
            target(
                ours >= grdb,
                "sqlpool commit rate with \(count) observers of \(related ? "the table written" : "another table") ≥ GRDB's: \(String(format: "%.0f", ours)) vs \(String(format: "%.0f", grdb))"
            )
        }
    }
}
