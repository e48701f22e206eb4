import Foundation
import SQLContext
import Testing

// The table of hostile inputs. Each case runs on a fresh `HostileFixture` (table `t` with 100
// committed rows, tables `parent` and `child`); afterwards the test checks that `t` is intact, the
// file passes `PRAGMA integrity_check` and the context runs a query. Where SQLite versions differ
// (3.15.2 in SQLCipher, 3.40.1 on Debian, 3.50.4), the case asks `sqliteVersion` and asserts what
// that version does; nothing is skipped.

extension HostileCase {
    static let all: [HostileCase] = malformedSQL + limits + values + files + lifecycle + constraints + misuse
}

// MARK: - Malformed and oversized SQL

extension HostileCase {
    static let malformedSQL: [HostileCase] = [
        HostileCase("misspelled keyword") { f in
            let error = expectSQLError(code: Code.error, messageContains: ["syntax error"]) {
                try f.context.exec(sql: "SELEC 1")
            }
            if f.isAtLeast(3, 38) { #expect(error?.offset == 0) } else { #expect(error?.offset == nil) }
        },
        HostileCase("statement cut after WHERE") { f in
            expectSQLError(code: Code.error, messageContains: f.incompleteInputWords) {
                _ = try f.context.query(sql: "SELECT * FROM t WHERE")
            }
        },
        HostileCase("INSERT cut inside VALUES") { f in
            expectSQLError(code: Code.error, messageContains: f.incompleteInputWords) {
                try f.context.exec(sql: "INSERT INTO t(name) VALUES (")
            }
        },
        HostileCase("unterminated string literal") { f in
            expectSQLError(code: Code.error, messageContains: ["unrecognized token"]) {
                _ = try f.context.query(sql: "SELECT 'never closed")
            }
        },
        HostileCase("unterminated quoted identifier") { f in
            expectSQLError(code: Code.error, messageContains: ["unrecognized token"]) {
                _ = try f.context.query(sql: "SELECT \"never closed")
            }
        },
        HostileCase("blob literal with an odd number of digits") { f in
            expectSQLError(code: Code.error, messageContains: ["unrecognized token"]) {
                _ = try f.context.query(sql: "SELECT X'ABC'")
            }
        },
        HostileCase("control characters as SQL") { f in
            expectSQLError(code: Code.error, messageContains: ["unrecognized token"]) {
                _ = try f.context.query(sql: "\u{1}\u{2}\u{7F}")
            }
        },
        HostileCase("script whose third statement is malformed runs the first two") { f in
            expectSQLError(code: Code.error, messageContains: ["syntax error"]) {
                try f.context.exec(sql: "CREATE TABLE s1(x); INSERT INTO s1 VALUES (1); INSERT INTO s1 VALUES (;")
            }
            let inserted = try scalar(f.context, "SELECT count(*) FROM s1")
            #expect(inserted == .long(1))
        },
        HostileCase("unknown table") { f in
            expectSQLError(code: Code.error, messageContains: ["no such table"]) {
                _ = try f.context.query(sql: "SELECT * FROM missing_table")
            }
        },
        HostileCase("unknown function") { f in
            expectSQLError(code: Code.error, messageContains: ["no such function"]) {
                _ = try f.context.query(sql: "SELECT no_such_function(1)")
            }
        },
        HostileCase("wrong number of function arguments") { f in
            expectSQLError(code: Code.error, messageContains: ["wrong number of arguments"]) {
                _ = try f.context.query(sql: "SELECT substr()")
            }
        },
        HostileCase("ambiguous column") { f in
            expectSQLError(code: Code.error, messageContains: ["ambiguous column name"]) {
                _ = try f.context.query(sql: "SELECT id FROM t, t AS u")
            }
        },
        HostileCase("views defined in a circle") { f in
            try f.context.exec(sql: "CREATE VIEW v1 AS SELECT 1 AS x; CREATE VIEW v2 AS SELECT x FROM v1")
            try f.context.exec(sql: "DROP VIEW v1; CREATE VIEW v1 AS SELECT x FROM v2")
            expectSQLError(code: Code.error, messageContains: ["circularly defined"]) {
                _ = try f.context.query(sql: "SELECT * FROM v1")
            }
        },
        HostileCase("1 MB statement runs") { f in
            let rows = try f.context.query(sql: "SELECT length('" + oneMegabyte + "')")
            #expect(rows == [[.long(1_000_000)]])
        },
        HostileCase("1 MB statement cut at its end") { f in
            expectSQLError(code: Code.error, messageContains: f.incompleteInputWords) {
                _ = try f.context.query(sql: "SELECT '" + oneMegabyte + "' FROM")
            }
        },
        HostileCase("1 MB statement over a lowered SQLITE_LIMIT_SQL_LENGTH") { f in
            try f.context.setLimit(.sqlLength, 10_000)
            expectSQLError(code: Code.tooBig, messageContains: ["too long", "too big"]) {
                _ = try f.context.query(sql: "SELECT length('" + oneMegabyte + "')")
            }
            try f.context.setLimit(.sqlLength, 1_000_000_000)
        },
        HostileCase("expression deeper than SQLite's limit of 1000") { f in
            guard f.hasExpressionDepthLimit else {
                // No limit in this build: the expression is valid SQL and runs.
                let value = try scalar(f.context, deepSum(1_500))
                #expect(value == .long(1_500))
                return
            }
            expectSQLError(code: Code.error, messageContains: ["expression tree is too large"]) {
                _ = try f.context.query(sql: deepSum(1_500))
            }
        },
        HostileCase("parentheses nested 100 000 deep") { f in
            let sql = "SELECT " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
            if f.hasParserDepthLimit {
                // Recent SQLite (3.54 here) limits the parser's nesting (SQLITE_LIMIT_PARSER_DEPTH,
                // 1000 by default) and reports "Recursion limit".
                expectSQLError(code: Code.error, messageContains: ["recursion limit"]) {
                    _ = try f.context.query(sql: sql)
                }
            } else if f.isAtLeast(3, 46) {
                // From 3.46 the parser's stack grows on the heap, and parentheses add no depth to
                // the expression tree: the statement is valid and runs (3.50.4 here).
                let value = try scalar(f.context, sql)
                #expect(value == .long(1))
            } else {
                // Before, the parser's fixed stack of 100 entries overflows (3.15.2, 3.40.1 here).
                expectSQLError(code: Code.error, messageContains: ["parser stack overflow"]) {
                    _ = try f.context.query(sql: sql)
                }
            }
        },
        HostileCase("subqueries nested 10 000 deep") { f in
            guard f.hasExpressionDepthLimit else {
                // 10 000 would overflow the stack inside SQLite (see `hasExpressionDepthLimit`);
                // 100 runs.
                let shallow = String(repeating: "SELECT (", count: 100) + "1" + String(repeating: ")", count: 100)
                let value = try scalar(f.context, shallow)
                #expect(value == .long(1))
                return
            }
            let sql = String(repeating: "SELECT (", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
            // "parser stack overflow" (fixed parser stack, before 3.46), "expression tree is too
            // large" (SQLITE_LIMIT_EXPR_DEPTH, 3.46 to 3.50.4), "Recursion limit"
            // (SQLITE_LIMIT_PARSER_DEPTH, 3.54).
            expectSQLError(
                code: Code.error,
                messageContains: ["parser stack overflow", "expression tree is too large", "recursion limit"]
            ) {
                _ = try f.context.query(sql: sql)
            }
        },
        HostileCase("ORDER BY term out of range") { f in
            expectSQLError(code: Code.error, messageContains: ["order by term out of range"]) {
                _ = try f.context.query(sql: "SELECT id FROM t ORDER BY 2")
            }
        },
        HostileCase("aggregate in WHERE") { f in
            expectSQLError(code: Code.error, messageContains: ["misuse of aggregate"]) {
                _ = try f.context.query(sql: "SELECT id FROM t WHERE count(*) > 1")
            }
        },
    ]
}

// MARK: - Limits

extension HostileCase {
    static let limits: [HostileCase] = [
        HostileCase("expression over a lowered SQLITE_LIMIT_EXPR_DEPTH") { f in
            guard f.hasExpressionDepthLimit else {
                // No limit to lower in this build: it stays 0 and the expression runs.
                let previous = try f.context.setLimit(.expressionDepth, 10)
                let value = try scalar(f.context, deepSum(20))
                #expect(previous == 0)
                #expect(value == .long(20))
                return
            }
            try f.context.setLimit(.expressionDepth, 10)
            #expect(try scalar(f.context, deepSum(5)) == .long(5))
            expectSQLError(code: Code.error, messageContains: ["expression tree is too large"]) {
                _ = try f.context.query(sql: deepSum(20))
            }
        },
        HostileCase("compound SELECT over a lowered SQLITE_LIMIT_COMPOUND_SELECT") { f in
            try f.context.setLimit(.compoundSelect, 3)
            expectSQLError(code: Code.error, messageContains: ["too many terms in compound select"]) {
                _ = try f.context.query(sql: "SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4")
            }
        },
        HostileCase("function arguments over a lowered SQLITE_LIMIT_FUNCTION_ARG") { f in
            try f.context.setLimit(.functionArguments, 2)
            expectSQLError(code: Code.error, messageContains: ["too many arguments"]) {
                _ = try f.context.query(sql: "SELECT max(1, 2, 3)")
            }
        },
        HostileCase("LIKE pattern over a lowered SQLITE_LIMIT_LIKE_PATTERN_LENGTH") { f in
            try f.context.setLimit(.likePatternLength, 10)
            expectSQLError(code: Code.error, messageContains: ["pattern too complex"]) {
                _ = try f.context.query(
                    sql: "SELECT 'a' LIKE ?", parameters: [.text(String(repeating: "%a", count: 50))])
            }
        },
        HostileCase("table wider than a lowered SQLITE_LIMIT_COLUMN") { f in
            try f.context.setLimit(.columns, 5)
            expectSQLError(code: Code.error, messageContains: ["too many columns"]) {
                try f.context.exec(sql: "CREATE TABLE wide(a, b, c, d, e, f)")
            }
        },
        HostileCase("ATTACH over SQLITE_LIMIT_ATTACHED lowered to 0") { f in
            try f.context.setLimit(.attachedDatabases, 0)
            expectSQLError(code: Code.error, messageContains: ["too many attached databases"]) {
                try f.context.exec(sql: "ATTACH DATABASE ':memory:' AS other")
            }
        },
        HostileCase("trigger recursion over a lowered SQLITE_LIMIT_TRIGGER_DEPTH") { f in
            try f.context.exec(
                sql: """
                    PRAGMA recursive_triggers = ON;
                    CREATE TABLE chain(n INTEGER);
                    CREATE TRIGGER chain_more AFTER INSERT ON chain BEGIN INSERT INTO chain VALUES (new.n + 1); END;
                    """)
            try f.context.setLimit(.triggerDepth, 10)
            // "too many levels of trigger recursion" up to 3.50.4, "triggers nested too deep" in 3.54.
            expectSQLError(
                code: Code.error,
                messageContains: ["too many levels of trigger recursion", "triggers nested too deep"]
            ) {
                try f.context.exec(sql: "INSERT INTO chain VALUES (0)")
            }
            #expect(try scalar(f.context, "SELECT count(*) FROM chain") == .long(0))
        },
        HostileCase("parameter number past SQLITE_MAX_VARIABLE_NUMBER") { f in
            // The compile-time maximum is 999 before 3.32 and 32766 since.
            // The maximum is a compile-time option (999 before 3.32, 32766 since, 250000 in Debian's
            // builds); the limit starts at it.
            let maximum = String(try f.context.limit(.variableNumber))
            expectSQLError(code: Code.error, messageContains: ["variable number must be between ?1 and ?" + maximum]) {
                _ = try f.context.query(sql: "SELECT ?1000000")
            }
        },
        HostileCase("parameter number over a lowered SQLITE_LIMIT_VARIABLE_NUMBER") { f in
            try f.context.setLimit(.variableNumber, 5)
            expectSQLError(code: Code.error, messageContains: ["variable number must be between ?1 and ?5"]) {
                _ = try f.context.query(sql: "SELECT ?6")
            }
        },
        HostileCase("bound blob over a lowered SQLITE_LIMIT_LENGTH") { f in
            try f.context.setLimit(.length, 1000)
            expectSQLError(code: Code.tooBig, messageContains: ["too big"]) {
                try f.context.exec(
                    sql: "INSERT INTO t(name, data) VALUES ('big', ?)", parameters: [.blob(Data(count: 2000))])
            }
            #expect(try scalar(f.context, "SELECT count(*) FROM t WHERE name = 'big'") == .long(0))
        },
        HostileCase("bound text over a lowered SQLITE_LIMIT_LENGTH") { f in
            try f.context.setLimit(.length, 1000)
            expectSQLError(code: Code.tooBig, messageContains: ["too big"]) {
                try f.context.exec(
                    sql: "INSERT INTO t(name) VALUES (?)", parameters: [.text(String(repeating: "é", count: 600))])
            }
        },
        HostileCase("string built by SQL over a lowered SQLITE_LIMIT_LENGTH") { f in
            try f.context.setLimit(.length, 100)
            expectSQLError(code: Code.tooBig, messageContains: ["too big"]) {
                _ = try f.context.query(sql: "SELECT group_concat(name) FROM t")
            }
        },
        HostileCase("zeroblob past the default SQLITE_LIMIT_LENGTH") { f in
            expectSQLError(code: Code.tooBig, messageContains: ["too big"]) {
                _ = try f.context.query(sql: "SELECT zeroblob(2000000000)")
            }
        },
        HostileCase("negative limit") { f in
            expectSQLError(code: Code.range, messageContains: ["cannot be negative"]) {
                try f.context.setLimit(.length, -1)
            }
            let unchanged = try f.context.limit(.length)
            #expect(unchanged > 0)
        },
        HostileCase("abs() of the smallest integer") { f in
            expectSQLError(code: Code.error, messageContains: ["integer overflow"]) {
                _ = try f.context.query(sql: "SELECT abs(-9223372036854775808)")
            }
        },
        HostileCase("sum() past Int64.max") { f in
            expectSQLError(code: Code.error, messageContains: ["integer overflow"]) {
                _ = try f.context.query(
                    sql: "SELECT sum(x) FROM (SELECT ? AS x UNION ALL SELECT 1)", parameters: [.long(Int64.max)])
            }
        },
    ]
}

// MARK: - Values

extension HostileCase {
    static let values: [HostileCase] = [
        HostileCase("invalid UTF-8 read back as text and as bytes") { f in
            let bytes = Data([0x41, 0xFF, 0x42, 0xC3])
            try f.context.exec(sql: "CREATE TABLE raw(v)")
            try f.context.exec(sql: "INSERT INTO raw VALUES (CAST(? AS TEXT))", parameters: [.blob(bytes)])
            let rows = try f.context.query(sql: "SELECT v, typeof(v), CAST(v AS BLOB) FROM raw")
            #expect(rows == [[.text("A\u{FFFD}B\u{FFFD}"), .text("text"), .blob(bytes)]])
            let statement = try f.context.prepare(sql: "SELECT v FROM raw")
            #expect(try statement.next())
            #expect(statement.blob(at: 0) == bytes)
            statement.close()
        },
        HostileCase("NUL characters inside text and blob values") { f in
            let text = "a\u{0}b\u{0}"
            let blob = Data([0, 0, 0x61, 0])
            try f.context.exec(sql: "INSERT INTO t(name, data) VALUES (?, ?)", parameters: [.text(text), .blob(blob)])
            let rows = try f.context.query(
                sql: "SELECT name, data, hex(name) FROM t WHERE data = ?", parameters: [.blob(blob)])
            #expect(rows == [[.text(text), .blob(blob), .text("61006200")]])
            try f.context.exec(sql: "DELETE FROM t WHERE data = ?", parameters: [.blob(blob)])
        },
        HostileCase("NUL byte inside a string literal") { f in
            // SQLite would stop reading the SQL at the NUL; SQLContext refuses the text instead.
            let error = expectSQLError(code: Code.error, messageContains: ["NUL character"]) {
                _ = try f.context.query(sql: "SELECT 'a\u{0}b'")
            }
            #expect(error?.offset == 9)
        },
        HostileCase("NUL byte between statements: nothing of the script runs") { f in
            expectSQLError(code: Code.error, messageContains: ["NUL character"]) {
                try f.context.exec(sql: "DELETE FROM t WHERE id = 1;\u{0} DROP TABLE t")
            }
            expectSQLError(code: Code.error, messageContains: ["NUL character"]) {
                _ = try f.context.prepare(sql: "SELECT 1\u{0} DROP TABLE t")
            }
        },
        HostileCase("NaN bound becomes NULL") { f in
            let rows = try f.context.query(sql: "SELECT ?1, typeof(?1)", parameters: [.real(Double.nan)])
            #expect(rows == [[.null, .text("null")]])
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintNotNull) {
                try f.context.exec(
                    sql: "INSERT INTO t(name, score) VALUES (?, 1.0)", parameters: [.real(Double.nan)])
            }
        },
        HostileCase("+infinity and -infinity bound round-trip") { f in
            try f.context.exec(sql: "CREATE TABLE inf(v REAL)")
            try f.context.exec(
                sql: "INSERT INTO inf VALUES (?), (?)", parameters: [.real(.infinity), .real(-.infinity)])
            let rows = try f.context.query(sql: "SELECT v, typeof(v) FROM inf ORDER BY v")
            #expect(rows == [[.real(-.infinity), .text("real")], [.real(.infinity), .text("real")]])
            #expect(try scalar(f.context, "SELECT 1e999") == .real(.infinity))
        },
        HostileCase("-infinity fails a CHECK constraint") { f in
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintCheck) {
                try f.context.exec(
                    sql: "INSERT INTO t(name, score) VALUES ('minus', ?)", parameters: [.real(-.infinity)])
            }
        },
        HostileCase("value of the wrong type for INTEGER PRIMARY KEY") { f in
            expectSQLError(code: Code.mismatch, messageContains: ["datatype mismatch"]) {
                try f.context.exec(sql: "INSERT INTO t(id, name) VALUES ('abc', 'mismatch')")
            }
        },
    ]
}

