import Foundation
import SQLContext
import Testing

/// `.dump` re-creates a database exactly: through sqlctx, through the sqlite3 shell, and sqlctx
/// loads what the sqlite3 shell dumps. Databases are compared table by table, row by row, value by
/// value, with the storage class and, for reals, the bits (so `-0.0` differs from `0.0`).
@Suite struct DumpTests {
    /// Reals that stress a dump: signed zeros, infinities, extremes, subnormals, and values that
    /// SQLite 3.40's text-to-number conversion reads back otherwise from their shortest text.
    static let reals: [Double] = [
        0.0, -0.0, 0.1, -1.5, 1.0 / 3.0, Double.pi, 1e20, 1e-20, 123456789.0, Double.infinity,
        -Double.infinity, Double.greatestFiniteMagnitude, -Double.leastNormalMagnitude, Double.leastNonzeroMagnitude,
        Double.leastNonzeroMagnitude * 3.0, -2.2606631148481385e-299, 1.829402849984213e-298, -4.16420071023213e-297,
    ]

    /// Values of every storage class: integers to the limits, the reals above, text with NUL,
    /// line breaks, quotes and non-ASCII characters, empty text, blobs (empty too), NULL.
    static let values: [SQLValue] =
        [
            .long(0), .long(-1), .long(Int64.min), .long(Int64.max), .long(1 << 53 + 1),
            .text(""), .text("it's"), .text("a\u{0}b"), .text("line\nbreak\r\nand\ttab"), .text("é 中文 🙂 \u{7F}"),
            .text("\u{0}"), .blob(Data()), .blob(Data([0, 1, 0xFF, 0x27])), .null,
        ] + reals.map { .real($0) }

    /// Makes a database at `path` with `values` in an untyped column (which keeps every storage
    /// class and `-0.0`), rows deleted so rowids have gaps, an AUTOINCREMENT table, a WITHOUT ROWID
    /// table, a generated column (where SQLite has them), awkward names, an index, a view, a
    /// trigger and a user_version.
    static func makeDatabase(at path: String, values: [SQLValue]) throws {
        let context = try SQLContext(path: path)
        defer { context.close() }
        // A generated column where the SQLite has them (3.31 and later, not compiled out).
        let doubled = context.supports(.generatedColumns) ? "doubled AS (v * 2)" : "doubled REAL"
        try context.exec(
            sql: """
                PRAGMA user_version = 7;
                CREATE TABLE plain(v, note TEXT);
                CREATE TABLE counted(id INTEGER PRIMARY KEY AUTOINCREMENT, v REAL, \(doubled));
                CREATE TABLE keyed(k TEXT PRIMARY KEY, v) WITHOUT ROWID;
                CREATE TABLE "odd ""name"("select", "a b");
                CREATE INDEX plain_note ON plain(note);
                CREATE VIEW plain_texts AS SELECT v FROM plain WHERE typeof(v) = 'text';
                CREATE TRIGGER counted_log AFTER INSERT ON counted BEGIN INSERT INTO plain VALUES (new.id, 'log'); END;
                """)
        for (index, value) in values.enumerated() {
            try context.exec(
                sql: "INSERT INTO plain VALUES (?, ?)", parameters: [value, .text("row " + String(index))])
            try context.exec(sql: "INSERT INTO keyed VALUES (?, ?)", parameters: [.text(String(index)), value])
        }
        try context.exec(sql: "DELETE FROM plain WHERE rowid % 5 = 0")
        for real in reals where real.isFinite {
            try context.exec(sql: "INSERT INTO counted(v) VALUES (?)", parameters: [.real(real)])
        }
        try context.exec(sql: "DELETE FROM counted WHERE id = (SELECT max(id) FROM counted)")
        try context.exec(sql: "INSERT INTO \"odd \"\"name\" VALUES ('x''y', 2)")
    }

