import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// A context opened with `.fullMutex` is a serialized connection: SQLite's documentation then lets
/// only the column accessors that take its mutex read a row, not the unprotected `sqlite3_value`
/// of `sqlite3_column_value`, and a SQLite built with `SQLITE_DEBUG` asserts it (the package read
/// the values of such a connection's rows that way, which ended the process on 3.50.4-debug).
/// Every read path must give the same values as on a default (`.noMutex`) connection.
@Suite struct SerializedConnectionTests {
    static let serialized: SQLContext.OpenFlags = [.readWrite, .create, .fullMutex]

    /// Every storage class, and NULL, through every way a row is read: a statement's values, its
    /// row, `query`, `rows`, typed reads by name and a record.
    static func readEverything(_ context: SQLContext) throws -> [String] {
        try context.createTableIfNotExists(Book.self)
        _ = try context.insert(Book(title: "first", year: 1999, price: 12.5, cover: Data([0, 1, 2])))
        _ = try context.insert(Book(title: "second"))
        var seen: [String] = []
        let statement = try context.prepare(
            sql: "SELECT id, title, year, price, cover, author_id FROM book ORDER BY id")
        while try statement.next() {
            seen.append((0..<6).map { statement.value(at: $0).literalValue }.joined(separator: ","))
            seen.append(statement.rowValues().map(\.literalValue).joined(separator: ","))
            #expect(statement.long(at: 0) > 0)
        }
        statement.close()
        for row in try context.query(sql: "SELECT year, price, cover FROM book ORDER BY id") {
            seen.append(row.map(\.literalValue).joined(separator: ","))
        }
        for row in try context.rows(sql: "SELECT year, price FROM book ORDER BY id") {
            seen.append("\(try row.optionalInt64("year") as Any) \(try row.optionalDouble("price") as Any)")
        }
        for book in try context.fetchAll(Book.self) {
            seen.append("\(book.title) \(book.year as Any) \(book.price as Any) \(book.cover as Any)")
        }
        return seen
    }

    @Test func everyReadOnASerializedConnectionGivesWhatADefaultOneGives() throws {
        let serialized = try Self.readEverything(SQLContext(path: nil, flags: Self.serialized))
        let plain = try Self.readEverything(SQLContext(path: nil))
        #expect(serialized == plain)
        #expect(serialized.count == 10)
        #expect(serialized.first == "1,'first',1999,12.5,x'000102',NULL")
        #expect(serialized.contains("second nil nil nil"))
    }

    /// SQLite's assertions are on in this build: reading an unprotected value of a serialized
    /// connection, as the package did, ends the process here instead of passing.
    @Test(.requires(.sqlite3504Debug)) func theReadsPassSQLitesAssertions() throws {
        let library = try SQLiteBuild.sqlite3504Debug.library()
        let context = try SQLContext(path: nil, flags: Self.serialized, library: library)
        #expect(try context.query(sql: "SELECT sqlite_compileoption_used('DEBUG')") == [[.long(1)]])
        let seen = try Self.readEverything(context)
        #expect(seen == (try Self.readEverything(SQLContext(path: nil, library: library))))
        #expect(seen.count == 10)
    }

    /// Which connections are serialized: those opened with `SQLITE_OPEN_FULLMUTEX`, in a SQLite
    /// built with mutexes (`SQLITE_THREADSAFE` 1 or 2); never in a single-threaded one.
    @Test(arguments: SQLiteBuild.present)
    func aConnectionIsSerializedWhenOpenedWithFullMutex(build: SQLiteBuild) throws {
        let library = try build.library()
        let readWriteCreate: Int32 = 0x2 | 0x4
        let full = try SQLiteConnection(path: ":memory:", flags: readWriteCreate | 0x0001_0000, library: library)
        let none = try SQLiteConnection(path: ":memory:", flags: readWriteCreate | 0x0000_8000, library: library)
        #expect(full.isSerialized == (library.threadSafety != 0))
        #expect(!none.isSerialized)
        full.close()
        none.close()
    }
}
