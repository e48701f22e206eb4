import Dispatch
import Foundation
import SQLContext
import SQLContextPool

/// A pool with a writer and two readers: opened under the fault, three write transactions of
/// five rows, each followed by two reads at once that must see it. After an error the pool must
/// work again (a read and a write transaction, faults off) before the error is passed on.
struct PoolWorkload: FaultWorkload {
    func prepare(_ run: FaultRun) throws { try prepareSchema(run) }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        var configuration = SQLPool.Configuration()
        configuration.readerCount = 2
        let pool = try SQLPool(path: run.path, configuration: configuration)
        defer { pool.close() }
        do {
            for _ in 0..<3 {
                // The pool's write is the transaction: the ledger records what it returns.
                try run.record(items: 5) { id in
                    try pool.write { writer in
                        for index in 0..<5 {
                            try writer.exec(
                                sql: "INSERT INTO item(txn, name, n) VALUES (?, ?, ?)",
                                parameters: [.long(id), .text("pooled \(index)"), .long(Int64(index))])
                        }
                        try FaultRun.insertLedger(id, writer)
                    }
                }
                try readTwice(pool, expected: Int64(run.committed.count))
            }
        } catch {
            run.disarm()
            do {
                try readTwice(pool, expected: Int64(run.committed.count))
                try run.record(items: 0) { id in try pool.write { writer in try FaultRun.insertLedger(id, writer) } }
            } catch let after {
                throw PoolUnusable(description: "the pool did not work again after \(error): \(after)")
            }
            throw error
        }
    }

    /// Two reads at once on the pool's readers; each must count `expected` ledger rows.
    func readTwice(_ pool: SQLPool, expected: Int64) throws {
        let results = ReadResults()
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                do {
                    results.add(.success(try pool.read { try integer($0, "SELECT count(*) FROM ledger") }))
                } catch {
                    results.add(.failure(error))
                }
            }
        }
        group.wait()
        for result in results.all {
            let count = try result.get()
            if count != expected { throw WrongResult("a pool reader counts \(count) transactions, not \(expected)") }
        }
    }
}

/// The pool failed again after a fault, with the faults off.
struct PoolUnusable: Error, CustomStringConvertible {
    let description: String
}

/// What concurrent reads returned.
final class ReadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Int64, any Error>] = []

    func add(_ result: Result<Int64, any Error>) {
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    var all: [Result<Int64, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
