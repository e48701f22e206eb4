import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// Faults survived (issue 32): every workload of `sqlcontext-faults`, in rollback-journal and WAL
/// mode, with the Nth I/O call failing (`xRead`, `xWrite`, `xSync`, `xTruncate`, `xFileSize`,
/// `xLock` with their `SQLITE_IOERR_*` code, `xWrite` with `SQLITE_FULL`) and with the Nth
/// allocation failing (`SQLITE_NOMEM`), for N = 1, 2, … until a run hits no fault. The sweeps run
/// in a child process: the failing allocator is process-wide.
///
/// Under CI each sweep runs about ``sampledPoints`` points spread evenly over the workload's calls;
/// `RELIABILITY_FULL=1` runs every point (the figures of the Reliability article).
@Suite struct FaultInjectionTests {
    static let workloads = ["open", "batch", "records", "function", "backup", "blob", "pool"]
    static let journals = ["delete", "wal"]
    static let ioFaults = ["read", "write", "sync", "truncate", "filesize", "lock", "full"]
    /// Points per sweep unless `RELIABILITY_FULL` is set.
    static let sampledPoints = 15
    static var full: Bool {
        let value = ProcessInfo.processInfo.environment["RELIABILITY_FULL"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The I/O faults, one sweep per kind.
    @Test(arguments: workloads, journals)
    func ioErrors(workload: String, journal: String) throws {
        for fault in Self.ioFaults { try sweep(workload: workload, journal: journal, fault: fault) }
    }

    /// A failing `xTruncate`: in `TRUNCATE` journal mode, where each commit truncates the
    /// rollback journal (the other modes truncate only as a WAL database closes).
    @Test(arguments: workloads)
    func truncateInTruncateJournalMode(workload: String) throws {
        try sweep(workload: workload, journal: "truncate", fault: "truncate")
    }

    /// Out of memory at every allocation.
    @Test(arguments: workloads, journals)
    func outOfMemory(workload: String, journal: String) throws {
        try sweep(workload: workload, journal: journal, fault: "oom")
    }

    /// A changeset applied, with every I/O fault and out of memory, where SQLite has the session
    /// extension (of the matrix, only the system's); elsewhere `sqlcontext-faults` must not offer
    /// the workload.
    @Test(arguments: journals)
    func changesetApply(journal: String) throws {
        let hasSessions = try SQLContext().supports(.sessions)
        let listed = try WorkloadProcess(["workloads"], executable: "sqlcontext-faults").finish(seconds: 60)
        #expect(listed.status == 0)
        #expect(listed.lines.contains("changeset") == hasSessions, "\(listed.lines)")
        if let build = SQLiteBuild.current, let expected = build.expectedAnswer("sessions") {
            #expect(hasSessions == expected, "\(build)")
        }
        guard hasSessions else { return }
        for fault in Self.ioFaults + ["oom"] { try sweep(workload: "changeset", journal: journal, fault: fault) }
    }

    /// Runs one sweep and checks its summary: every point threw the fault's code (or returned
    /// with its results checked, where SQLite absorbed the fault), the context worked again after
    /// each error, and the reopened files lost no transaction and gained none.
    func sweep(workload: String, journal: String, fault: String) throws {
        let directory = try TemporaryDirectory("FaultInjection")
        defer { directory.remove() }
        let sampling = Self.full ? ["--every", "1"] : ["--points", String(Self.sampledPoints)]
        let arguments =
            ["sweep", "--workload", workload, "--journal", journal, "--fault", fault, "--dir", directory.path]
            + sampling
        let outcome = try WorkloadProcess(arguments, executable: "sqlcontext-faults").finish(seconds: 600)
        let reproduce =
            "SQLFFI_LIBRARY=\(ProcessInfo.processInfo.environment["SQLFFI_LIBRARY"] ?? "") sqlcontext-faults "
            + arguments.joined(separator: " ")
        let problems = outcome.lines.filter { $0.hasPrefix("problem ") || $0.contains("right=false") }
        let report = "\(reproduce)\n" + problems.prefix(20).joined(separator: "\n") + "\n" + outcome.errors
        #expect(!outcome.timedOut, "the sweep hung: \(report)")
        #expect(!outcome.killedBySignal, "the sweep crashed (signal \(outcome.status)): \(report)")
        #expect(outcome.status == 0, "the sweep found problems: \(report)")
        let summary = outcome.values(of: "rightCode")
        guard let points = summary["points"], let threw = summary["threw"], let rightCode = summary["rightCode"],
            let absorbed = summary["absorbed"], let usable = summary["usable"], let noContext = summary["noContext"],
            let calls = summary["calls"]
        else {
            Issue.record("no summary line: \(report)\n\(outcome.output)")
            return
        }
        // Every point failed a call: the workload threw, or SQLite absorbed the fault.
        #expect(points == threw + absorbed, "\(report)")
        #expect(calls == 0 ? points == 0 : points > 0, "calls=\(calls) points=\(points): \(report)")
        // The same context read and wrote again after every error, or the error came from opening it.
        #expect(usable + noContext == threw, "\(report)")
        #expect(summary["reopen"] == 0, "\(report)")
        #expect(summary["lost"] == 0, "\(report)")
        #expect(summary["phantom"] == 0, "\(report)")
        #expect(summary["problems"] == 0, "\(report)")
        // The fault's code, except where sqlite3_blob_open reads the schema: SQLite reports a
        // failure there as SQLITE_ERROR (1) with the I/O error's message.
        let wrongCodes = codes(in: outcome).filter { $0.key != Self.expectedCode(fault) }
        if workload == "blob" && ["read", "filesize", "lock"].contains(fault) {
            #expect(Set(wrongCodes.keys).isSubset(of: [1]), "\(wrongCodes): \(report)")
        } else {
            #expect(rightCode == threw, "\(report)")
        }
    }

    static func expectedCode(_ fault: String) -> Int64 {
        ["read": 266, "write": 778, "sync": 1034, "truncate": 1546, "filesize": 1802, "lock": 3850, "full": 13][fault]
            ?? 7
    }

    /// The `codes=code:count,…` field of the summary.
    func codes(in outcome: WorkloadOutcome) -> [Int64: Int64] {
        guard let line = outcome.lines.last(where: { $0.hasPrefix("summary ") }),
            let field = line.split(separator: " ").first(where: { $0.hasPrefix("codes=") })
        else { return [:] }
        var codes: [Int64: Int64] = [:]
        for pair in field.dropFirst("codes=".count).split(separator: ",") {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let code = Int64(parts[0]), let count = Int64(parts[1]) { codes[code] = count }
        }
        return codes
    }
}
