import Foundation
import SQLContext
import SQLFFI
import Testing

/// The SQLite builds whose feature answers are pinned, and where to find them.
enum KnownBuild: String, CaseIterable, CustomStringConvertible {
    case sqlcipher = "SQLCipher 3.15.2"
    case system = "system 3.40.1"
    case sqlite3504 = "3.50.4"
    case sqlite3504NoJSON = "3.50.4 without JSON"

    /// The file or soname to load.
    var libraryPath: String {
        let cache =
            ProcessInfo.processInfo.environment["SQLCONTEXT_CACHE"]
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/sqlcontext").path
        switch self {
        case .sqlcipher: return "libsqlcipher.so.0"
        case .system: return "libsqlite3.so.0"
        case .sqlite3504: return cache + "/sqlite-3.50.4/default/libsqlite3.so"
        case .sqlite3504NoJSON: return cache + "/sqlite-3.50.4/nojson/libsqlite3.so"
        }
    }

    /// Whether the build can be loaded here: the Debian packages are installed by `.ci/run`; the
    /// 3.50.4 builds exist once `Scripts/sqlite-builds` has run (the test matrix runs it first).
    var isAvailable: Bool { (try? SQLiteLibrary.load(path: libraryPath)) != nil }

    static var available: [KnownBuild] { allCases.filter(\.isAvailable) }

    /// The pinned answers: json, jsonb, strictTables, returning, fts5.
    var expected: [SQLiteFeature: Bool] {
        switch self {
        case .sqlcipher: return [.json: false, .jsonb: false, .strictTables: false, .returning: false, .fts5: false]
        case .system: return [.json: true, .jsonb: false, .strictTables: true, .returning: true, .fts5: true]
        case .sqlite3504: return [.json: true, .jsonb: true, .strictTables: true, .returning: true, .fts5: true]
        // Scripts/sqlite-builds compiles the no-JSON build with FTS5 as well.
        case .sqlite3504NoJSON:
            return [.json: false, .jsonb: false, .strictTables: true, .returning: true, .fts5: true]
        }
    }

    var description: String { rawValue }
}

/// A statement that uses each feature; it must work exactly when `supports` says yes.
let featureUsage: [SQLiteFeature: String] = [
    .json: "SELECT json_extract('{\"a\": [1, 2]}', '$.a[1]')",
    .jsonb: "SELECT json(jsonb('{\"a\": 1}'))",
    .strictTables: "CREATE TABLE strict_t(x INTEGER) STRICT",
    .returning: "CREATE TABLE ret(x); INSERT INTO ret VALUES (1) RETURNING x",
    .upsert: "CREATE TABLE up(k PRIMARY KEY, v); INSERT INTO up VALUES (1, 1) ON CONFLICT(k) DO UPDATE SET v = 2",
    .windowFunctions: "SELECT row_number() OVER (ORDER BY x) FROM (SELECT 1 AS x)",
    .renameColumn: "CREATE TABLE rc(a); ALTER TABLE rc RENAME COLUMN a TO b",
    .dropColumn: "CREATE TABLE dc(a, b); ALTER TABLE dc DROP COLUMN b",
    .generatedColumns: "CREATE TABLE gen(a, b GENERATED ALWAYS AS (a * 2))",
    .rightAndFullJoin: "SELECT * FROM (SELECT 1 AS a) x FULL OUTER JOIN (SELECT 2 AS a) y ON x.a = y.a",
    .mathFunctions: "SELECT sqrt(16.0), ln(1.0), pi()",
    .fts5: "CREATE VIRTUAL TABLE f5 USING fts5(body)",
    .fts4: "CREATE VIRTUAL TABLE f4 USING fts4(body)",
    .rtree: "CREATE VIRTUAL TABLE rt USING rtree(id, minX, maxX)",
    .iif: "SELECT iif(1, 'a', 'b')",
    .unixepoch: "SELECT unixepoch('2020-01-01')",
    .sqliteSchemaTable: "SELECT count(*) FROM sqlite_schema",
    .rowValues: "SELECT (1, 2) = (1, 2)",
    .nullsFirstLast: "SELECT x FROM (SELECT NULL AS x) ORDER BY x NULLS LAST",
]

