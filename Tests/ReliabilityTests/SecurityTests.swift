import Foundation
import SQLContext
import SQLFFI
import Testing

/// Secure defaults: values are bound, names quoted, extension loading off, and the hardening
/// switches of SQLite (defensive mode, untrusted schema) reachable.
@Suite("Security defaults")
struct SecurityTests {
    @Test("SQLIdentifier.quote doubles grave accents and wraps the name in them")
    func quoting() {
        #expect(SQLIdentifier.quote("a`b") == "`a``b`")
        #expect(SQLIdentifier.quote("plain") == "`plain`")
        #expect(SQLIdentifier.quote("") == "``")
        #expect(SQLIdentifier.quote("`") == "````")
        #expect(SQLIdentifier.quote("order") == "`order`")
        #expect(SQLIdentifier.quote("it's") == "`it's`")
        #expect(SQLIdentifier.quote("a\"b") == "`a\"b`")
        #expect(SQLIdentifier.quote(schema: "main", name: "x`y") == "`main`.`x``y`")
    }

    @Test("a misspelt quoted column fails instead of reading as a string")
    func misspeltQuotedColumnFails() throws {
        let context = try SQLContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE t(name); INSERT INTO t VALUES ('nmae')")
        // SQL's double quotes: a name that matches no column is read as the string 'nmae' (an
        // error only on a build with SQLITE_DQS=0, such as 3.50.4-lean).
        let doubleQuoted = try? context.query(sql: "SELECT count(*) FROM t WHERE name = \"nmae\"")
        #expect(doubleQuoted == [[.long(1)]] || doubleQuoted == nil)
        // SQLIdentifier's grave accents: always a name, so the misspelling is an error.
        let error = #expect(throws: SQLError.self) {
            try context.query(sql: "SELECT count(*) FROM t WHERE name = " + SQLIdentifier.quote("nmae"))
        }
        #expect(error?.code == 1)
    }

    @Test("an injection attempt in a name stays a name")
    func injectionStaysAnIdentifier() throws {
        let context = try SQLContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2)")
        let hostileNames = [
            "x\"; DROP TABLE t; --", "x\" (a); DROP TABLE t; --", "'; DROP TABLE t; --", "t\"\"", "]; DROP TABLE t",
            "`x`; DROP TABLE t", "naïve 名前 🙂", " ",
        ]
        for name in hostileNames {
            let table = SQLIdentifier.quote(name)
            let column = SQLIdentifier.quote(name + " column")
            try context.exec(sql: "CREATE TABLE " + table + " (" + column + " TEXT)")
            try context.exec(sql: "INSERT INTO " + table + " (" + column + ") VALUES (?)", parameters: [.text(name)])
            #expect(try scalar(context, "SELECT " + column + " FROM " + table) == .text(name))
            let found = try context.query(
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", parameters: [.text(name)])
            #expect(found == [[.text(name)]], "the table is named exactly \(name)")
            try context.exec(sql: "DROP TABLE " + table)
        }
        #expect(try scalar(context, "SELECT count(*) FROM t") == .long(2), "t survived")
        #expect(try scalar(context, "SELECT count(*) FROM sqlite_master") == .long(1))
    }

    @Test("SQL built with a name that holds a NUL character is refused, not run")
    func nulInName() throws {
        let context = try SQLContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE t(x)")
        expectSQLError(code: Code.error, messageContains: ["NUL character"]) {
            try context.exec(sql: "DROP TABLE " + SQLIdentifier.quote("t\u{0}\"; DROP TABLE t; --"))
        }
        #expect(try scalar(context, "SELECT count(*) FROM sqlite_master") == .long(1))
    }

    @Test("values are bound, never spliced: SQL in a value stays a value")
    func valuesAreBound() throws {
        let context = try SQLContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE t(x TEXT)")
        let hostile = "'); DROP TABLE t; --"
        try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.text(hostile)])
        let statement = try context.prepare(sql: "SELECT count(*) FROM t WHERE x = :x")
        defer { statement.close() }
        try statement.bind(.text(hostile), named: ":x")
        #expect(try statement.next())
        #expect(statement.long(at: 0) == 1)
        #expect(try scalar(context, "SELECT x FROM t") == .text(hostile))
    }

    @Test("extension loading is off unless the caller turns it on")
    func extensionLoading() throws {
        let context = try SQLContext()
        defer { context.close() }
        let sql = "SELECT load_extension('libsqlcontext-no-such-extension')"
        // A build with SQLITE_OMIT_LOAD_EXTENSION has neither the C function nor the SQL one.
        let canLoad = context.library.hasFunction("sqlite3_load_extension")
        expectSQLError(code: Code.error, messageContains: [canLoad ? "not authorized" : "no such function"]) {
            _ = try context.query(sql: sql)
        }
        if context.library.hasFunction("sqlite3_enable_load_extension") {
            try context.setExtensionLoading(enabled: true)
            // Now SQLite tries to load the file, which does not exist: a different error.
            let error = expectSQLError(code: Code.error) { _ = try context.query(sql: sql) }
            #expect(error?.message.lowercased().contains("not authorized") == false)
            try context.setExtensionLoading(enabled: false)
            expectSQLError(code: Code.error, messageContains: ["not authorized"]) { _ = try context.query(sql: sql) }
        } else {
            let error = expectSQLError(code: Code.error) { try context.setExtensionLoading(enabled: true) }
            #expect(error?.missingFunction == "sqlite3_enable_load_extension")
        }
    }

    @Test("defensive mode: on request, refuses writable_schema edits; needs SQLite 3.26")
    func defensiveMode() throws {
        let context = try SQLContext()
        defer { context.close() }
        if context.sqliteVersion < SQLiteVersion(major: 3, minor: 26) {
            for call in [{ try context.setDefensive(true) }, { _ = try context.isDefensive() }] {
                expectSQLError(code: Code.error, messageContains: ["needs SQLite 3.26.0", "SQLITE_DBCONFIG_DEFENSIVE"])
                {
                    try call()
                }
            }
            return
        }
        #expect(try context.isDefensive() == false)
        try context.exec(sql: "CREATE TABLE t(x)")
        try context.setDefensive(true)
        #expect(try context.isDefensive())
        try context.exec(sql: "PRAGMA writable_schema = ON")
        expectSQLError(code: Code.error, messageContains: ["may not be modified"]) {
            try context.exec(sql: "UPDATE sqlite_master SET sql = 'CREATE TABLE t(y)' WHERE name = 't'")
        }
        try context.setDefensive(false)
        #expect(try context.isDefensive() == false)
    }

    @Test("untrusted schema: on request, functions with side effects are refused in views; needs SQLite 3.31")
    func trustedSchema() throws {
        let context = try SQLContext()
        defer { context.close() }
        if context.sqliteVersion < SQLiteVersion(major: 3, minor: 31) {
            for call in [{ try context.setTrustedSchema(false) }, { _ = try context.isTrustedSchema() }] {
                expectSQLError(code: Code.error, messageContains: ["needs SQLite 3.31.0"]) { try call() }
            }
            return
        }
        #expect(try context.isTrustedSchema())
        // load_extension() is not innocuous: with an untrusted schema a view may not call it.
        try context.exec(sql: "CREATE VIEW risky AS SELECT load_extension('libsqlcontext-no-such-extension') AS x")
        try context.setTrustedSchema(false)
        #expect(try context.isTrustedSchema() == false)
        // Without extension loading compiled in (SQLITE_OMIT_LOAD_EXTENSION), the view's function
        // does not exist at all.
        let canLoad = context.library.hasFunction("sqlite3_load_extension")
        expectSQLError(
            code: Code.error, messageContains: [canLoad ? "unsafe use of load_extension" : "no such function"]
        ) {
            _ = try context.query(sql: "SELECT * FROM risky")
        }
        #expect(try scalar(context, "PRAGMA trusted_schema") == .long(0))
        try context.setTrustedSchema(true)
        #expect(try scalar(context, "PRAGMA trusted_schema") == .long(1))
    }

    @Test("the security switches throw on a closed context")
    func closedContext() throws {
        let context = try SQLContext()
        context.close()
        expectSQLError(code: Code.misuse) { try context.setExtensionLoading(enabled: false) }
        expectSQLError(code: Code.misuse) { try context.setDefensive(true) }
        expectSQLError(code: Code.misuse) { try context.setTrustedSchema(false) }
    }
}

