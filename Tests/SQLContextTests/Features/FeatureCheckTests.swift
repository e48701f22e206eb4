import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// A statement that uses each feature; it must work exactly when `supports` says yes. Families of
/// functions are used whole: a build that has `sqrt` but not `pow` has no math functions.
let featureUsage: [SQLiteFeature: String] = [
    .json: "SELECT json_extract('{\"a\": [1, 2]}', '$.a[1]'), json_patch('{}', '{}'), json_group_array(1);"
        + " SELECT * FROM json_each('[1, 2]')",
    .jsonb: "SELECT json(jsonb('{\"a\": 1}')), jsonb_extract(jsonb('[1]'), '$[0]')",
    .strictTables: "CREATE TABLE strict_t(x INTEGER) STRICT",
    .returning: "CREATE TABLE ret(x); INSERT INTO ret VALUES (1) RETURNING x",
    .upsert: "CREATE TABLE up(k PRIMARY KEY, v); INSERT INTO up VALUES (1, 1) ON CONFLICT(k) DO UPDATE SET v = 2",
    .windowFunctions: "SELECT row_number() OVER (ORDER BY x), lag(x) OVER (ORDER BY x) FROM (SELECT 1 AS x)",
    .renameColumn: "CREATE TABLE rc(a); ALTER TABLE rc RENAME COLUMN a TO b",
    .dropColumn: "CREATE TABLE dc(a, b); ALTER TABLE dc DROP COLUMN b",
    .generatedColumns: "CREATE TABLE gen(a, b GENERATED ALWAYS AS (a * 2))",
    .rightAndFullJoin: "SELECT * FROM (SELECT 1 AS a) x FULL OUTER JOIN (SELECT 2 AS a) y ON x.a = y.a",
    .mathFunctions: "SELECT sqrt(16.0), ln(1.0), pi(), pow(2, 10), mod(7, 3), log2(8), log(2, 8), trunc(1.5)",
    .fts5: "CREATE VIRTUAL TABLE f5 USING fts5(body)",
    .fts4: "CREATE VIRTUAL TABLE f4 USING fts4(body)",
    .rtree: "CREATE VIRTUAL TABLE rt USING rtree(id, minX, maxX)",
    .iif: "SELECT iif(1, 'a', 'b')",
    .unixepoch: "SELECT unixepoch('2020-01-01')",
    .sqliteSchemaTable: "SELECT count(*) FROM sqlite_schema",
    .rowValues: "SELECT (1, 2) = (1, 2)",
    .nullsFirstLast: "SELECT x FROM (SELECT NULL AS x) ORDER BY x NULLS LAST",
    .rowValueSyntax: "SELECT (1, 2) = (1, 2)",
    .selectReturning: "CREATE TABLE sret(x); INSERT INTO sret VALUES (1) RETURNING x",
    .jsonFunction: "SELECT json('[1]'), json_extract('{\"a\": 1}', '$.a')",
    .rightJoin: "SELECT * FROM (SELECT 1 AS a) x RIGHT JOIN (SELECT 2 AS a) y ON x.a = y.a",
    .fullOuterJoin: "SELECT * FROM (SELECT 1 AS a) x FULL OUTER JOIN (SELECT 2 AS a) y ON x.a = y.a",
    .rowValueInSyntax: "CREATE TABLE rvin(a, b); SELECT a FROM rvin WHERE (a, b) IN ((1, 2), (3, 4))",
]

