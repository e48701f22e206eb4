import Foundation
import SQLContext
import Testing

/// A database with committed data, for one hostile input: the input runs against it, then the data
/// must be intact and the context still usable.
final class HostileFixture {
    let directory: TemporaryDirectory
    let path: String
    private(set) var context: SQLContext

    /// Rows of the table `t` committed before the hostile input.
    static let rowCount: Int64 = 100

    init() throws {
        directory = try TemporaryDirectory("hostile")
        path = directory.file("hostile.db")
        context = try SQLContext(path: path)
        try context.exec(
            sql: """
                CREATE TABLE t(
                    id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, score REAL CHECK (score >= 0.0), data BLOB);
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent(id));
                """)
        let insert = try context.prepare(sql: "INSERT INTO t(id, name, score, data) VALUES (?, ?, ?, ?)")
        try context.transaction {
            for id in 1...Self.rowCount {
                try insert.update(parameters: [
                    .long(id), .text("name-\(id)"), .real(Double(id) * 1.5),
                    .blob(Data(repeating: UInt8(id), count: 3)),
                ])
            }
        }
        insert.close()
        for limit in SQLLimit.allCases where limit != .parserDepth || hasParserDepthLimit {
            originalLimits[limit] = try context.limit(limit)
        }
    }

    /// The limits of the connection before the input ran; restored before the checks.
    private var originalLimits: [SQLLimit: Int] = [:]

    /// What SQLite says about a statement that ends too early: "incomplete input" in the SQLite
    /// versions tested from 3.40 on, "syntax error" near the last token in 3.15.
    var incompleteInputWords: [String] {
        isAtLeast(3, 40) ? ["incomplete input"] : ["incomplete input", "syntax error"]
    }

    /// The loaded SQLite's version.
    var version: SQLiteVersion { context.sqliteVersion }

    /// Whether the loaded SQLite limits how deep its parser nests (`SQLITE_LIMIT_PARSER_DEPTH`,
    /// which recent versions have: 3.54 does, 3.50.4 does not). Such a SQLite refuses deep nesting
    /// with "Recursion limit" before any other limit is reached.
    var hasParserDepthLimit: Bool { (try? context.limit(.parserDepth)) != nil }

    /// Whether the loaded SQLite limits the depth of an expression tree at all: a build with
    /// `SQLITE_MAX_EXPR_DEPTH=0` (one of sqlite.org's recommended options; 3.50.4-lean here) checks
    /// no depth, reads the limit as 0 and cannot raise it. There, SQL nested deeply enough (10 000
    /// subqueries, 100 000 `+` terms) overflows the thread's stack inside SQLite and ends the
    /// process: no library above SQLite can stop that, so the documentation (CompileOptions.md)
    /// tells users of such a build not to run SQL from untrusted sources, and the cases below
    /// assert what such a build does with inputs it survives.
    var hasExpressionDepthLimit: Bool { (try? context.limit(.expressionDepth)) != 0 }

    /// Whether the loaded SQLite is at least `major.minor`.
    func isAtLeast(_ major: Int, _ minor: Int) -> Bool { version >= SQLiteVersion(major: major, minor: minor) }

    /// A second connection to the same file.
    func secondContext() throws -> SQLContext { try SQLContext(path: path) }

    /// Checks that the committed data is intact, the file sound and the context usable: reopens
    /// the database first when the input closed the context.
    func verifyIntact(_ name: String) throws {
        if context.isClosed {
            context = try SQLContext(path: path)
        } else {
            for (limit, value) in originalLimits { try context.setLimit(limit, value) }
        }
        #expect(!context.isInTransaction, "\(name): a transaction was left open")
        let summary = try context.query(sql: "SELECT count(*), sum(score), sum(length(data)) FROM t")[0]
        #expect(summary[0] == .long(Self.rowCount), "\(name): rows of t changed: \(summary)")
        #expect(summary[1] == .real(1.5 * 5050.0), "\(name): scores of t changed: \(summary)")
        #expect(summary[2] == .long(3 * Self.rowCount), "\(name): blobs of t changed: \(summary)")
        #expect(try integrityCheck(context) == "ok", "\(name)")
        #expect(try scalar(context, "SELECT 40 + 2") == .long(42), "\(name): the context no longer works")
    }

    func remove() {
        context.close()
        directory.remove()
    }
}

/// One hostile input: a name and what to do, with the assertions about the error it must cause.
struct HostileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let run: @Sendable (HostileFixture) throws -> Void

    init(_ name: String, _ run: @escaping @Sendable (HostileFixture) throws -> Void) {
        self.name = name
        self.run = run
    }

    var testDescription: String { name }
}

/// Bad input of every kind: each must fail with its precise SQLError, crash nothing, leave the
/// committed data intact and the context working.
@Suite("Hostile input")
struct HostileInputTests {
    @Test("hostile input fails precisely and harms nothing", arguments: HostileCase.all)
    func hostileInput(_ hostile: HostileCase) throws {
        let fixture = try HostileFixture()
        defer { fixture.remove() }
        try hostile.run(fixture)
        try fixture.verifyIntact(hostile.name)
    }

    @Test("the table holds at least 40 hostile inputs")
    func enoughCases() {
        #expect(HostileCase.all.count >= 40)
        #expect(Set(HostileCase.all.map(\.name)).count == HostileCase.all.count, "case names must be unique")
    }
}

/// `SELECT 1+1+…+1` with `terms` terms: an expression tree `terms - 1` deep.
func deepSum(_ terms: Int) -> String {
    "SELECT 1" + String(repeating: "+1", count: terms - 1)
}

/// One megabyte of `x`.
let oneMegabyte = String(repeating: "x", count: 1_000_000)
