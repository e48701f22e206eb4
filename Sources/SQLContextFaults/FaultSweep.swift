import FaultInjection
import Foundation
import SQLContext
import SQLFFI

/// The `sweep` command: every fault point of one workload, journal mode and fault kind.
enum FaultSweep {
    static func main(_ arguments: [String]) -> Int32 {
        // `workloads`: the workloads the loaded SQLite can run, one per line.
        if arguments == ["workloads"] {
            let hasSessions = (try? SQLContext().supports(.sessions)) ?? false
            for name in FaultWorkloads.all.keys.sorted() where name != "changeset" || hasSessions { printLine(name) }
            return 0
        }
        var options: [String: String] = [:]
        var index = 1
        while index + 1 < arguments.count, arguments[index].hasPrefix("--") {
            options[String(arguments[index].dropFirst(2))] = arguments[index + 1]
            index += 2
        }
        guard arguments.first == "sweep", index == arguments.count,
            let workloadName = options["workload"], let workload = FaultWorkloads.all[workloadName],
            let journal = options["journal"], ["delete", "wal", "truncate"].contains(journal),
            let kindName = options["fault"], let kind = FaultKind(rawValue: kindName),
            let folder = options["dir"],
            var every = Int(options["every"] ?? "1"), every > 0, let points = Int(options["points"] ?? "0"),
            points >= 0,
            let first = Int(options["first"] ?? "1"), first > 0
        else {
            printLine(
                "usage: sqlcontext-faults sweep --workload NAME --journal delete|wal|truncate --fault KIND --dir DIR [--every K | --points P] [--first N]"
            )
            return 2
        }
        let library: SQLiteLibrary
        do {
            library = try SQLiteLibrary.load()
        } catch {
            printLine("setup-failed: \(error)")
            return 2
        }
        // The allocator first: sqlite3_initialize registers SQLite's own default VFS again.
        let installed = kind == .oom ? fault_malloc_install(library.path) : fault_vfs_install(library.path)
        if installed != 0 {
            printLine("setup-failed: installing the \(kind == .oom ? "allocator" : "VFS") returned \(installed)")
            return 2
        }
        let label = "workload=\(workloadName) journal=\(journal) fault=\(kind.rawValue)"
        let clean = FaultPoint.run(workload, kind: kind, n: 0, journal: journal, folder: folder + "/clean")
        if !clean.completed || !clean.problems.isEmpty {
            printLine("problem \(label) n=0 (no fault): \(clean.error.map { "\($0)" } ?? "") \(clean.problems)")
            return 1
        }
        // A sample of about `points` points, evenly spread, when asked for.
        if points > 0 { every = max(1, (clean.calls + points - 1) / points) }
        var summary = FaultSummary(label: label, calls: clean.calls, sqlite: library.version)
        summary.every = every
        var n = first
        while n <= 1_000_000 {
            let point = FaultPoint.run(workload, kind: kind, n: n, journal: journal, folder: folder + "/n\(n)")
            if point.failures == 0 && point.problems.isEmpty { break }
            summary.add(point, kind: kind)
            printLine(summary.line(for: point, kind: kind))
            for problem in point.problems { printLine("problem \(label) n=\(n): \(problem)") }
            n += every
        }
        printLine(summary.line)
        return summary.problems == 0 ? 0 : 1
    }

    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
