import Foundation
import SQLContext
import Testing

/// Collations written in Swift: in ORDER BY, in column definitions and indexes, with whole strings,
/// replaced and removed.
@Suite struct CollationTests {
    /// Orders strings by their lower-case form, then reversed: "b" before "A".
    private func registerReversedCaseless(_ context: SQLContext) throws {
        try context.createCollation("reversed_caseless") { left, right in
            let a = left.lowercased()
            let b = right.lowercased()
            return a == b ? .orderedSame : (a < b ? .orderedDescending : .orderedAscending)
        }
    }

    @Test func orderByUsesTheCollation() throws {
        let context = try memoryContext()
        try registerReversedCaseless(context)
        try context.exec(sql: "CREATE TABLE t(name TEXT); INSERT INTO t VALUES ('b'), ('A'), ('c'), ('B')")
        let rows = try context.query(sql: "SELECT name FROM t ORDER BY name COLLATE reversed_caseless, name")
        #expect(rows == [[.text("c")], [.text("B")], [.text("b")], [.text("A")]])
    }

    @Test func aColumnCollationIsUsedByItsIndexAndItsUniqueness() throws {
        let context = try memoryContext()
        try registerReversedCaseless(context)
        try context.exec(
            sql: """
                CREATE TABLE people(name TEXT COLLATE reversed_caseless UNIQUE);
                INSERT INTO people VALUES ('ada'), ('Grace'), ('edsger');
                """)
        // The UNIQUE index compares with the collation: 'ADA' equals 'ada'.
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique) {
            try context.exec(sql: "INSERT INTO people VALUES ('ADA')")
        }
        let plan = try context.query(sql: "EXPLAIN QUERY PLAN SELECT name FROM people ORDER BY name")
        #expect(plan.contains { $0.contains(where: { $0.textValue?.contains("INDEX") ?? false }) }, "\(plan)")
        #expect(
            try context.query(sql: "SELECT name FROM people ORDER BY name") == [
                [.text("Grace")], [.text("edsger")], [.text("ada")],
            ])
        #expect(try scalar(context, "SELECT name FROM people WHERE name = 'GRACE'") == .text("Grace"))
    }

    @Test func theComparisonGetsWholeStringsWithNULCharacters() throws {
        let context = try memoryContext()
        let seen = Locked<Set<String>>([])
        try context.createCollation("recording") { left, right in
            seen.update {
                $0.insert(left)
                $0.insert(right)
            }
            return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
        }
        try context.exec(sql: "CREATE TABLE t(x TEXT)")
        for text in ["a\u{0}z", "a\u{0}b", "", "é"] {
            try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.text(text)])
        }
        let rows = try context.query(sql: "SELECT x FROM t ORDER BY x COLLATE recording")
        #expect(rows == [[.text("")], [.text("a\u{0}b")], [.text("a\u{0}z")], [.text("é")]])
        #expect(seen.value.isSuperset(of: ["a\u{0}z", "a\u{0}b", "é"]))
    }

    @Test func replacingAndRemovingACollation() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        do {
            let witness = live.witness()
            try context.createCollation("flip") { left, right in
                _ = witness
                return left < right ? .orderedDescending : (left == right ? .orderedSame : .orderedAscending)
            }
        }
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('a'), ('b')")
        #expect(try context.query(sql: "SELECT x FROM t ORDER BY x COLLATE flip") == [[.text("b")], [.text("a")]])
        try context.createCollation("flip") { left, right in
            left < right ? .orderedAscending : (left == right ? .orderedSame : .orderedDescending)
        }
        #expect(live.value == 0)
        #expect(try context.query(sql: "SELECT x FROM t ORDER BY x COLLATE flip") == [[.text("a")], [.text("b")]])
        try context.removeCollation("flip")
        // SQLITE_ERROR_MISSING_COLLSEQ (257) since SQLite 3.22, plain SQLITE_ERROR before.
        do {
            _ = try context.query(sql: "SELECT x FROM t ORDER BY x COLLATE flip")
            Issue.record("a removed collation was still used")
        } catch let error as SQLError {
            let extended: Int32 = context.sqliteVersion >= SQLiteVersion(major: 3, minor: 22) ? 257 : 1
            checkSQLError(
                error, code: Code.error, extendedCode: extended,
                messageContains: ["no such collation sequence", "flip"])
        }
        context.close()
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
            try context.createCollation("late") { _, _ in .orderedSame }
        }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.removeCollation("flip") }
    }

    @Test func closingTheContextReleasesItsCollations() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        do {
            let witness = live.witness()
            try context.createCollation("kept") { _, _ in
                _ = witness
                return .orderedSame
            }
        }
        #expect(live.value == 1)
        context.close()
        #expect(live.value == 0)
    }

    @Test func replacingACollationWhileAStatementUsesItIsBusy() throws {
        let context = try memoryContext()
        try registerReversedCaseless(context)
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('a'), ('b')")
        let statement = try context.prepare(sql: "SELECT x FROM t ORDER BY x COLLATE reversed_caseless")
        #expect(try statement.next())
        expectSQLError(code: Code.busy, messageContains: ["cannot create collation", "active statements"]) {
            try context.createCollation("reversed_caseless") { _, _ in .orderedSame }
        }
        statement.close()
        try context.createCollation("reversed_caseless") { _, _ in .orderedSame }
    }
}
