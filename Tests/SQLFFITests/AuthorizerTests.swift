import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

/// `sqlite3_set_authorizer` through SQLFFI: what a statement reads and writes is reported as SQLite
/// compiles it, views and triggers included; a denial fails the prepare with SQLITE_AUTH.
@Suite struct AuthorizerTests {
    static let readWriteCreate: Int32 = 0x2 | 0x4

    @Test(arguments: SQLiteBuild.present)
    func readsAndWritesAreReportedAndADenialFailsThePrepare(build: SQLiteBuild) throws {
        let library = try build.library()
        let connection = try SQLiteConnection(path: ":memory:", flags: Self.readWriteCreate, library: library)
        defer { _ = connection.close() }
        for sql in [
            "CREATE TABLE a(x, y)", "CREATE TABLE b(z)", "CREATE TABLE log(n)", "CREATE VIEW v AS SELECT z FROM b",
            "CREATE TRIGGER t AFTER INSERT ON b BEGIN INSERT INTO log VALUES (new.z); END",
        ] {
            let (statement, _) = try connection.prepare(sql)
            _ = try statement?.step()
            statement?.finalize()
        }
        var actions: [String] = []
        try connection.setAuthorizer { action, first, second, database in
            actions.append("\(action) \(first ?? "-").\(second ?? "-") \(database ?? "-")")
            return action == 9 && first == "a" ? 1 : 0  // deny deletes from a
        }
        let (select, _) = try connection.prepare("SELECT a.x, v.z FROM a, v")
        select?.finalize()
        #expect(actions.contains("20 a.x main"))
        #expect(actions.contains("20 b.z main"))  // through the view
        #expect(!actions.contains { $0.hasPrefix("20 a.y") })

        actions.removeAll()
        let (insert, _) = try connection.prepare("INSERT INTO b VALUES (1)")
        insert?.finalize()
        #expect(actions.contains("18 b.- main"))
        #expect(actions.contains("18 log.- main"))  // the trigger's insert, compiled into the statement

        do {
            _ = try connection.prepare("DELETE FROM a")
            Issue.record("a denied statement was prepared")
        } catch {
            #expect(error.code == 23)  // SQLITE_AUTH
        }

        try connection.setAuthorizer(nil)
        actions.removeAll()
        let (delete, _) = try connection.prepare("DELETE FROM a")
        #expect(delete != nil)
        delete?.finalize()
        #expect(actions.isEmpty)
    }

    /// The names reach the handler exactly, however many there are and however alike: more
    /// distinct names than the connection keeps decoded, names that are prefixes of each other, a
    /// name longer than any kept, names with non-ASCII letters, and names seen again after others
    /// replaced them.
    @Test(arguments: SQLiteBuild.present)
    func everyNameIsReportedExactly(build: SQLiteBuild) throws {
        let library = try build.library()
        let connection = try SQLiteConnection(path: ":memory:", flags: Self.readWriteCreate, library: library)
        defer { _ = connection.close() }
        let long = String(repeating: "wide_", count: 30)
        let names = ["t", "t1", "t10", "t100", "T2", "ünïcode_表", long, long + "x"] + (0..<12).map { "table\($0)" }
        for name in names {
            let (statement, _) = try connection.prepare("CREATE TABLE \"\(name)\"(\"col_\(name)\")")
            _ = try statement?.step()
            statement?.finalize()
        }
        var reported: [String] = []
        try connection.setAuthorizer { action, first, second, database in
            guard action == 20 || action == 18 else { return 0 }
            reported.append("\(action) \(first ?? "-").\(second ?? "-") \(database ?? "-")")
            return 0
        }
        for _ in 0..<3 {
            for name in names + names.reversed() {
                reported.removeAll()
                let (select, _) = try connection.prepare("SELECT \"col_\(name)\" FROM \"\(name)\"")
                select?.finalize()
                #expect(reported == ["20 \(name).col_\(name) main"])
                reported.removeAll()
                let (insert, _) = try connection.prepare("INSERT INTO \"\(name)\" VALUES (1)")
                insert?.finalize()
                #expect(reported == ["18 \(name).- main"])
            }
        }
    }
}
