import SQLContext

/// Opening a new database, setting the journal mode and creating the schema.
struct OpenSchemaWorkload: FaultWorkload {
    var opensUnderFault: Bool { true }

    func prepare(_ run: FaultRun) throws {}

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        try run.createSchema(context)
        let count = try integer(context, "SELECT count(*) FROM item")
        if count != 0 { throw WrongResult("a new database has \(count) items") }
    }
}
