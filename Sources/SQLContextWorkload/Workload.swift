import Foundation
import SQLContext

/// Runs the mode a command line names.
public enum Workload {
    /// Runs `arguments` and returns the exit status: 0 success, 1 failure, 2 bad arguments.
    public static func run(_ arguments: WorkloadArguments) -> Int32 {
        if let problem = arguments.problem { return usage(problem) }
        guard let path = arguments.string("db") else { return usage("--db PATH is required") }
        do {
            switch arguments.mode {
            case "writer":
                guard let journal = JournalMode(rawValue: arguments.string("journal") ?? "delete"),
                    journal == .delete || journal == .wal
                else { return usage("--journal must be delete or wal") }
                let synchronous = arguments.string("synchronous") ?? (journal == .wal ? "normal" : "full")
                guard synchronous == "full" || synchronous == "normal" else {
                    return usage("--synchronous must be full or normal")
                }
                guard let rows = arguments.integer("rows", default: 1000), rows > 0,
                    let maxBatches = arguments.integer("max-batches", default: 2000), maxBatches > 0
                else { return usage("--rows and --max-batches take positive integers") }
                let writer = CrashWriter(
                    path: path, journal: journal, synchronous: synchronous, rowsPerBatch: rows,
                    maxBatches: maxBatches)
                try writer.run()
            case "replicated-writer":
                guard let rows = arguments.integer("rows", default: 100), rows > 0,
                    let maxBatches = arguments.integer("max-batches", default: 1_000_000), maxBatches > 0,
                    let pause = arguments.integer("pause-ms", default: 0), pause >= 0, pause < 1000
                else { return usage("--rows and --max-batches take positive integers, --pause-ms 0 to 999") }
                try ReplicatedWriter(path: path, rowsPerBatch: rows, maxBatches: maxBatches, pauseMilliseconds: pause)
                    .run()
            case "txn-writer":
                guard let writer = arguments.integer("writer", default: -1), writer >= 0,
                    let transactions = arguments.integer("transactions", default: 2000), transactions > 0,
                    let rows = arguments.integer("rows", default: 4), rows > 0
                else { return usage("--writer K (K >= 0), --transactions and --rows take positive integers") }
                let result = try LedgerWriter(path: path, writer: writer, rowsPerTransaction: rows)
                    .run(transactions: transactions)
                Output.line(result.description)
                return result.errors == 0 ? 0 : 1
            case "reader":
                guard let writers = arguments.integer("writers", default: 4), writers > 0,
                    let transactions = arguments.integer("transactions", default: 2000), transactions > 0,
                    let rows = arguments.integer("rows", default: 4), rows > 0
                else { return usage("--writers, --transactions and --rows take positive integers") }
                let result = try LedgerReader(path: path, rowsPerTransaction: rows)
                    .run(untilTransactions: writers * transactions)
                Output.line(result.description)
                return result.errors == 0 ? 0 : 1
            case "probe":
                Output.line(probe(path))
            default:
                return usage("unknown mode '" + arguments.mode + "'")
            }
        } catch {
            Output.error("sqlcontext-workload " + arguments.mode + ": \(error)")
            return 1
        }
        return 0
    }

    /// Reads the schema once with no busy timeout: `tables=N`, or `busy` when another process
    /// holds a lock that keeps this one out (`SQLITE_BUSY`), or `error=…` for another error.
    static func probe(_ path: String) -> String {
        do {
            let context = try SQLContext(path: path, flags: [.readOnly])
            defer { context.close() }
            let count = try context.query(sql: "SELECT count(*) FROM sqlite_master").first?.first?.longValue ?? -1
            return "tables=\(count)"
        } catch let error as SQLError where error.isBusy {
            return "busy"
        } catch {
            return "error=\(error)"
        }
    }

    private static func usage(_ problem: String) -> Int32 {
        Output.error("sqlcontext-workload: " + problem)
        Output.error(
            """
            usage: sqlcontext-workload writer --db PATH --journal delete|wal [--synchronous full|normal]
                                              [--rows 1000] [--max-batches 2000]
                   sqlcontext-workload replicated-writer --db PATH [--rows 100] [--max-batches N] [--pause-ms 0]
                   sqlcontext-workload txn-writer --db PATH --writer K [--transactions 2000] [--rows 4]
                   sqlcontext-workload reader --db PATH --writers 4 [--transactions 2000] [--rows 4]
                   sqlcontext-workload probe --db PATH
            """)
        return 2
    }
}
