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
// With --rounds N (default 1) every commit-rate configuration runs N times (those with observers
// of another table 3 N times), the configurations of an implementation taking turns; the median
// rate is reported, and the median of each run's ratio to the 0-observer run of its pass: one
// run of a few thousand commits varies by more than the 5 % the unrelated-observer target is
// about, and the machine drifts between runs.
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
// In rounds, the implementations taking turns (the latency of one changes with the machine's
// load over seconds): with --rounds N, N runs of latencySamples / N commits each, after 5 commits
// of each run that are not counted (the first fetches compile their statements).
let latencyRuns = min(rounds, latencySamples)
let latencyWarmUp = 5
print(
    "latency: a commit until the observer has its value, \(latencySamples) commits"
        + (latencyRuns > 1 ? " in \(latencyRuns) runs, the implementations taking turns" : ""))
print()
print("| implementation | median µs | p99 µs |")
print("| --- | ---: | ---: |")
var latencySamplesOf: [String: [Double]] = [:]
for run in 0..<latencyRuns {
    for implementation in implementations {
        let samples = try await implementation.latencies(
            path: freshPath("latency-\(implementation.name)-\(run)"),
            count: latencyWarmUp + latencySamples / latencyRuns)
        latencySamplesOf[implementation.name, default: []] += samples.dropFirst(latencyWarmUp)
    }
}
for implementation in implementations {
    let sorted = (latencySamplesOf[implementation.name] ?? [0]).sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    latencies[implementation.name] = (median, p99)
    print("| \(implementation.name) | \(String(format: "%.1f", median)) | \(String(format: "%.1f", p99)) |")
}

print()
print(
    "commit rate: \(commits) one-row write transactions, with observers of another table or of the one written"
        + "; medians of \(rounds * 3) runs with observers of another table (0 included), of \(rounds) with "
        + "observers of the table written; the ratio is each run's to the 0-observer run of its pass")
print()
print("| implementation | observers | of | commits/s | ratio to 0 observers (paired) |")
print("| --- | ---: | --- | ---: | ---: |")
var rates: [String: Double] = [:]
var ratios: [String: Double] = [:]
/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
for implementation in implementations {
    // A warm-up run, not reported: the first run of each implementation is the slowest.
    _ = try await implementation.commitRate(
        path: freshPath("warm-up-\(implementation.name)"), commits: commits, observers: 0, related: false)
    // A round is three passes over 0, 1, 10 and 100 observers of another table, then one over
    // 1, 10 and 100 of the table written (the slow ones). Each run's ratio is to the 0-observer
    // run of its pass (for the table written, of the round's last pass), so that the machine's
    // drift between runs (a few percent over seconds here) cancels; the table gives the median
    // rate and the median of the ratios.
    let unrelated = [0, 1, 10, 100].map { ($0, false) }
    let related = [1, 10, 100].map { ($0, true) }
    let unrelatedPasses = 3
    var runs: [String: [Double]] = [:]
    var runRatios: [String: [Double]] = [:]
    for round in 0..<rounds {
        var alone = 0.0
        for pass in 0...unrelatedPasses {
            // The passes over another table's observers start at a different configuration each
            // time, so that none always runs first or last.
            let start = (round * unrelatedPasses + pass) % unrelated.count
            let order =
                pass < unrelatedPasses ? Array(unrelated[start...]) + Array(unrelated[..<start]) : related
            var passRates: [Int: Double] = [:]
            for (count, isRelated) in order {
                let rate = try await implementation.commitRate(
                    path: freshPath("rate-\(implementation.name)-\(count)-\(isRelated)-\(round)-\(pass)"),
                    commits: commits, observers: count, related: isRelated)
                runs["\(count) \(isRelated)", default: []].append(rate)
                passRates[count] = rate
            }
            if let rate = passRates[0] { alone = rate }
            for (count, isRelated) in order {
                runRatios["\(count) \(isRelated)", default: []].append((passRates[count] ?? 0) / alone)
            }
        }
    }
    for (count, isRelated) in unrelated + related {
        let key = "\(count) \(isRelated)"
        let rate = median(runs[key] ?? [0])
        let ratio = median(runRatios[key] ?? [0])
        rates["\(implementation.name) \(key)"] = rate
        ratios["\(implementation.name) \(key)"] = ratio
        print(
            "| \(implementation.name) | \(count) | \(isRelated ? "the table written" : "another table") | "
                + "\(String(format: "%.0f", rate)) | \(String(format: "%.3f", ratio)) |")
    }
}

print()
func target(_ met: Bool, _ text: String) { print((met ? "  met     " : "  MISSED  ") + text) }
if let pool = latencies["sqlpool"], let grdb = latencies["grdb"] {
    target(pool.median <= grdb.median, "sqlpool median latency ≤ GRDB's: \(pool.median) µs vs \(grdb.median) µs")
    target(pool.p99 <= grdb.p99, "sqlpool p99 latency ≤ GRDB's: \(pool.p99) µs vs \(grdb.p99) µs")
}
for name in ["sqlpool", "sqlcontext"] {
    if let ratio = ratios["\(name) 100 false"] {
        target(
            ratio >= 0.95,
            "\(name): 100 observers of another table cost the writer under 5 %: \(String(format: "%.1f", (1 - ratio) * 100)) %"
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
