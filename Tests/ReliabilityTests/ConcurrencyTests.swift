import Foundation
import SQLContext
import Testing
import sqlcontext_workload

/// Many writers and readers on one WAL database: every transaction lands whole, no reader sees
/// part of one, and with a busy timeout no `SQLITE_BUSY` reaches the caller.
///
/// Each transaction writes a few rows tagged with its number and, in the same transaction, adds
/// to its writer's counters; a reader checks within one read transaction that the rows and the
/// counters agree (see `Ledger`), which fails if it ever sees a partial transaction.
@Suite("Concurrency")
struct ConcurrencyTests {
    /// Rows per transaction: small, so that 8 000 transactions fit on a busy 2-core machine.
    static let rowsPerTransaction: Int64 = 4

    @Test("4 writer processes and 4 reader processes on one WAL database")
    func writerAndReaderProcesses() throws {
        let directory = try TemporaryDirectory("concurrency-processes")
        defer { directory.remove() }
        let path = directory.file("ledger.db")
        let writers: Int64 = 4
        let readers = 4
        let transactions = ReliabilityConfig.transactionsPerWriter
        let setup = try SQLContext(path: path)
        try Ledger.create(setup, writers: writers)
        setup.close()

        let start = Date()
        var processes: [WorkloadProcess] = []
        for writer in 0..<writers {
            processes.append(
                try WorkloadProcess([
                    "txn-writer", "--db", path, "--writer", String(writer), "--transactions", String(transactions),
                    "--rows", String(Self.rowsPerTransaction),
                ]))
        }
        for _ in 0..<readers {
            processes.append(
                try WorkloadProcess([
                    "reader", "--db", path, "--writers", String(writers), "--transactions", String(transactions),
                    "--rows", String(Self.rowsPerTransaction),
                ]))
        }
        let outcomes = processes.map { $0.finish() }
        for outcome in outcomes { #expect(!outcome.timedOut, "a worker did not finish within the deadline") }
        let seconds = Date().timeIntervalSince(start)

        var busy: Int64 = 0
        var checks: Int64 = 0
        for (index, outcome) in outcomes.enumerated() {
            #expect(
                !outcome.killedBySignal && outcome.status == 0,
                "process \(index) ended with \(outcome.status): \(outcome.output) \(outcome.errors)")
            if index < Int(writers) {
                let values = outcome.values(of: "writer")
                #expect(values["transactions"] == transactions, "\(outcome.output) \(outcome.errors)")
                #expect(values["errors"] == 0, "\(outcome.errors)")
                busy += values["busy"] ?? 1
            } else {
                let values = outcome.values(of: "checks")
                #expect(values["violations"] == 0, "a reader saw a partial transaction: \(outcome.errors)")
                #expect(values["errors"] == 0, "\(outcome.errors)")
                #expect((values["checks"] ?? 0) > 0)
                #expect(values["seen"] == writers * transactions)
                busy += values["busy"] ?? 1
                checks += values["checks"] ?? 0
            }
        }
        #expect(busy == 0, "SQLITE_BUSY reached the caller \(busy) times despite the busy timeout")

        let final = try SQLContext(path: path)
        defer { final.close() }
        let snapshot = try Ledger.check(final, rowsPerTransaction: Self.rowsPerTransaction)
        #expect(snapshot.violations.isEmpty, "\(snapshot.violations)")
        #expect(snapshot.totalTransactions == writers * transactions)
        let rows = try scalar(final, "SELECT count(*) FROM ledger_items").longValue
        #expect(rows == writers * transactions * Self.rowsPerTransaction)
        #expect(try integrityCheck(final) == "ok")
        print(
            "concurrency: \(writers) writer processes × \(transactions) transactions (\(rows ?? 0) rows) and"
                + " \(readers) reader processes (\(checks) consistent reads) in \(Int(seconds)) s; SQLITE_BUSY seen: \(busy)"
        )
    }

    @Test("8 threads, each with its own SQLContext, on one file")
    func threadsWithTheirOwnContexts() throws {
        let directory = try TemporaryDirectory("concurrency-threads")
        defer { directory.remove() }
        let path = directory.file("ledger.db")
        let threads = 8
        let transactions = max(1, ReliabilityConfig.transactionsPerWriter / 4)
        let setup = try SQLContext(path: path)
        try Ledger.create(setup, writers: Int64(threads))
        setup.close()

        let results = LockedBox<[String]>([])
        let busy = LockedBox<Int64>(0)
        let start = Date()
        let finished = runThreads(threads) { index in
            do {
                let context = try SQLContext(path: path)
                defer { context.close() }
                try context.setBusyTimeout(milliseconds: 60_000)
                var committed: Int64 = 0
                var reads = 0
                while committed < transactions {
                    do {
                        try Ledger.writeTransaction(
                            context, writer: Int64(index), txn: committed + 1, rows: Self.rowsPerTransaction)
                        committed += 1
                        if committed % 10 == 0 {
                            let snapshot = try Ledger.check(context, rowsPerTransaction: Self.rowsPerTransaction)
                            reads += 1
                            if !snapshot.violations.isEmpty {
                                results.update { $0.append("thread \(index): \(snapshot.violations)") }
                            }
                        }
                    } catch let error as SQLError where error.isBusy {
                        // Each busy failure waited out a 60 s timeout: a thousand of them is a hang.
                        busy.update { $0 += 1 }
                        if busy.get() > 1_000 {
                            results.update { $0.append("thread \(index): busy more than 1 000 times") }
                            return
                        }
                    }
                }
            } catch {
                results.update { $0.append("thread \(index): \(error)") }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        #expect(finished, "the threads did not finish within the deadline")
        #expect(results.get().isEmpty, "\(results.get())")
        #expect(busy.get() == 0, "SQLITE_BUSY reached the caller \(busy.get()) times")

        let final = try SQLContext(path: path)
        defer { final.close() }
        let snapshot = try Ledger.check(final, rowsPerTransaction: Self.rowsPerTransaction)
        #expect(snapshot.violations.isEmpty, "\(snapshot.violations)")
        #expect(snapshot.totalTransactions == Int64(threads) * transactions)
        for writer in 0..<Int64(threads) { #expect(snapshot.transactions[writer] == transactions) }
        #expect(try integrityCheck(final) == "ok")
        print(
            "concurrency: \(threads) threads × \(transactions) transactions in \(Int(seconds)) s; SQLITE_BUSY seen: \(busy.get())"
        )
    }
}