// MARK: - Files

extension HostileCase {
    static let files: [HostileCase] = [
        HostileCase("file that is not a database") { f in
            let path = f.directory.file("not-a-database.db")
            try Data(String(repeating: "This is not a SQLite database.\n", count: 256).utf8).write(
                to: URL(fileURLWithPath: path))
            let other = try SQLContext(path: path)
            defer { other.close() }
            expectSQLError(code: Code.notADatabase, messageContains: ["not a database"]) {
                _ = try other.query(sql: "SELECT count(*) FROM sqlite_master")
            }
            expectSQLError(code: Code.notADatabase) { try other.exec(sql: "CREATE TABLE x(y)") }
            // A statement that reads no table still runs on 3.40 and before; SQLite 3.50 reads the
            // schema before it compiles any statement, so even this one meets the bad file.
            if f.isAtLeast(3, 50) {
                expectSQLError(code: Code.notADatabase) { _ = try other.query(sql: "SELECT 1") }
            } else if !f.isAtLeast(3, 41) {
                let value = try scalar(other, "SELECT 1")
                #expect(value == .long(1))
            }
        },
        HostileCase("file that is not a database, attached") { f in
            let path = f.directory.file("attached-junk.db")
            try Data(String(repeating: "Not a database either.\n", count: 400).utf8).write(
                to: URL(fileURLWithPath: path))
            expectSQLError(code: Code.notADatabase, messageContains: ["not a database"]) {
                try f.context.exec(sql: "ATTACH DATABASE ? AS junk", parameters: [.text(path)])
            }
            expectSQLError(code: Code.error, messageContains: ["no such table"]) {
                _ = try f.context.query(sql: "SELECT * FROM junk.sqlite_master")
            }
        },
        HostileCase("truncated database") { f in
            let path = f.directory.file("truncated.db")
            let source = try SQLContext(path: path)
            try source.exec(sql: "CREATE TABLE big(x); CREATE INDEX big_x ON big(x)")
            try source.exec(
                sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)"
                    + " INSERT INTO big SELECT randomblob(100) FROM n")
            source.close()
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 4096 * 10 + 123)
            try handle.close()
            let damaged = try SQLContext(path: path)
            defer { damaged.close() }
            expectSQLError(code: Code.corrupt, messageContains: ["malformed"]) {
                _ = try damaged.query(sql: "SELECT count(*), sum(length(x)) FROM big")
            }
            // integrity_check reports the damage as rows, or fails on it with SQLITE_CORRUPT.
            do {
                let report = try integrityCheck(damaged)
                #expect(report != "ok")
            } catch let error as SQLError {
                #expect(error.code == Code.corrupt, "\(error)")
            }
        },
        HostileCase("database truncated inside its header") { f in
            let path = f.directory.file("header.db")
            let source = try SQLContext(path: path)
            try source.exec(sql: "CREATE TABLE x(y)")
            source.close()
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 50)
            try handle.close()
            let damaged = try SQLContext(path: path)
            defer { damaged.close() }
            // Fewer bytes than one page but not empty: SQLite calls it damaged, not foreign.
            expectSQLError(code: Code.corrupt, messageContains: ["malformed"]) {
                _ = try damaged.query(sql: "SELECT * FROM x")
            }
        },
        HostileCase("write to a database opened read-only") { f in
            let reader = try SQLContext(path: f.path, flags: [.readOnly])
            defer { reader.close() }
            #expect(try scalar(reader, "SELECT count(*) FROM t") == .long(HostileFixture.rowCount))
            expectSQLError(code: Code.readOnly, messageContains: ["readonly"]) {
                try reader.exec(sql: "DELETE FROM t")
            }
            expectSQLError(code: Code.readOnly) {
                try reader.transaction { try reader.exec(sql: "INSERT INTO t(name) VALUES ('x')") }
            }
            #expect(!reader.isInTransaction)
        },
        HostileCase("write with PRAGMA query_only") { f in
            try f.context.exec(sql: "PRAGMA query_only = ON")
            expectSQLError(code: Code.readOnly, messageContains: ["readonly"]) {
                try f.context.exec(sql: "DELETE FROM t")
            }
            try f.context.exec(sql: "PRAGMA query_only = OFF")
        },
        HostileCase("database in a missing directory") { f in
            expectSQLError(code: Code.cantOpen, messageContains: ["unable to open"]) {
                _ = try SQLContext(path: f.directory.file("no/such/directory/x.db"))
            }
        },
        HostileCase("missing database opened without .create") { f in
            expectSQLError(code: Code.cantOpen, messageContains: ["unable to open"]) {
                _ = try SQLContext(path: f.directory.file("absent.db"), flags: [.readWrite])
            }
        },
        HostileCase("database full at PRAGMA max_page_count") { f in
            let pages = try scalar(f.context, "PRAGMA page_count").longValue ?? 0
            try f.context.exec(sql: "PRAGMA max_page_count = " + String(pages + 2))
            expectSQLError(code: Code.full, messageContains: ["full"]) {
                try f.context.transaction {
                    try f.context.exec(sql: "INSERT INTO t(name) VALUES ('before full')")
                    for index in 0..<100 {
                        try f.context.exec(
                            sql: "INSERT INTO t(name, data) VALUES (?, randomblob(4000))",
                            parameters: [.text("filler-\(index)")])
                    }
                }
            }
            #expect(try scalar(f.context, "SELECT count(*) FROM t WHERE name = 'before full'") == .long(0))
            try f.context.exec(sql: "PRAGMA max_page_count = 1073741823")
            try f.context.exec(sql: "INSERT INTO t(name, data) VALUES ('after full', randomblob(4000))")
            try f.context.exec(sql: "DELETE FROM t WHERE name = 'after full'")
        },
        HostileCase("write while another connection holds the write lock") { f in
            let other = try f.secondContext()
            defer { other.close() }
            try other.exec(sql: "BEGIN IMMEDIATE")
            expectSQLError(code: Code.busy, messageContains: ["locked"]) {
                try f.context.exec(sql: "DELETE FROM t")
            }
            try other.exec(sql: "ROLLBACK")
            try f.context.exec(sql: "UPDATE t SET score = score WHERE id = 1")
        },
    ]
}