@Suite struct FeatureCheckTests {
    @Test(arguments: SQLiteFeature.allCases)
    func supportsAnswersWhatTheLoadedSQLiteReallyDoes(feature: SQLiteFeature) throws {
        let context = try SQLContext()
        let status = context.featureStatus(feature)
        #expect(status.isSupported == context.supports(feature))
        #expect(!status.reason.isEmpty)
        if feature == .uriFilenames {
            // A URI names a shared in-memory database; opening it must work when supported.
            let name = "file:feature-uri-\(UUID().uuidString)?mode=memory&cache=shared"
            let first = try SQLContext(path: name, flags: [.readWrite, .create, .uri])
            try first.exec(sql: "CREATE TABLE shared(x); INSERT INTO shared VALUES (7)")
            let second = try SQLContext(path: name, flags: [.readWrite, .create, .uri])
            #expect(status.isSupported == ((try? second.query(sql: "SELECT x FROM shared")) == [[.integer(7)]]))
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

    @Test(arguments: KnownBuild.available)
    func pinnedAnswersPerBuild(build: KnownBuild) throws {
        let library = try SQLiteLibrary.load(path: build.libraryPath)
        let context = try SQLContext(library: library)
        for (feature, expected) in build.expected {
            #expect(context.supports(feature) == expected, "\(feature) on \(build): \(context.featureStatus(feature))")
        }
    }

    @Test func everyKnownBuildIsAvailableInCI() throws {
        let missing = KnownBuild.allCases.filter { !$0.isAvailable }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            #expect(missing.isEmpty, "CI must provide every pinned build; missing: \(missing)")
        } else {
            // Outside CI, the 3.50.4 builds appear after Scripts/sqlite-builds; the Debian ones must be here.
            #expect(!missing.contains(.system))
        }
    }

    @Test func reasonsNameTheVersionOrTheCompileOption() throws {
        let cipher = try SQLContext(library: SQLiteLibrary.load(path: KnownBuild.sqlcipher.libraryPath))
        let strict = cipher.featureStatus(.strictTables)
        #expect(!strict.isSupported)
        #expect(strict.reason == "needs SQLite 3.37.0, loaded 3.15.2")
        let json = cipher.featureStatus(.json)
        #expect(!json.isSupported)
        #expect(json.reason.contains("JSON"))
        if KnownBuild.sqlite3504NoJSON.isAvailable {
            let noJSON = try SQLContext(library: SQLiteLibrary.load(path: KnownBuild.sqlite3504NoJSON.libraryPath))
            #expect(noJSON.featureStatus(.json).reason == "compiled with SQLITE_OMIT_JSON")
            #expect(noJSON.featureStatus(.jsonb).reason == "compiled with SQLITE_OMIT_JSON")
        }
    }

    @Test func answersAreCachedPerContext() throws {
        let context = try SQLContext()
        let first = context.featureReport()
        #expect(first.count == SQLiteFeature.allCases.count)
        #expect(context.featureReport() == first)
        // The probes prepare statements and never run them: nothing was written.
        #expect(try context.query(sql: "SELECT count(*) FROM sqlite_master") == [[.integer(0)]])
        #expect(context.totalChanges == 0)
    }
}

/// Optional C functions on SQLite 3.15.2 (SQLCipher): exact fallbacks work, the rest fail clearly.
@Suite struct OldSQLiteFallbackTests {
    static func cipherContext() throws -> SQLContext {
        try SQLContext(library: SQLiteLibrary.load(path: KnownBuild.sqlcipher.libraryPath))
    }

    @Test func preparingFallsBackToPrepareV2AndStatementsAreReused() throws {
        let context = try Self.cipherContext()
        #expect(context.library.functions.prepareV3 == nil)
        try context.exec(sql: "CREATE TABLE t(x)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        for value in 1...100 { try insert.update(parameters: [.integer(Int64(value))]) }
        // SQLite 3.15 does not count re-preparations: the counter reads nil, never garbage.
        #expect(insert.reprepareCount == nil)
        #expect(insert.runCount == nil)
        #expect(try context.query(sql: "SELECT count(*), sum(x) FROM t") == [[.integer(100), .integer(5050)]])
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
        #expect(try context.query(sql: "SELECT 1") == [[.integer(1)]])
    }

    @Test func serializeRoundTripsWhereSupported() throws {
        let source = try SQLContext(library: SQLiteLibrary.load(path: KnownBuild.system.libraryPath))
        try source.exec(sql: "CREATE TABLE t(x TEXT); INSERT INTO t VALUES ('kept')")
        let bytes = try source.serialize()
        #expect(bytes.count >= 1024)
        let copy = try SQLContext(library: source.library)
        try copy.deserialize(bytes)
        #expect(try copy.query(sql: "SELECT x FROM t") == [[.text("kept")]])
        try copy.exec(sql: "INSERT INTO t VALUES ('more')")
        #expect(try copy.query(sql: "SELECT count(*) FROM t") == [[.integer(2)]])
        #expect(throws: SQLError.self) { try copy.serialize(schema: "nope") }
    }
}
