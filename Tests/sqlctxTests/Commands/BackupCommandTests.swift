import Foundation
import Testing

/// `sqlctx backup SOURCE DESTINATION`.
@Suite struct BackupCommandTests {
    @Test func copiesADatabaseStepByStepWithProgress() throws {
        let directory = try TemporaryDirectory()
        let source = directory.path("source.db")
        let destination = directory.path("copy.db")
        let create = try SQLCtxProcess.run([
            source,
            "CREATE TABLE t(x); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)"
                + " INSERT INTO t SELECT randomblob(500) FROM n",
        ])
        try #require(create.status == 0, "\(create.errors)")

        let outcome = try SQLCtxProcess.run(["backup", "--pages", "10", "--progress", source, destination])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output == "")
        let steps = outcome.errors.split(separator: "\n")
        #expect(steps.count > 1)
        #expect(steps.first?.hasPrefix("copied 10/") == true)
        #expect(steps.allSatisfy { $0.hasPrefix("copied ") && $0.hasSuffix(" pages") })
        let last = try #require(steps.last).dropFirst("copied ".count).dropLast(" pages".count).split(separator: "/")
        #expect(last.count == 2 && last[0] == last[1], "the last step copies the last page: \(steps.last ?? "")")

        let check = try SQLCtxProcess.run([
            destination, "--format", "csv", "SELECT count(*), sum(length(x)) FROM t; PRAGMA integrity_check",
        ])
        #expect(check.output == "count(*),sum(length(x))\n200,100000\n\nintegrity_check\nok\n")
    }

    @Test func aMissingSourceIsAnErrorAndCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let outcome = try SQLCtxProcess.run(["backup", directory.path("missing.db"), directory.path("copy.db")])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("error: SQLITE_CANTOPEN"), "\(outcome.errors)")
        #expect(outcome.errors.contains("missing.db"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("missing.db")))
    }

    @Test func usageAndLibraryErrors() throws {
        let usage = try SQLCtxProcess.run(["backup", "only-one.db"])
        #expect(usage.status == 2)
        #expect(usage.errors.contains("Usage: sqlctx backup"))
        let directory = try TemporaryDirectory()
        let noLibrary = try SQLCtxProcess.run([
            "backup", "--library", "/nonexistent/libsqlite3.so", directory.path("a.db"), directory.path("b.db"),
        ])
        #expect(noLibrary.status == 3)
        #expect(noLibrary.errors.contains("/nonexistent/libsqlite3.so"))
    }
}
