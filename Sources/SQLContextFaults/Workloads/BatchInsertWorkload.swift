import SQLContext

/// 200 rows inserted in one transaction with one prepared statement, then counted.
struct BatchInsertWorkload: FaultWorkload {
    static let rows = 200

    func prepare(_ run: FaultRun) throws { try prepareSchema(run) }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        let id = try run.transaction(context, items: Self.rows) { id in
            let statement = try context.prepare(sql: "INSERT INTO item(txn, name, n) VALUES (?, ?, ?)")
            defer { statement.close() }
            for index in 0..<Self.rows {
                try statement.update(parameters: [.long(id), .text("row \(index)"), .long(Int64(index))])
            }
        }
        let count = try integer(context, "SELECT count(*) FROM item WHERE txn = ?", [.long(id)])
        if count != Int64(Self.rows) { throw WrongResult("the batch reads back \(count) rows") }
    }
}