/// The run-time limits API.
@Suite("Limits")
struct LimitTests {
    /// The compile option a build lists when a limit's maximum is 0.
    static let zeroMaximumOption: [SQLLimit: String] = [
        .expressionDepth: "MAX_EXPR_DEPTH=0", .workerThreads: "MAX_WORKER_THREADS=0",
    ]

    @Test("every limit reads, changes, and reports its previous value", arguments: SQLLimit.allCases)
    func readAndChange(limit: SQLLimit) throws {
        let context = try SQLContext()
        defer { context.close() }
        if limit == .parserDepth && (try? context.limit(.parserDepth)) == nil {
            // A category SQLite does not know reads as -1: a precise error instead.
            expectSQLError(code: Code.range, messageContains: ["SQLITE_LIMIT_PARSER_DEPTH", context.library.version]) {
                _ = try context.limit(limit)
            }
            expectSQLError(code: Code.range, messageContains: ["SQLITE_LIMIT_PARSER_DEPTH"]) {
                try context.setLimit(limit, 10)
            }
            return
        }
        let original = try context.limit(limit)
        #expect(original >= 0)
        if original == 0, let option = Self.zeroMaximumOption[limit],
            context.library.compileOptions?.contains(option) ?? (limit == .expressionDepth)
        {
            // A build whose compile-time maximum is 0: SQLITE_MAX_EXPR_DEPTH=0 (3.50.4-lean) checks
            // no depth at all; SQLITE_MAX_WORKER_THREADS is 0 with SQLITE_TEMP_STORE=3 or
            // SQLITE_THREADSAFE=0. The limit cannot be set above it.
            #expect(try context.setLimit(limit, 10) == 0)
            #expect(try context.limit(limit) == 0)
            return
        }
        // A value other than the current one: half (SQLite 3.50 raises a length limit under 30
        // bytes to 30), or one more for a limit at 0 or 1 (worker threads default to 0).
        let changed = original > 1 ? original / 2 : original + 1
        #expect(changed != original)
        #expect(try context.setLimit(limit, changed) == original)
        #expect(try context.limit(limit) == changed)
        #expect(try context.setLimit(limit, original) == changed)
        #expect(try context.limit(limit) == original)
    }

