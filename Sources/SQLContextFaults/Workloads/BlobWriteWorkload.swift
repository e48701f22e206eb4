import Foundation
import SQLContext

/// Incremental blob I/O: a 64 KiB blob written in 4 KiB chunks in a transaction, then read back.
/// Afterwards the blob holds the new bytes when the transaction returned, the zeros it had when
/// it threw.
struct BlobWriteWorkload: FaultWorkload {
    static let chunk = 4096
    static let chunks = 16

    static var pattern: Data {
        var data = Data()
        for index in 0..<chunks { data += Data(repeating: UInt8(index + 1), count: chunk) }
        return data
    }

    func prepare(_ run: FaultRun) throws {
        try prepareSchema(run) { context in
            try run.transaction(context, items: 1) { id in
                try context.exec(
                    sql: "INSERT INTO item(id, txn, name, data) VALUES (1, ?, 'blob', zeroblob(?))",
                    parameters: [.long(id), .long(Int64(Self.chunk * Self.chunks))])
            }
        }
    }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        try run.transaction(context, items: 0) { _ in
            let blob = try context.openBlob(table: "item", column: "data", rowID: 1, writable: true)
            defer { blob.close() }
            let pattern = Self.pattern
            for index in 0..<Self.chunks {
                let start = index * Self.chunk
                try blob.write(pattern.subdata(in: start..<start + Self.chunk), at: start)
            }
        }
        let blob = try context.openBlob(table: "item", column: "data", rowID: 1)
        defer { blob.close() }
        if try blob.readAll() != Self.pattern { throw WrongResult("the blob reads back other bytes") }
    }

    func verify(_ run: FaultRun, _ context: SQLContext, completed: Bool) throws -> [String] {
        let rows = try context.query(sql: "SELECT data FROM item WHERE id = 1")
        guard let data = rows.first?.first?.blobValue else { return ["the blob row is gone: \(rows)"] }
        // Ledger ids: 1 the schema, 2 the row, 3 the blob's transaction.
        let written = run.committed.contains(3)
        let expected = written ? Self.pattern : Data(count: Self.chunk * Self.chunks)
        return data == expected ? [] : ["the blob holds neither its old nor its new bytes (committed: \(written))"]
    }
}