    /// Every table's rows, each value as its storage class and exact content, and the schema.
    static func contents(of path: String) throws -> [String: [String]] {
        let context = try SQLContext(path: path, flags: [.readOnly])
        defer { context.close() }
        var contents: [String: [String]] = [:]
        let schema = try context.query(
            sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
        contents["schema"] = schema.map { $0.map(describe).joined(separator: " | ") }
        contents["user_version"] = [describe(try context.query(sql: "PRAGMA user_version")[0][0])]
        for row in schema where row[0].textValue == "table" {
            let name = "\"" + (row[1].textValue ?? "").replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let rowid = (try? context.prepare(sql: "SELECT rowid FROM " + name).close()) != nil
            let rows = try context.query(sql: "SELECT " + (rowid ? "rowid, " : "") + "* FROM " + name)
            contents[row[1].textValue ?? ""] = rows.map { $0.map(describe).joined(separator: " | ") }.sorted()
        }
        return contents
    }

    /// A value as its storage class and exact content: the bits of a real.
    static func describe(_ value: SQLValue) -> String {
        switch value {
        case .long(let number): return "integer " + String(number)
        case .real(let number): return "real " + String(number) + " " + String(number.bitPattern, radix: 16)
        case .text(let text):
            return "text " + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
        case .blob(let data): return "blob " + data.map { String($0, radix: 16) }.joined(separator: ",")
        case .null: return "null"
        }
    }

    /// Checks that the databases at `expected` and `actual` hold the same schema and values.
    static func expectSameContents(_ expected: String, _ actual: String) throws {
        let want = try contents(of: expected)
        let got = try contents(of: actual)
        #expect(want.keys.sorted() == got.keys.sorted())
        for (table, rows) in want {
            #expect(got[table] == rows, "table \(table)")
        }
    }

    /// The `.dump` of the database at `path`, by sqlctx.
    static func dump(_ path: String) throws -> String {
        let outcome = try SQLCtxProcess.run([path], input: ".dump\n")
        try #require(outcome.status == 0, "\(outcome.errors)")
        return outcome.output
    }

    @Test func theDumpIsOneTransactionWithTheSchemaAfterTheData() throws {
        let directory = try TemporaryDirectory()
        let source = directory.path("source.db")
        try Self.makeDatabase(at: source, values: Self.values)
        let text = try Self.dump(source)
        #expect(text.hasPrefix("PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\nPRAGMA user_version=7;\n"))
        #expect(text.hasSuffix("COMMIT;\n"))
        let lines = text.split(separator: "\n").map(String.init)
        let lastInsert = try #require(lines.lastIndex { $0.hasPrefix("INSERT INTO \"") })
        let index = try #require(lines.firstIndex(of: "CREATE INDEX plain_note ON plain(note);"))
        #expect(lastInsert < index)
        #expect(lines.contains("INSERT INTO \"plain\"(\"rowid\",\"v\",\"note\") VALUES(1,0,'row 0');"))
        #expect(lines.contains("DELETE FROM sqlite_sequence;"))
        #expect(lines.contains { $0.contains(",-0.0,") })
        #expect(lines.contains { $0.contains("CAST(X'610062' AS TEXT)") })
        #expect(lines.contains { $0.contains("(CAST(") && $0.contains(" AS REAL)/4611686018427387904") })
    }

    @Test func aDumpLoadsIntoSQLCtxExactly() throws {
        let directory = try TemporaryDirectory()
        let source = directory.path("source.db")
        let copy = directory.path("copy.db")
        try Self.makeDatabase(at: source, values: Self.values)
        let load = try SQLCtxProcess.run([copy], input: try Self.dump(source))
        #expect(load.status == 0, "\(load.errors)")
        try Self.expectSameContents(source, copy)
    }

    @Test func aDumpOfOneTableHasItsIndexesAndNothingElse() throws {
        let directory = try TemporaryDirectory()
        let source = directory.path("source.db")
        try Self.makeDatabase(at: source, values: [.long(1), .text("x")])
        let outcome = try SQLCtxProcess.run([source], input: ".dump plain\n")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("CREATE TABLE plain(v, note TEXT);\n"))
        #expect(outcome.output.contains("CREATE INDEX plain_note ON plain(note);\n"))
        #expect(!outcome.output.contains("keyed"))
        #expect(!outcome.output.contains("PRAGMA user_version"))
    }

    @Test(.enabled(if: SQLite3Shell.mustRun, Comment(rawValue: SQLite3Shell.absenceReason)))
    func aDumpLoadsIntoTheSQLite3ShellExactly() throws {
        let directory = try TemporaryDirectory()
        let source = directory.path("source.db")
        let copy = directory.path("copy.db")
        try Self.makeDatabase(at: source, values: Self.values)
        let load = try SQLite3Shell.run(["-bail", copy], input: try Self.dump(source))
        #expect(load.status == 0, "\(load.errors)")
        #expect(load.errors == "")
        try Self.expectSameContents(source, copy)
    }

    /// What the sqlite3 shell's own `.dump` (3.40) loses is left out of this data set, so that
    /// the test checks sqlctx's reading, not sqlite3's writing: it writes `-0.0` as `0.0`, reals
    /// with 20 digits (which SQLite 3.40 reads back otherwise for some values), text up to its
    /// first NUL, and no `user_version`; `--preserve-rowids` keeps the rowids.
    @Test(.enabled(if: SQLite3Shell.mustRun, Comment(rawValue: SQLite3Shell.absenceReason)))
    func theSQLite3ShellsDumpLoadsIntoSQLCtx() throws {
        let directory = try TemporaryDirectory()
        let source = directory.path("source.db")
        let copy = directory.path("copy.db")
        let exact: [Double] = [0.0, 0.1, -1.5, 1.0 / 3.0, Double.pi, 1e20, 1e300, -2.5e-10, .infinity, -.infinity]
        let values =
            Self.values.filter { $0.realValue == nil && !($0.textValue ?? "").utf8.contains(0) }
            + exact.map { .real($0) }
        try Self.makeDatabase(at: source, values: values)
        let dump = try SQLite3Shell.run([source, ".dump --preserve-rowids"])
        try #require(dump.status == 0, "\(dump.errors)")
        let load = try SQLCtxProcess.run([copy], input: dump.output)
        #expect(load.status == 0, "\(load.errors)")
        #expect(load.errors == "")
        var want = try Self.contents(of: source)
        var got = try Self.contents(of: copy)
        // `counted` holds the stress reals, whose sqlite3 dump is not exact (above).
        for key in ["counted", "user_version"] {
            want[key] = nil
            got[key] = nil
        }
        #expect(want == got)
    }
}
