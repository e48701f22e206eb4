import Foundation
import SQLContext

/// What happened at one fault point.
struct FaultPoint {
    /// The point: the Nth call failed (0: none, the counting run).
    var n: Int
    /// Calls of the fault's kind during the workload.
    var calls = 0
    /// Calls that were failed.
    var failures = 0
    /// The workload returned.
    var completed = false
    /// The SQLError the workload threw.
    var error: SQLError?
    /// The context answered and wrote again after the error (nil: there was no context, or no error).
    var usableAfter: Bool?
    /// The error of the check after the fault, when the context did not work again.
    var errorAfter: SQLError?
    /// What is wrong: each line is a problem the test reports.
    var problems: [String] = []
    /// Committed transactions missing from the reopened file.
    var lost = 0
    /// Transactions that threw but are in the reopened file, or unknown ones.
    var phantom = 0
}

extension FaultPoint {
    /// Runs `workload` once with the `n`th call of `kind` failing, then checks the context and
    /// the reopened file with faults off.
    static func run(_ workload: any FaultWorkload, kind: FaultKind, n: Int, journal: String, folder: String)
        -> FaultPoint
    {
        var point = FaultPoint(n: n)
        let run = FaultRun(directory: folder, journal: journal)
        run.disarm = { kind.disarm() }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try workload.prepare(run)
        } catch {
            point.problems.append("the set-up failed with no fault: \(error)")
            return point
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var context: SQLContext?
        if !workload.opensUnderFault {
            do {
                context = try SQLContext(path: run.path)
                // WAL stays with the file; TRUNCATE is the connection's, set again here.
                if run.journal == "truncate" { _ = try context?.query(sql: "PRAGMA journal_mode = truncate") }
            } catch {
                point.problems.append("opening the prepared file failed with no fault: \(error)")
                return point
            }
        }
        kind.arm(n)
        do {
            if context == nil { context = try SQLContext(path: run.path) }
            if let context { try workload.perform(run, context) }
            point.completed = true
        } catch let error as SQLError {
            point.error = error
        } catch let error as WrongResult {
            point.problems.append("wrong result returned as success: \(error)")
        } catch {
            point.problems.append("threw \(type(of: error)), not an SQLError: \(error)")
        }
        kind.disarm()
        point.calls = kind.calls
        point.failures = kind.failures
        if let error = point.error {
            if point.failures == 0 { point.problems.append("threw with no fault injected: \(error)") }
            if let context { point.checkUsable(context, run) }
        }
        context?.close()
        point.verifyReopened(workload, run)
        return point
    }

    /// After an error: the same context reads and writes again, faults off.
    mutating func checkUsable(_ context: SQLContext, _ run: FaultRun) {
        do {
            _ = try integer(context, "SELECT count(*) FROM sqlite_master")
            try run.transaction(context, items: 0) { _ in try context.exec(sql: FaultRun.schema) }
            usableAfter = true
        } catch let error as SQLError {
            usableAfter = false
            errorAfter = error
        } catch {
            problems.append("the check after the fault threw \(error)")
        }
    }

    /// Reopens the file with faults off: integrity_check ok, the ledger holds exactly the
    /// transactions that returned, each with its items, and the workload's own checks pass.
    mutating func verifyReopened(_ workload: any FaultWorkload, _ run: FaultRun) {
        do {
            let context = try SQLContext(path: run.path)
            defer { context.close() }
            let check = try context.query(sql: "PRAGMA integrity_check")
            if check != [[.text("ok")]] { problems.append("integrity_check after reopening: \(check)") }
            let hasLedger =
                try integer(
                    context, "SELECT count(*) FROM sqlite_master WHERE name IN ('ledger', 'item')") == 2
            var present: Set<Int64> = []
            var items: [Int64: Int] = [:]
            if hasLedger {
                present = Set(try context.query(sql: "SELECT id FROM ledger").compactMap { $0.first?.longValue })
                for row in try context.query(sql: "SELECT txn, count(*) FROM item GROUP BY txn") {
                    if let txn = row[0].longValue, let count = row[1].longValue { items[txn] = Int(count) }
                }
            }
            let missing = run.committed.subtracting(present)
            let extra = present.subtracting(run.committed)
            lost = missing.count
            phantom = extra.count
            if !missing.isEmpty {
                problems.append("lost: transactions \(missing.sorted()) returned but are not in the file")
            }
            if !extra.isEmpty {
                let threw = extra.intersection(run.failed)
                problems.append("phantom: transactions \(extra.sorted()) are in the file (\(threw.sorted()) threw)")
            }
            for (txn, count) in items where (present.contains(txn) ? run.itemsPerTransaction[txn] ?? -1 : 0) != count {
                problems.append("transaction \(txn) has \(count) items, not \(run.itemsPerTransaction[txn] ?? 0)")
            }
            for txn in present where (run.itemsPerTransaction[txn] ?? 0) > 0 && items[txn] == nil {
                problems.append("transaction \(txn) has no items, not \(run.itemsPerTransaction[txn] ?? 0)")
            }
            problems += try workload.verify(run, context, completed: completed)
        } catch {
            problems.append("reopening with faults off failed: \(error)")
        }
    }
}