@Suite struct FeatureCheckTests {
    @Test(arguments: SQLiteFeature.allCases)
    func supportsAnswersWhatTheLoadedSQLiteReallyDoes(feature: SQLiteFeature) throws {
        let context = try SQLContext()
        let status = context.featureStatus(feature)
        #expect(status.isSupported == context.supports(feature))
        #expect(!status.reason.isEmpty)
        if feature == .uriFilenames {
            // A URI's `mode=ro` opens a database read-only when supported: a write fails there.
            // (Not a shared-cache URI: a build with SQLITE_OMIT_SHARED_CACHE reads URIs but
            // ignores `cache=shared`.)
            try withTemporaryDirectory { directory in
                let path = directory.file("uri.db")
                let first = try SQLContext(path: path)
                try first.exec(sql: "CREATE TABLE t(x)")
                first.close()
                let readOnly = try SQLContext(path: "file:" + path + "?mode=ro", flags: [.readWrite, .create, .uri])
                var writeFailed = false
                do { try readOnly.exec(sql: "INSERT INTO t VALUES (7)") } catch let error as SQLError {
                    #expect(error.code == 8, "SQLITE_READONLY: \(error)")
                    writeFailed = true
                }
                #expect(status.isSupported == writeFailed)
            }
            return
        }
        if feature == .partialIntegrityCheck {
            // Before 3.33 the argument was a number of errors, and a name that is not one was
            // ignored: only a SQLite that checks one table reports a table it cannot find.
            var missingTableReported = false
            do { try context.exec(sql: "PRAGMA integrity_check(no_such_table)") } catch let error as SQLError {
                #expect(error.code == 1, "SQLITE_ERROR: \(error)")
                missingTableReported = true
            }
            #expect(status.isSupported == missingTableReported, "\(feature) on SQLite \(context.sqliteVersion)")
            return
        }
        if let works = try usesCFunctionFeature(feature) {
            #expect(status.isSupported == works, "\(feature) on SQLite \(context.sqliteVersion): \(status)")
            return
        }
        let sql = try #require(featureUsage[feature])
        do {
            try context.exec(sql: sql)
            #expect(status.isSupported, "\(feature) works on SQLite \(context.sqliteVersion), but supports says no")
        } catch let error as SQLError {
            #expect(
                !status.isSupported,
                "\(feature) fails on SQLite \(context.sqliteVersion) although supports says yes: \(error)")
            #expect(error.code == 1)
        }
    }

    /// Every answer of `build` is the one the table of CheckingFeatures.md gives.
    func expectPinnedAnswers(_ build: SQLiteBuild) throws {
        let context = try SQLContext(library: build.library())
        defer { context.close() }
        for feature in SQLiteFeature.allCases {
            guard let expected = build.expectedAnswer(feature.rawValue) else {
                Issue.record("no answer pinned for \(feature) on \(build)")
                continue
            }
            #expect(context.supports(feature) == expected, "\(feature) on \(build): \(context.featureStatus(feature))")
        }
    }

    @Test func pinnedAnswersOnSystem() throws { try expectPinnedAnswers(.system) }
    @Test(.requires(.sqlcipher)) func pinnedAnswersOnSQLCipher() throws { try expectPinnedAnswers(.sqlcipher) }
    @Test(.requires(.sqlite3504)) func pinnedAnswersOn3504() throws { try expectPinnedAnswers(.sqlite3504) }
    @Test(.requires(.sqlite3504NoJSON)) func pinnedAnswersOn3504NoJSON() throws {
        try expectPinnedAnswers(.sqlite3504NoJSON)
    }
    @Test(.requires(.sqlite3504NoDiags)) func pinnedAnswersOn3504NoDiags() throws {
        try expectPinnedAnswers(.sqlite3504NoDiags)
    }
    @Test(.requires(.sqlite3504Omit)) func pinnedAnswersOn3504Omit() throws { try expectPinnedAnswers(.sqlite3504Omit) }
    @Test(.requires(.sqlite3504Lean)) func pinnedAnswersOn3504Lean() throws { try expectPinnedAnswers(.sqlite3504Lean) }
    @Test(.requires(.sqlite3504Debug)) func pinnedAnswersOn3504Debug() throws {
        try expectPinnedAnswers(.sqlite3504Debug)
    }
    @Test(.requires(.sqlite3504Exclusive)) func pinnedAnswersOn3504Exclusive() throws {
        try expectPinnedAnswers(.sqlite3504Exclusive)
    }
    // 3.50.4-minimal's answers are checked by the serialized MinimalBuildTests (SQLContextPoolTests).
    @Test(.requires(.sqlite3541)) func pinnedAnswersOn3541() throws { try expectPinnedAnswers(.sqlite3541) }
    @Test(.requires(.sqlite3mc)) func pinnedAnswersOnSQLite3MC() throws { try expectPinnedAnswers(.sqlite3mc) }

    @Test func thePinnedTableCoversEveryFeatureAndEveryBuild() {
        #expect(SQLiteBuild.expectedFeatureNames == SQLiteFeature.allCases.map(\.rawValue))
        #expect(SQLiteBuild.expectedFeatureColumns.count == SQLiteBuild.allCases.count)
        for build in SQLiteBuild.allCases {
            for feature in SQLiteFeature.allCases {
                #expect(build.expectedAnswer(feature.rawValue) != nil, "\(build) has no answer for \(feature)")
            }
        }
    }

    @Test(.requires(.sqlcipher)) func reasonsOnSQLCipherNameTheVersionOrTheMissingExtension() throws {
        let cipher = try SQLContext(library: SQLiteBuild.sqlcipher.library())
        #expect(cipher.featureStatus(.strictTables).reason == "needs SQLite 3.37.0, loaded 3.15.2")
        // Before 3.38, JSON was an extension a build had to enable.
        let json = cipher.featureStatus(.json).reason
        #expect(json.hasPrefix("JSON1 extension not compiled in (SQLITE_ENABLE_JSON1)"), "\(json)")
        #expect(json.contains("none of its 16 functions is present"), "\(json)")
        let fts5 = cipher.featureStatus(.fts5).reason
        #expect(fts5.hasPrefix("FTS5 module not compiled in (SQLITE_ENABLE_FTS5)"), "\(fts5)")
        #expect(fts5.lowercased().contains("no such module: fts5"), "\(fts5)")
    }

    @Test(.requires(.sqlite3504NoJSON)) func reasonOfAReportedOmitOptionNamesIt() throws {
        let noJSON = try SQLContext(library: SQLiteBuild.sqlite3504NoJSON.library())
        #expect(noJSON.featureStatus(.json).reason == "compiled with SQLITE_OMIT_JSON")
        #expect(noJSON.featureStatus(.jsonb).reason == "compiled with SQLITE_OMIT_JSON")
    }

    @Test(.requires(.sqlite3504NoDiags)) func withoutCompileOptionDiagnosticsProbesDecide() throws {
        let library = try SQLiteBuild.sqlite3504NoDiags.library()
        #expect(library.compileOptions == nil)
        #expect(library.isCompileOptionUsed("OMIT_JSON") == nil)
        let context = try SQLContext(library: library)
        let json = context.featureStatus(.json)
        #expect(!json.isSupported)
        #expect(json.reason.hasPrefix("JSON functions not compiled in (SQLITE_OMIT_JSON)"), "\(json.reason)")
        #expect(json.reason.contains("none of its"), "\(json.reason)")
        #expect(context.supports(.mathFunctions))
        #expect(context.featureStatus(.mathFunctions).reason.contains("all 30 functions present"))
    }

    @Test(.requires(.sqlite3504Omit)) func anOmitOptionThatSQLiteDoesNotReportIsFoundByItsProbe() throws {
        let library = try SQLiteBuild.sqlite3504Omit.library()
        // SQLite does not list SQLITE_OMIT_GENERATED_COLUMNS among its compile options.
        #expect(library.isCompileOptionUsed("OMIT_GENERATED_COLUMNS") == false)
        let context = try SQLContext(library: library)
        let generated = context.featureStatus(.generatedColumns)
        #expect(!generated.isSupported)
        #expect(generated.reason.hasPrefix("generated columns not compiled in"), "\(generated.reason)")
        // No pragma_function_list in this build: the math family is found by compiling each call.
        #expect(throws: SQLError.self) { _ = try context.query(sql: "SELECT name FROM pragma_function_list") }
        #expect(context.supports(.mathFunctions))
        #expect(context.featureStatus(.unixepoch).reason == "compiled with SQLITE_OMIT_DATETIME_FUNCS")
    }

    @Test(.requires(.sqlite3mc)) func aPartialFunctionFamilyIsNotTheFeature() throws {
        // SQLite3 Multiple Ciphers' build has an extension with sqrt, ln, floor and more, but not
        // SQLite's built-in math functions: pow, mod, log2, trunc and the 2-argument log are missing.
        let context = try SQLContext(library: SQLiteBuild.sqlite3mc.library())
        #expect(try context.query(sql: "SELECT sqrt(16.0), ln(1.0), floor(1.5)").count == 1)
        let math = context.featureStatus(.mathFunctions)
        #expect(!math.isSupported)
        #expect(math.reason.hasPrefix("math functions not compiled in (SQLITE_ENABLE_MATH_FUNCTIONS): missing"))
        for missing in ["pow", "mod", "log2", "trunc", "log(2 arguments)"] {
            #expect(math.reason.contains(missing), "\(math.reason) does not name \(missing)")
        }
        #expect(!math.reason.contains("sqrt"))
    }

    @Test(.requires(.sqlite3541)) func reasonsOnABuildWithFewExtensions() throws {
        let context = try SQLContext(library: SQLiteBuild.sqlite3541.library())
        #expect(context.featureStatus(.mathFunctions).reason.contains("none of its 30 functions is present"))
        #expect(context.featureStatus(.fts5).reason.lowercased().contains("no such module: fts5"))
        #expect(context.featureStatus(.rtree).reason.lowercased().contains("no such module: rtree"))
        #expect(context.featureStatus(.json).reason.contains("all 19 functions present"))
    }

    @Test func probesLeaveTheContextsOwnDatabaseUntouched() throws {
        let context = try SQLContext()
        let report = context.featureReport()
        #expect(report.map(\.feature) == SQLiteFeature.allCases)
        // The probes create tables and run statements on a private database, never on this one.
        #expect(try context.query(sql: "SELECT count(*) FROM sqlite_master") == [[.long(0)]])
        #expect(context.totalChanges == 0)
        #expect(!context.isInTransaction)
    }

    @Test func aClosedContextStillAnswersForItsLibrary() throws {
        let context = try SQLContext()
        context.close()
        // The answers are about the loaded library, which outlives the connection.
        #expect(context.supports(.rowValues))
        #expect(context.featureStatus(.uriFilenames).isSupported)
    }
}

