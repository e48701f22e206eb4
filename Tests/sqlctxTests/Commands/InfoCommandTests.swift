import SQLContext
import SQLiteBuilds
import Testing

/// `sqlctx info`: the loaded library and its features.
@Suite struct InfoCommandTests {
    @Test(.requires(.sqlcipher)) func reportsSQLCipherAsSQLite3152WithoutJSON() throws {
        let outcome = try SQLCtxProcess.run(["info", "--library", "libsqlcipher.so.0"])
        try #require(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("version:        3.15.2"))
        #expect(lines.contains("discovered by:  path"))
        #expect(lines.contains("threading:      serialized (SQLITE_THREADSAFE=1)"))
        #expect(lines.contains { $0.hasPrefix("library:        /") && $0.contains("libsqlcipher") })
        #expect(lines.contains("  sqlite3_error_offset"))
        let json = try #require(lines.first { $0.hasPrefix("  json ") })
        #expect(json.contains(" no  "))
        #expect(json.contains("JSON1 extension not compiled in (SQLITE_ENABLE_JSON1)"))
        let strict = try #require(lines.first { $0.hasPrefix("  strictTables ") })
        #expect(strict.hasSuffix("no   needs SQLite 3.37.0, loaded 3.15.2"))
    }

    @Test(.requires(.sqlcipher)) func markdownHasOneRowPerFeature() throws {
        let outcome = try SQLCtxProcess.run(["info", "--format", "markdown", "--library", "libsqlcipher.so.0"])
        try #require(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "| feature | SQLite 3.15.2 | reason |")
        #expect(lines.dropFirst().first == "|---|---|---|")
        #expect(lines.contains { $0.hasPrefix("| json | no | JSON1 extension not compiled in") })
        #expect(lines.contains("| rowValues | yes | SQLite 3.15.0 or later |"))
        #expect(lines.count == 2 + SQLiteFeature.allCases.count)
        #expect(lines.contains { $0.hasPrefix("| encryption | yes | sqlite3_key_v2 and sqlite3_rekey_v2 exported") })
        #expect(lines.contains { $0.hasPrefix("| sessions | no | sqlite3session_* not exported") })
    }

    @Test func reportsTheDiscoveredLibrary() throws {
        let version = try SQLCtxProcess.sqliteVersion().map(String.init).joined(separator: ".")
        let outcome = try SQLCtxProcess.run(["info"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("\nversion:        " + version + "\n"))
        #expect(outcome.output.contains("\ncompile options: "))
        if outcome.output.contains("\ncompile options: unknown") {
            #expect(outcome.output.contains("compile options: unknown (built with SQLITE_OMIT_COMPILEOPTION_DIAGS)"))
        }
        #expect(outcome.output.contains("\nfeatures:\n  json "))
        // The name column is as wide as the longest feature name.
        let rowValues = outcome.output.split(separator: "\n").first { $0.hasPrefix("  rowValues ") }
        let words = rowValues.map { $0.split(separator: " ").map(String.init) }
        #expect(words == ["rowValues", "yes", "SQLite", "3.15.0", "or", "later"])
    }
}