// MARK: - Interrupts, closing, statements

extension HostileCase {
    static let lifecycle: [HostileCase] = [
        HostileCase("interrupt from another thread during a long query") { f in
            whileInterrupting(f.context) {
                expectSQLError(code: Code.interrupt, messageContains: ["interrupt"]) {
                    _ = try f.context.query(sql: "SELECT count(*) FROM t AS a, t AS b, t AS c, t AS d, t AS e")
                }
            }
        },
        HostileCase("recursive CTE without end, interrupted") { f in
            whileInterrupting(f.context) {
                expectSQLError(code: Code.interrupt, messageContains: ["interrupt"]) {
                    _ = try f.context.query(
                        sql:
                            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT max(x) FROM c"
                    )
                }
            }
        },
        HostileCase("statement interrupted mid-iteration runs again after reset") { f in
            let statement = try f.context.prepare(
                sql:
                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT x FROM c"
            )
            defer { statement.close() }
            #expect(try statement.next())
            #expect(statement.long(at: 0) == 1)
            whileInterrupting(f.context) {
                expectSQLError(code: Code.interrupt) { while try statement.next() {} }
            }
            statement.reset()
            #expect(try statement.next())
            #expect(statement.long(at: 0) == 1)
        },
        HostileCase("INSERT interrupted inside a transaction rolls it back") { f in
            whileInterrupting(f.context) {
                expectSQLError(code: Code.interrupt) {
                    try f.context.transaction {
                        try f.context.exec(sql: "DELETE FROM t WHERE id <= 50")
                        try f.context.exec(
                            sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000)"
                                + " INSERT INTO t(name) SELECT 'n' || x FROM c")
                    }
                }
            }
        },
        HostileCase("SELECT interrupted inside a transaction: the block's writes roll back") { f in
            // An interrupted read does not make SQLite roll back (an interrupted write does): the
            // transaction block must, or the DELETE stays in an open transaction.
            whileInterrupting(f.context) {
                expectSQLError(code: Code.interrupt) {
                    try f.context.transaction {
                        try f.context.exec(sql: "DELETE FROM t WHERE id <= 50")
                        _ = try f.context.query(
                            sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000)"
                                + " SELECT count(*) FROM c")
                    }
                }
            }
            #expect(!f.context.isInTransaction)
        },
        HostileCase("interrupt with nothing running is harmless") { f in
            f.context.interrupt()
            f.context.interruptHandle.interrupt()
            let count = try scalar(f.context, "SELECT count(*) FROM t")
            #expect(count == .long(HostileFixture.rowCount))
        },
        HostileCase("context closed while a statement is mid-iteration") { f in
            let statement = try f.context.prepare(sql: "SELECT id, name FROM t ORDER BY id")
            #expect(try statement.next())
            f.context.close()
            #expect(statement.isClosed)
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try statement.next() }
            #expect(statement.long(at: 0) == 0)
            #expect(statement.text(at: 1) == nil)
            #expect(statement.value(at: 1) == .null)
        },
        HostileCase("bind after the context closed") { f in
            let statement = try f.context.prepare(sql: "SELECT ?")
            f.context.close()
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try statement.bind(.long(1), at: 1) }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
                try statement.bind(parameters: [.long(1)])
            }
            f.context.close()
        },
        HostileCase("bind after the statement closed") { f in
            let statement = try f.context.prepare(sql: "SELECT ?")
            statement.close()
            expectSQLError(code: Code.misuse, messageContains: ["finalized"]) { try statement.bind(.long(1), at: 1) }
            expectSQLError(code: Code.misuse, messageContains: ["finalized"]) { _ = try statement.next() }
        },
        HostileCase("exec, query and prepare after close") { f in
            f.context.close()
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try f.context.exec(sql: "SELECT 1") }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try f.context.query(sql: "SELECT 1") }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
                _ = try f.context.prepare(sql: "SELECT 1")
            }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try f.context.transaction {} }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try f.context.limit(.length) }
        },
        HostileCase("DROP TABLE while a statement reads it") { f in
            let statement = try f.context.prepare(sql: "SELECT id FROM t")
            defer { statement.close() }
            #expect(try statement.next())
            expectSQLError(code: Code.locked, messageContains: ["locked"]) { try f.context.exec(sql: "DROP TABLE t") }
        },
        HostileCase("statement whose table was dropped") { f in
            try f.context.exec(sql: "CREATE TABLE gone(x)")
            let statement = try f.context.prepare(sql: "SELECT x FROM gone")
            defer { statement.close() }
            try f.context.exec(sql: "DROP TABLE gone")
            expectSQLError(code: Code.error, messageContains: ["no such table"]) { _ = try statement.next() }
        },
    ]
}

