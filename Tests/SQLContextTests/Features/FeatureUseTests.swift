import Foundation
import SQLContext
import Testing

/// `supports(_:)` answers for the SQLite actually loaded: where it says yes, the feature works;
/// where it says no, using it fails with SQLite's precise error. Nothing here is skipped.
@Suite struct FeatureUseTests {
    @Test func returning() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT)")
        let sql = "INSERT INTO t(name) VALUES (?) RETURNING id, upper(name)"
        if context.supports(.returning) {
            #expect(try context.query(sql: sql, parameters: [.text("a")]) == [[.long(1), .text("A")]])
        } else {
            expectSQLError(code: Code.error, messageContains: ["near", "RETURNING", "syntax error"]) {
                _ = try context.query(sql: sql, parameters: [.text("a")])
            }
            #expect(try rowCount(context, "t") == 0)
            #expect(context.sqliteVersion < SQLiteVersion(major: 3, minor: 35))
        }
    }

    @Test func upsert() throws {
        let context = try memoryContext()
        try context.exec(
            sql: "CREATE TABLE counts(word TEXT PRIMARY KEY, n INTEGER); INSERT INTO counts VALUES ('a', 1)")
        let sql = "INSERT INTO counts VALUES (?, 1) ON CONFLICT(word) DO UPDATE SET n = n + 1"
        if context.supports(.upsert) {
            try context.exec(sql: sql, parameters: [.text("a")])
            #expect(try context.query(sql: "SELECT n FROM counts WHERE word = 'a'") == [[.long(2)]])
        } else {
            expectSQLError(code: Code.error, messageContains: ["near", "ON", "syntax error"]) {
                try context.exec(sql: sql, parameters: [.text("a")])
            }
            #expect(try context.query(sql: "SELECT n FROM counts WHERE word = 'a'") == [[.long(1)]])
            #expect(context.sqliteVersion < SQLiteVersion(major: 3, minor: 24))
        }
    }

    @Test func windowFunctions() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        let sql = "SELECT x, sum(x) OVER (ORDER BY x) FROM t ORDER BY x"
        if context.supports(.windowFunctions) {
            #expect(
                try context.query(sql: sql) == [
                    [.long(1), .long(1)], [.long(2), .long(3)], [.long(3), .long(6)],
                ])
        } else {
            expectSQLError(code: Code.error, messageContains: ["syntax error"]) { _ = try context.query(sql: sql) }
        }
    }

    @Test func json() throws {
        let context = try memoryContext()
        let sql = #"SELECT json_extract('{"a": [1, 2, 3]}', '$.a[1]')"#
        if context.supports(.json) {
            #expect(try scalar(context, sql) == .long(2))
        } else {
            expectSQLError(code: Code.error, messageContains: ["no such function", "json_extract"]) {
                _ = try context.query(sql: sql)
            }
        }
    }

    @Test func strictTables() throws {
        let context = try memoryContext()
        let sql = "CREATE TABLE s(x INTEGER) STRICT"
        if context.supports(.strictTables) {
            try context.exec(sql: sql)
            expectSQLError(code: Code.constraint, extendedCode: 3091, codeName: "SQLITE_CONSTRAINT_DATATYPE") {
                try context.exec(sql: "INSERT INTO s VALUES ('not a number')")
            }
        } else {
            // Before 3.37, STRICT is read as an unknown table option.
            expectSQLError(code: Code.error, messageContains: ["STRICT"]) { try context.exec(sql: sql) }
            #expect(try !tableExists(context, "s"))
        }
    }

    @Test func featureStatusSaysWhy() throws {
        let context = try memoryContext()
        for feature in SQLiteFeature.allCases {
            let status = context.featureStatus(feature)
            #expect(status.feature == feature)
            #expect(status.isSupported == context.supports(feature))
            #expect(!status.reason.isEmpty)
            #expect(status.description.hasPrefix(feature.rawValue + ": " + (status.isSupported ? "yes" : "no")))
            if context.sqliteVersion < feature.minimumVersion {
                #expect(!status.isSupported)
                #expect(
                    status.reason == "needs SQLite \(feature.minimumVersion), loaded \(context.sqliteVersion)")
            }
        }
        #expect(context.featureReport().map(\.feature) == SQLiteFeature.allCases)
        // Every SQLite that SQLContext loads has row values (3.15).
        #expect(context.supports(.rowValues))
    }

    @Test func featuresOfAClosedContext() throws {
        let context = try memoryContext()
        let before = context.supports(.json)
        context.close()
        // A feature that needs a probe cannot be probed any more; a cached answer stays.
        #expect(context.supports(.json) == before)
    }
}
