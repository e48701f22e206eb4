import Foundation
import SQLContext
import Testing

/// Live queries see the changes that reach a context's database without one of its statements: a
/// blob written in place, a changeset applied, a backup restored into it, a deserialized image, a
/// statement that SQLite compiles again after a schema change.
@Suite struct LiveQueryOtherWritesTests {
    /// Counts of `SELECT count(*)`-style deliveries, and the last rows delivered.
    final class Deliveries: @unchecked Sendable {
        var values: [[[SQLValue]]] = []
        var firsts: [SQLValue] { values.map { $0.first?.first ?? .null } }
    }

    /// A context with `doc(id, body BLOB)` holding one row, and an unrelated `log` table (with a
    /// primary key: the session extension records only such tables).
    func documents() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(
            sql: """
                CREATE TABLE doc(id INTEGER PRIMARY KEY, body BLOB);
                CREATE TABLE log(id INTEGER PRIMARY KEY, line TEXT);
                INSERT INTO doc VALUES (1, x'00000000');
                """)
        return context
    }

    @Test func aBlobWrittenInPlaceIsDeliveredWhenItCommits() throws {
        let context = try documents()
        defer { context.close() }
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT hex(body) FROM doc") { seen.values.append($0) }
        defer { observation.cancel() }

        // Autocommit: the blob's transaction commits when the blob closes.
        let blob: SQLBlob
        do {
            blob = try context.openBlob(table: "doc", column: "body", rowID: 1, writable: true)
        } catch let error as SQLError where error.isUnsupported {
            #expect(error.missingFunction == "sqlite3_blob_open")  // SQLITE_OMIT_INCRBLOB
            return
        }
        try blob.write(Data([0xAB]), at: 1)
        blob.close()
        #expect(seen.firsts == [.text("00000000"), .text("00AB0000")])

        // In a transaction: delivered at its commit, and nothing when it rolls back.
        try context.transaction {
            let blob = try context.openBlob(table: "doc", column: "body", rowID: 1, writable: true)
            defer { blob.close() }
            try blob.write(Data([0xCD]), at: 2)
        }
        #expect(seen.firsts == [.text("00000000"), .text("00AB0000"), .text("00ABCD00")])
        try context.exec(sql: "BEGIN")
        let undone = try context.openBlob(table: "doc", column: "body", rowID: 1, writable: true)
        try undone.write(Data([0xEF]), at: 3)
        undone.close()
        try context.exec(sql: "ROLLBACK")
        #expect(seen.values.count == 3)

        // A blob of another table concerns nobody here.
        try context.exec(sql: "CREATE TABLE other(b BLOB); INSERT INTO other VALUES (x'00')")
        let count = seen.values.count
        let other = try context.openBlob(table: "other", column: "b", rowID: 1, writable: true)
        try other.write(Data([1]))
        other.close()
        #expect(seen.values.count == count)
    }

    @Test func aBackupRestoredIntoTheContextAndADeserializedImageAreDelivered() throws {
        let context = try documents()
        defer { context.close() }
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM doc") { seen.values.append($0) }
        defer { observation.cancel() }

        let source = try memoryContext()
        defer { source.close() }
        try source.exec(
            sql: "CREATE TABLE doc(id INTEGER PRIMARY KEY, body BLOB); INSERT INTO doc VALUES (1, 1), (2, 2), (3, 3)")
        try source.backup(to: context)
        #expect(seen.firsts == [.long(1), .long(3)])

        try source.exec(sql: "DELETE FROM doc WHERE id = 3")
        do {
            try context.deserialize(try source.serialize())
            #expect(seen.firsts == [.long(1), .long(3), .long(2)])
        } catch let error as SQLError where error.isUnsupported {
            #expect(error.missingFunction != nil)  // SQLITE_OMIT_DESERIALIZE
            #expect(seen.firsts == [.long(1), .long(3)])
        }
    }

    @Test func aChangesetAppliedIsDelivered() throws {
        guard try usesCFunctionFeature(.sessions) == true else {
            // Where SQLite has no session extension, apply throws before anything is written.
            let context = try documents()
            defer { context.close() }
            #expect(throws: SQLError.self) { try context.apply(SQLChangeset(data: Data([0x54]))) }
            return
        }
        let source = try documents()
        defer { source.close() }
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        try source.exec(sql: "INSERT INTO doc VALUES (2, x'01'); INSERT INTO log(line) VALUES ('unrelated')")
        let changeset = try session.changeset()

        let context = try documents()
        defer { context.close() }
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM doc") { seen.values.append($0) }
        defer { observation.cancel() }
        let log = Deliveries()
        let logObservation = try context.observe(sql: "SELECT count(*) FROM log") { log.values.append($0) }
        defer { logObservation.cancel() }
        try context.apply(changeset)
        #expect(seen.firsts == [.long(1), .long(2)])
        #expect(log.firsts == [.long(0), .long(1)])
    }

    @Test func aStatementCompiledAgainAfterASchemaChangeReportsItsNewWrites() throws {
        let context = try documents()
        defer { context.close() }
        let seen = Deliveries()
        // count(line), not count(*): SQLite 3.15 reports no table read for a bare count(*).
        let observation = try context.observe(sql: "SELECT count(line) FROM log") { seen.values.append($0) }
        defer { observation.cancel() }
        // Without the authorizer (SQLITE_OMIT_AUTHORIZATION) every commit delivers.
        let precise = !observation.tables.isEmpty
        // Compiled while observing: it writes doc.
        let insert = try context.prepare(sql: "INSERT INTO doc(body) VALUES (?)")
        defer { insert.close() }
        try insert.update(parameters: [.blob(Data([1]))])
        #expect(seen.firsts == (precise ? [.long(0)] : [.long(0), .long(0)]))

        // A trigger added later makes the same statement write log too: SQLite compiles it again.
        try context.exec(
            sql: "CREATE TRIGGER doc_logged AFTER INSERT ON doc BEGIN INSERT INTO log(line) VALUES ('doc'); END")
        let count = seen.values.count  // the schema change ran every query again
        #expect(seen.firsts.last == .long(0))
        try insert.update(parameters: [.blob(Data([2]))])
        #expect(seen.values.count == count + 1)
        #expect(seen.firsts.last == .long(1))
    }
}