/// Optional C functions on SQLite 3.15.2 (SQLCipher): exact fallbacks work, the rest fail clearly.
@Suite(.requires(.sqlcipher)) struct OldSQLiteFallbackTests {
    static func cipherContext() throws -> SQLContext {
        try SQLContext(library: SQLiteBuild.sqlcipher.library())
    }

    @Test func preparingFallsBackToPrepareV2AndStatementsAreReused() throws {
        let context = try Self.cipherContext()
        #expect(context.library.functions.prepareV3 == nil)
        try context.exec(sql: "CREATE TABLE t(x)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        for value in 1...100 { try insert.update(parameters: [.long(Int64(value))]) }
        // SQLite 3.15 does not count re-preparations: the counter reads nil, never garbage.
        #expect(insert.reprepareCount == nil)
        #expect(insert.runCount == nil)
        #expect(try context.query(sql: "SELECT count(*), sum(x) FROM t") == [[.long(100), .long(5050)]])
    }

    @Test func changeCountsFallBackToThe32BitCalls() throws {
        let context = try Self.cipherContext()
        #expect(context.library.functions.changes64 == nil)
        #expect(context.library.functions.totalChanges64 == nil)
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        #expect(context.changes == 3)
        try context.exec(sql: "UPDATE t SET x = x + 1 WHERE x > 1")
        #expect(context.changes == 2)
        #expect(context.totalChanges == 5)
    }

    @Test func errorsHaveNoOffset() throws {
        let context = try Self.cipherContext()
        #expect(context.library.functions.errorOffset == nil)
        #expect {
            try context.exec(sql: "SELECT 1 FROM")
        } throws: { error in
            guard let error = error as? SQLError else { return false }
            return error.code == 1 && error.offset == nil && error.message.contains("syntax error")
        }
    }

    @Test func serializeWithoutAFallbackNamesTheMissingFunctionAndVersion() throws {
        let context = try Self.cipherContext()
        #expect {
            try context.serialize()
        } throws: { error in
            guard let error = error as? SQLError else { return false }
            return error.missingFunction == "sqlite3_serialize" && error.isUnsupported
                && error.message.contains("3.15.2") && error.message.contains("sqlite3_serialize")
        }
        #expect {
            try context.deserialize(Data())
        } throws: { error in
            (error as? SQLError)?.missingFunction == "sqlite3_deserialize"
        }
        // The context is unharmed.
        #expect(try context.query(sql: "SELECT 1") == [[.long(1)]])
    }
}

/// Serialization where the loaded SQLite has it (the system SQLite, 3.40.1).
@Suite struct SerializationTests {
    @Test func serializeRoundTripsWhereSupported() throws {
        let source = try SQLContext(library: SQLiteBuild.system.library())
        try source.exec(sql: "CREATE TABLE t(x TEXT); INSERT INTO t VALUES ('kept')")
        let bytes = try source.serialize()
        #expect(bytes.count >= 1024)
        let copy = try SQLContext(library: source.library)
        try copy.deserialize(bytes)
        #expect(try copy.query(sql: "SELECT x FROM t") == [[.text("kept")]])
        try copy.exec(sql: "INSERT INTO t VALUES ('more')")
        #expect(try copy.query(sql: "SELECT count(*) FROM t") == [[.long(2)]])
        #expect(throws: SQLError.self) { try copy.serialize(schema: "nope") }
    }
}
