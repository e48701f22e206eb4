import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing
import sqlcontext_workload

/// The pool and another process writing the same WAL file: both wait for each other's lock
/// (busy timeout) instead of failing, and the file stays consistent.
@Suite struct SecondProcessTests {
    /// The folder that holds the built products: the test bundle and the package's executables.
    static func productsDirectory() -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    @Test func anotherProcessWritesTheSameFileWhileThePoolRuns() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("ledger.db")
        let transactions: Int64 = 300
        let rows: Int64 = 4
        let setup = try SQLContext(path: path)
        try Ledger.create(setup, writers: 2)
        setup.close()

        // Writer 0: the other process; writer 1: the pool.
        let process = Process()
        process.executableURL = Self.productsDirectory().appendingPathComponent("sqlcontext-workload")
        process.arguments = [
            "txn-writer", "--db", path, "--writer", "0", "--transactions", String(transactions), "--rows", String(rows),
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = PipeReader(output)

        let pool = try SQLPool(path: path)
        defer { pool.close() }
        let violations = try await withThrowingTaskGroup(of: [String].self) { group in
            group.addTask {
                for txn in 1...transactions {
                    try await pool.write { context in
                        try Ledger.writeTransaction(context, writer: 1, txn: txn, rows: rows)
                    }
                }
                return []
            }
            for _ in 0..<4 {
                group.addTask {
                    var found: [String] = []
                    for _ in 0..<50 {
                        found += try await pool.read { context in
                            try Ledger.check(context, rowsPerTransaction: rows).violations
                        }
                    }
                    return found
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        process.waitUntilExit(orTerminateAfter: 600)
        let printed = String(decoding: reader.all(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(printed.contains("transactions=\(transactions)") && printed.contains("errors=0"), "\(printed)")
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        let (finalViolations, committed, integrity) = try await pool.read { context in
            let snapshot = try Ledger.check(context, rowsPerTransaction: rows)
            return (snapshot.violations, snapshot.transactions, try context.query(sql: "PRAGMA integrity_check"))
        }
        #expect(finalViolations.isEmpty)
        #expect(committed == [0: transactions, 1: transactions])  // 0 lost writes
        #expect(integrity == [[.text("ok")]])
    }
}
