import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

/// Open, prepare, bind each type, step, read each type back, finalize and close through SQLFFI
/// alone, on every build of the matrix that is on this machine (all of them under CI).
@Suite struct RawRoundTripTests {
    static let readWriteCreate: Int32 = 0x2 | 0x4

    @Test(arguments: SQLiteBuild.present)
    func everyTypeRoundTripsThroughSQLFFI(build: SQLiteBuild) throws {
        let library = try build.library()
        let connection = try SQLiteConnection(path: ":memory:", flags: Self.readWriteCreate, library: library)
        let (created, _) = try connection.prepare("CREATE TABLE t(i, r, s, b, e, n, z)")
        let create = try #require(created)
        #expect(try create.step() == false)
        create.finalize()

        let (prepared, hasMore) = try connection.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?)")
        #expect(hasMore == false)
        let insert = try #require(prepared)
        #expect(insert.parameterCount == 7)
        try insert.bind(Int64.min, at: 1)
        try insert.bind(Double.pi, at: 2)
        try insert.bind("a\u{0}b é 👩‍👩‍👧", at: 3)
        try insert.bind(Data([0, 1, 2, 255]), at: 4)
        try insert.bind(Data(), at: 5)
        try insert.bindNull(at: 6)
        try insert.bind("", at: 7)
        #expect(try insert.step() == false)
        insert.finalize()
        #expect(connection.changes == 1)
        #expect(connection.lastInsertRowID == 1)

        let (selected, _) = try connection.prepare("SELECT i, r, s, b, e, n, z FROM t")
        let select = try #require(selected)
        #expect(select.columnCount == 7)
        #expect(try select.step() == true)
        #expect(select.type(at: 0) == SQLiteConstants.integerType)
        #expect(select.int64(at: 0) == Int64.min)
        #expect(select.double(at: 1) == Double.pi)
        #expect(select.text(at: 2) == "a\u{0}b é 👩‍👩‍👧")
        #expect(select.data(at: 3) == Data([0, 1, 2, 255]))
        #expect(select.type(at: 4) == SQLiteConstants.blobType)
        #expect(select.data(at: 4) == Data())
        #expect(select.type(at: 5) == SQLiteConstants.nullType)
        #expect(select.text(at: 5) == nil)
        #expect(select.data(at: 5) == nil)
        #expect(select.text(at: 6) == "")
        #expect(try select.step() == false)
        select.finalize()
        #expect(connection.close() == SQLiteConstants.ok)
        #expect(!connection.isOpen)
    }

    @Test(arguments: SQLiteBuild.present)
    func columnValueReadsTheStorageClassAndTheNumberInOneLookup(build: SQLiteBuild) throws {
        let library = try build.library()
        let connection = try SQLiteConnection(path: ":memory:", flags: Self.readWriteCreate, library: library)
        let select = try #require(
            try connection.prepare("SELECT 9223372036854775807, -2.5, 'text', x'00', NULL, 1e308").statement)
        // No row yet: NULL, as sqlite3_column_type says.
        #expect(select.columnValue(at: 0).type == SQLiteConstants.nullType)
        #expect(try select.step() == true)
        let integer = select.columnValue(at: 0)
        #expect(integer.type == SQLiteConstants.integerType)
        #expect(integer.integer == Int64.max)
        #expect(integer.real == 0.0)
        let real = select.columnValue(at: 1)
        #expect(real.type == SQLiteConstants.floatType)
        #expect(real.real == -2.5)
        #expect(real.integer == 0)
        #expect(select.columnValue(at: 2).type == SQLiteConstants.textType)
        #expect(select.columnValue(at: 3).type == SQLiteConstants.blobType)
        #expect(select.columnValue(at: 4).type == SQLiteConstants.nullType)
        #expect(select.columnValue(at: 5).real == 1e308)
        // Each agrees with sqlite3_column_type, and reading it converts nothing.
        for column in 0..<6 {
            #expect(select.columnValue(at: column).type == select.type(at: column))
        }
        #expect(select.text(at: 2) == "text")
        // Out of range and after finalize: NULL, never a crash.
        #expect(select.columnValue(at: 6).type == SQLiteConstants.nullType)
        #expect(select.columnValue(at: -1).type == SQLiteConstants.nullType)
        select.finalize()
        #expect(select.columnValue(at: 0).type == SQLiteConstants.nullType)
        #expect(select.columnValue(at: 0).integer == 0)
        #expect(connection.close() == SQLiteConstants.ok)
    }

    @Test(arguments: SQLiteBuild.present)
    func statementsReportFinalizedAfterTheirConnectionCloses(build: SQLiteBuild) throws {
        let library = try build.library()
        let connection = try SQLiteConnection(path: ":memory:", flags: Self.readWriteCreate, library: library)
        let statement = try #require(try connection.prepare("SELECT 42").statement)
        #expect(try statement.step() == true)
        connection.close()
        #expect(statement.int64(at: 0) == 0)
        #expect(statement.text(at: 0) == nil)
        #expect(throws: SQLiteFailure.self) { try statement.step() }
        statement.finalize()  // after the connection finalized it: no double free
    }

    @Test(arguments: SQLiteBuild.present)
    func prepareFailureCarriesCodeMessageAndOffsetWhereSupported(build: SQLiteBuild) throws {
        let library = try build.library()
        let connection = try SQLiteConnection(path: ":memory:", flags: Self.readWriteCreate, library: library)
        // prepare compiles the first statement only, and says that more follow.
        let (only, hasMore) = try connection.prepare("SELECT 1;\nSELEC 2")
        #expect(only != nil)
        #expect(hasMore)
        let script = SQLiteScript("SELECT 1;\nSELEC 2")
        let first = try script.next(on: connection)
        #expect(first != nil)
        do {
            _ = try script.next(on: connection)
            Issue.record("the second statement compiled")
        } catch {
            #expect(error.code == 1)
            #expect(error.message.contains("syntax error"))
            if library.functions.errorOffset != nil {
                #expect(error.offset == 10)  // "SELEC" starts at byte 10 of the whole script
            } else {
                #expect(error.offset == nil)
            }
        }
    }

    @Test func openFailureIsReadBeforeTheHandleIsClosed() throws {
        let library = try SQLiteLibrary.load(path: TestLibraries.system)
        #expect {
            try SQLiteConnection(
                path: "/nonexistent/directory/db.sqlite", flags: Self.readWriteCreate, library: library)
        } throws: { error in
            guard let failure = error as? SQLiteFailure else { return false }
            return failure.code == 14 && failure.message.contains("unable to open")
        }
    }
}
