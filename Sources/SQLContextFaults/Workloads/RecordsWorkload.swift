import SQLContext

/// A record of the `item` table, for the records workload.
struct FaultItem: SQLCodable, Equatable {
    var id: Int64
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    var txn: Int64
    static let txn = SQLColumn(name: "txn", type: .long, nullable: false)
    var name: String
    static let name = SQLColumn(name: "name", type: .text)
    var n: Int64
    static let n = SQLColumn(name: "n", type: .long)

    static let table = SQLTable(name: "item", columns: [id, txn, name, n])

    init(id: Int64 = 0, txn: Int64, name: String, n: Int64) {
        self.id = id
        self.txn = txn
        self.name = name
        self.n = n
    }

    init(row: SQLRow, context: SQLContext) throws {
        id = try Self.id.longValueRequired(in: row)
        txn = try Self.txn.longValueRequired(in: row)
        name = try Self.name.textValueRequired(in: row)
        n = try Self.n.longValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(id)
        row[Self.txn] = SQLValue(txn)
        row[Self.name] = SQLValue(name)
        row[Self.n] = SQLValue(n)
    }
}

/// Records: three transactions of ten inserted records each, then every record fetched back and
/// compared, and one fetched by primary key.
struct RecordsWorkload: FaultWorkload {
    func prepare(_ run: FaultRun) throws { try prepareSchema(run) }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        var written: [FaultItem] = []
        for _ in 0..<3 {
            var inserted: [FaultItem] = []
            try run.transaction(context, items: 10) { id in
                let items = (0..<10).map { FaultItem(txn: id, name: "record \(id).\($0)", n: id * 100 + Int64($0)) }
                inserted = try context.insertAll(items)
            }
            written += inserted
        }
        let read = try context.fetchAll(FaultItem.self, orderBy: FaultItem.id)
        if read != written {
            throw WrongResult("fetchAll read \(read.count) records, not the \(written.count) written")
        }
        if let last = written.last, try context.fetch(FaultItem.self, id: .long(last.id)) != last {
            throw WrongResult("fetch(id:) did not read back record \(last.id)")
        }
    }
}