// MARK: - Constraints and triggers

extension HostileCase {
    static let constraints: [HostileCase] = [
        HostileCase("trigger that RAISEs ABORT") { f in
            try f.context.exec(
                sql: """
                    CREATE TRIGGER no_forbidden BEFORE INSERT ON t WHEN new.name = 'forbidden'
                    BEGIN SELECT RAISE(ABORT, 'forbidden name'); END
                    """)
            expectSQLError(
                code: Code.constraint, extendedCode: Code.constraintTrigger, messageContains: ["forbidden name"]
            ) {
                try f.context.exec(sql: "INSERT INTO t(name) VALUES ('forbidden')")
            }
        },
        HostileCase("trigger that RAISEs ROLLBACK inside a transaction") { f in
            try f.context.exec(
                sql: """
                    CREATE TRIGGER no_undo BEFORE DELETE ON t WHEN old.id = 100
                    BEGIN SELECT RAISE(ROLLBACK, 'row 100 stays'); END
                    """)
            expectSQLError(
                code: Code.constraint, extendedCode: Code.constraintTrigger, messageContains: ["row 100 stays"]
            ) {
                try f.context.transaction {
                    try f.context.exec(sql: "DELETE FROM t WHERE id < 50")
                    try f.context.exec(sql: "DELETE FROM t WHERE id = 100")
                }
            }
        },
        HostileCase("trigger that RAISEs FAIL in a nested transaction") { f in
            try f.context.exec(
                sql: "CREATE TRIGGER no_update BEFORE UPDATE ON t BEGIN SELECT RAISE(FAIL, 'read only rows'); END")
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintTrigger) {
                try f.context.transaction {
                    try f.context.exec(sql: "INSERT INTO t(name) VALUES ('outer')")
                    try f.context.transaction { try f.context.exec(sql: "UPDATE t SET score = 0.0") }
                }
            }
        },
        HostileCase("UNIQUE constraint") { f in
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique, messageContains: ["t.name"]) {
                try f.context.exec(sql: "INSERT INTO t(name) VALUES ('name-1')")
            }
        },
        HostileCase("NOT NULL constraint") { f in
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintNotNull, messageContains: ["t.name"]) {
                try f.context.exec(sql: "INSERT INTO t(name) VALUES (NULL)")
            }
        },
        HostileCase("CHECK constraint") { f in
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintCheck) {
                try f.context.exec(sql: "UPDATE t SET score = -1.0 WHERE id = 7")
            }
        },
        HostileCase("PRIMARY KEY constraint") { f in
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintPrimaryKey) {
                try f.context.exec(sql: "INSERT INTO t(id, name) VALUES (1, 'duplicate id')")
            }
        },
        HostileCase("FOREIGN KEY constraint") { f in
            try f.context.setForeignKeys(enabled: true)
            expectSQLError(code: Code.constraint, extendedCode: Code.constraintForeignKey) {
                try f.context.exec(sql: "INSERT INTO child(parent_id) VALUES (12345)")
            }
            try f.context.setForeignKeys(enabled: false)
        },
        HostileCase("writing sqlite_master") { f in
            expectSQLError(code: Code.error, messageContains: ["may not be modified"]) {
                try f.context.exec(sql: "DELETE FROM sqlite_master")
            }
        },
    ]
}

