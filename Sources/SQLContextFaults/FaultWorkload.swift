import SQLContext

/// One workload of the sweeps, run against the public SQLContext API at every fault point.
protocol FaultWorkload: Sendable {
    /// Whether the workload opens the database under the fault itself (the open workload); the
    /// others get a context opened with faults off on a file that ``prepare(_:)`` made.
    var opensUnderFault: Bool { get }

    /// Makes the database the workload starts from, with faults off.
    func prepare(_ run: FaultRun) throws

    /// The workload, under the fault. Throws what the API throws, or ``WrongResult`` when it
    /// reads back something other than what it wrote.
    func perform(_ run: FaultRun, _ context: SQLContext) throws

    /// Checks the workload's own data in the reopened file, faults off; `completed` tells whether
    /// ``perform(_:_:)`` returned. Returns what is wrong, if anything.
    func verify(_ run: FaultRun, _ context: SQLContext, completed: Bool) throws -> [String]
}

extension FaultWorkload {
    var opensUnderFault: Bool { false }

    func verify(_ run: FaultRun, _ context: SQLContext, completed: Bool) throws -> [String] { [] }

    /// The usual start: the schema in the run's journal mode.
    func prepareSchema(_ run: FaultRun, seed: (SQLContext) throws -> Void = { _ in }) throws {
        let context = try SQLContext(path: run.path)
        defer { context.close() }
        try run.createSchema(context)
        try seed(context)
    }

    /// The usual start with `rows` rows of `item` in one ledger transaction (id 2): row `index`
    /// has name `name(index)`, n = index and `data(index)`.
    func prepareSchema(
        _ run: FaultRun, rows: Int, name: @escaping (Int) -> String, data: @escaping (Int) -> SQLValue = { _ in .null }
    ) throws {
        try prepareSchema(run) { context in
            try run.transaction(context, items: rows) { id in
                let insert = try context.prepare(sql: "INSERT INTO item(txn, name, n, data) VALUES (?, ?, ?, ?)")
                defer { insert.close() }
                for index in 0..<rows {
                    try insert.update(parameters: [.long(id), .text(name(index)), .long(Int64(index)), data(index)])
                }
            }
        }
    }
}

/// The workloads by the name the command line gives.
enum FaultWorkloads {
    static let all: [String: any FaultWorkload] = [
        "open": OpenSchemaWorkload(),
        "batch": BatchInsertWorkload(),
        "records": RecordsWorkload(),
        "function": FunctionCollationWorkload(),
        "backup": BackupWorkload(),
        "blob": BlobWriteWorkload(),
        "pool": PoolWorkload(),
        "changeset": ChangesetApplyWorkload(),
    ]
}

/// Reads a single integer, or throws ``WrongResult``.
func integer(_ context: SQLContext, _ sql: String, _ parameters: [SQLValue] = []) throws -> Int64 {
    let rows = try context.query(sql: sql, parameters: parameters)
    guard rows.count == 1, rows[0].count == 1, let value = rows[0][0].longValue else {
        throw WrongResult("\(sql) answered \(rows)")
    }
    return value
}