    @Test("SQLITE_LIMIT_PARSER_DEPTH exists exactly where the version says it must")
    func parserDepthByVersion() throws {
        let context = try SQLContext()
        defer { context.close() }
        let version = context.sqliteVersion
        let readable = (try? context.limit(.parserDepth)) != nil
        let writable = (try? context.setLimit(.parserDepth, 500)) != nil
        #expect(readable == writable, "reading and changing the limit must agree")
        // 3.54 has it and 3.50.4 does not; 3.51 to 3.53 are not in the matrix.
        if version >= SQLiteVersion(major: 3, minor: 54) {
            #expect(readable, "SQLite \(version) must have SQLITE_LIMIT_PARSER_DEPTH")
        } else if version <= SQLiteVersion(major: 3, minor: 50, patch: 4) {
            #expect(!readable, "SQLite \(version) has no SQLITE_LIMIT_PARSER_DEPTH")
        }
    }

    @Test("a limit set above SQLite's compile-time maximum is cut down to it")
    func cappedAtMaximum() throws {
        let context = try SQLContext()
        defer { context.close() }
        let original = try context.limit(.attachedDatabases)
        try context.setLimit(.attachedDatabases, Int.max)
        #expect(try context.limit(.attachedDatabases) == original, "SQLITE_MAX_ATTACHED is 10 unless built otherwise")
        #expect(SQLLimit.length.description == "SQLITE_LIMIT_LENGTH")
    }
}
