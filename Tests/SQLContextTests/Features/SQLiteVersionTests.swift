import SQLContext
import Testing

/// SQLiteVersion: parsing, SQLite's version numbers, ordering.
@Suite struct SQLiteVersionTests {
    @Test func parsesDottedVersions() throws {
        let full = try #require(SQLiteVersion("3.40.1"))
        #expect(full.major == 3 && full.minor == 40 && full.patch == 1)
        #expect(full.number == 3_040_001)
        #expect(full.description == "3.40.1")
        let short = try #require(SQLiteVersion("3.15"))
        #expect(short == SQLiteVersion(major: 3, minor: 15, patch: 0))
        #expect(short.description == "3.15.0")
        #expect(SQLiteVersion("3.50.4")?.number == 3_050_004)
    }

    @Test(arguments: [
        "", "3", "3.", ".40", "3..1", "3.40.1.2", "3.x.1", "v3.40.1", " 3.40.1", "3.40.1 ", "-3.40.1", "3.1000.0",
        "3.40.-1",
    ])
    func rejectsAnythingElse(_ text: String) {
        #expect(SQLiteVersion(text) == nil)
    }

    @Test func fromSQLiteNumber() {
        #expect(SQLiteVersion(number: 3_040_001) == SQLiteVersion(major: 3, minor: 40, patch: 1))
        #expect(SQLiteVersion(number: 3_015_002).description == "3.15.2")
        #expect(SQLiteVersion(number: 3_050_004).description == "3.50.4")
        #expect(SQLiteVersion(number: 3_008_000) == SQLiteVersion(major: 3, minor: 8))
    }

    @Test func ordersByMajorMinorPatch() {
        let versions = ["3.9.0", "3.15.2", "3.40.1", "3.40.0", "3.8.11", "3.50.4", "3.100.0"].compactMap {
            SQLiteVersion($0)
        }
        #expect(versions.count == 7)
        #expect(
            versions.sorted().map(\.description) == [
                "3.8.11", "3.9.0", "3.15.2", "3.40.0", "3.40.1", "3.50.4", "3.100.0",
            ])
        #expect(SQLiteVersion(major: 3, minor: 9) > SQLiteVersion(major: 3, minor: 8, patch: 11))
        #expect(SQLiteVersion(major: 3, minor: 38) <= SQLiteVersion(major: 3, minor: 38, patch: 0))
        #expect(SQLiteVersion(major: 3, minor: 38, patch: 1) != SQLiteVersion(major: 3, minor: 38))
    }

    @Test func loadedVersionAgreesWithSQL() throws {
        let context = try memoryContext()
        let text = try #require(try scalar(context, "SELECT sqlite_version()").textValue)
        #expect(SQLiteVersion(text) == context.sqliteVersion)
        #expect(context.sqliteVersion >= SQLiteVersion(major: 3, minor: 15))
    }
}