// MARK: - Misuse of the API and of transactions

extension HostileCase {
    static let misuse: [HostileCase] = [
        HostileCase("huge, zero and negative parameter index") { f in
            let statement = try f.context.prepare(sql: "SELECT ?")
            defer { statement.close() }
            for index in [Int.max, Int(Int32.max) + 1, 2, 0, -1, Int.min] {
                expectSQLError(code: Code.range, messageContains: ["out of range"]) {
                    try statement.bind(.long(1), at: index)
                }
            }
            try statement.bind(.long(7), at: 1)
            #expect(try statement.next())
            #expect(statement.long(at: 0) == 7)
        },
        HostileCase("too few and too many parameter values") { f in
            expectSQLError(code: Code.range) { _ = try f.context.query(sql: "SELECT ?, ?", parameters: [.long(1)]) }
            expectSQLError(code: Code.range) {
                try f.context.exec(sql: "DELETE FROM t WHERE id = ?", parameters: [.long(1), .long(2)])
            }
        },
        HostileCase("unknown parameter name") { f in
            let statement = try f.context.prepare(sql: "SELECT :known")
            defer { statement.close() }
            expectSQLError(code: Code.range, messageContains: ["no parameter named"]) {
                try statement.bind(.null, named: ":unknown")
            }
        },
        HostileCase("parameters given to a script") { f in
            expectSQLError(code: Code.misuse) {
                try f.context.exec(sql: "DELETE FROM t WHERE id = ?; DELETE FROM t", parameters: [.long(1)])
            }
        },
        HostileCase("two statements given to prepare") { f in
            expectSQLError(code: Code.misuse) { _ = try f.context.prepare(sql: "SELECT 1; DELETE FROM t") }
        },
        HostileCase("only a comment given to prepare") { f in
            expectSQLError(code: Code.misuse, messageContains: ["no statement"]) {
                _ = try f.context.prepare(sql: "  -- nothing here\n ; /* nor here */")
            }
        },
        HostileCase("COMMIT without a transaction") { f in
            expectSQLError(code: Code.error, messageContains: ["no transaction is active"]) {
                try f.context.exec(sql: "COMMIT")
            }
        },
        HostileCase("BEGIN inside a transaction") { f in
            try f.context.exec(sql: "BEGIN")
            expectSQLError(code: Code.error, messageContains: ["within a transaction"]) {
                try f.context.exec(sql: "BEGIN")
            }
            try f.context.exec(sql: "ROLLBACK")
        },
        HostileCase("ROLLBACK TO an unknown savepoint") { f in
            expectSQLError(code: Code.error, messageContains: ["no such savepoint"]) {
                try f.context.exec(sql: "ROLLBACK TO SAVEPOINT nowhere")
            }
        },
        HostileCase("VACUUM inside a transaction") { f in
            expectSQLError(code: Code.error, messageContains: ["cannot vacuum from within a transaction"]) {
                try f.context.transaction { try f.context.exec(sql: "VACUUM") }
            }
        },
        HostileCase("load_extension() while extension loading is off") { f in
            // A build with SQLITE_OMIT_LOAD_EXTENSION has no load_extension() at all.
            let canLoad = f.context.library.hasFunction("sqlite3_load_extension")
            expectSQLError(code: Code.error, messageContains: [canLoad ? "not authorized" : "no such function"]) {
                _ = try f.context.query(sql: "SELECT load_extension('libdoes-not-exist')")
            }
        },
        HostileCase("invalid open flags") { f in
            expectSQLError(code: Code.misuse) { _ = try SQLContext(path: f.path, flags: [.create]) }
            expectSQLError(code: Code.misuse) { _ = try SQLContext(path: f.path, flags: [.readOnly, .readWrite]) }
        },
    ]
}
