import SQLiteBuilds
import Testing

/// `sqlctx info` shows a fork's own version beside SQLite's: SQLCipher's `PRAGMA cipher_version`,
/// SQLite3 Multiple Ciphers' `sqlite3mc_version()`, and `none` for a plain SQLite.
@Suite struct ForkVersionTests {
    /// The `fork:` line of `sqlctx info` on `build`, and its `version:` line.
    private func lines(on build: SQLiteBuild) throws -> (version: String, fork: String) {
        let outcome = try SQLCtxProcess.run(["info", "--library", build.location])
        try #require(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let version = try #require(lines.first { $0.hasPrefix("version:") })
        let fork = try #require(lines.first { $0.hasPrefix("fork:") })
        // The fork's line comes right after SQLite's version.
        #expect(lines.firstIndex(of: fork) == lines.firstIndex(of: version).map { $0 + 1 })
        return (version, fork)
    }

    /// Whether `text` is a dotted version number such as `3.4.1`, optionally followed by a word.
    private func startsWithVersionNumber(_ text: Substring) -> Bool {
        let number = text.split(separator: " ").first ?? ""
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    @Test(.requires(.sqlcipher)) func sqlcipherShowsCipherVersion() throws {
        let (version, fork) = try lines(on: .sqlcipher)
        #expect(version == "version:        3.15.2")
        let prefix = "fork:           SQLCipher "
        #expect(fork.hasPrefix(prefix), "\(fork)")
        #expect(startsWithVersionNumber(fork.dropFirst(prefix.count)), "\(fork)")
    }

    @Test(.requires(.sqlite3mc)) func sqlite3MultipleCiphersShowsItsVersion() throws {
        let (version, fork) = try lines(on: .sqlite3mc)
        #expect(version.hasPrefix("version:        3."))
        let prefix = "fork:           SQLite3 Multiple Ciphers "
        #expect(fork.hasPrefix(prefix), "\(fork)")
        #expect(startsWithVersionNumber(fork.dropFirst(prefix.count)), "\(fork)")
    }

    @Test(.requires(.system)) func plainSQLiteIsNoFork() throws {
        let (_, fork) = try lines(on: .system)
        #expect(fork == "fork:           none")
    }
}
