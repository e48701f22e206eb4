import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

@Suite struct LibraryLoadingTests {
    /// The optional functions that SQLite 3.15.2 lacks and that SQLContext falls back from.
    static let newerFunctions = [
        "sqlite3_prepare_v3", "sqlite3_error_offset", "sqlite3_changes64", "sqlite3_total_changes64",
        "sqlite3_txn_state", "sqlite3_serialize", "sqlite3_deserialize", "sqlite3_create_window_function",
    ]

    @Test func defaultDiscoveryFindsTheSystemSQLiteWithEveryOptionalFunction() throws {
        // In a child process with no SQLFFI_LIBRARY, so the test matrix's setting does not apply.
        let result = try runProbe(library: nil)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.value("version") == "3.40.1")
        #expect(result.value("versionNumber") == "3040001")
        #expect(result.value("discoveredBy") == "default")
        #expect(result.value("path")?.hasSuffix("libsqlite3.so.0.8.6") == true)
        #expect(result.value("missing") == "")
    }

    @Test func systemLibraryHasEveryOptionalFunction() throws {
        let library = try SQLiteLibrary.load(path: TestLibraries.system)
        #expect(library.version == "3.40.1")
        #expect(library.versionNumber == 3_040_001)
        #expect(library.sourceID.hasPrefix("2022-12-28"))
        #expect(library.functions.missingOptionalFunctions.isEmpty)
        #expect(library.functions.prepareV3 != nil)
        #expect(library.functions.errorOffset != nil)
        #expect(library.functions.serialize != nil)
    }

    @Test(.requires(.sqlcipher)) func sqlcipherLacksTheNewerFunctionsWhileBothAreLoaded() throws {
        let system = try SQLiteLibrary.load(path: TestLibraries.system)
        let cipher = try SQLiteLibrary.load(path: TestLibraries.sqlcipher)
        #expect(cipher !== system)
        #expect(cipher.path != system.path)
        #expect(cipher.version == "3.15.2")
        #expect(cipher.versionNumber == 3_015_002)
        let table = cipher.functions
        #expect(table.prepareV3 == nil)
        #expect(table.errorOffset == nil)
        #expect(table.changes64 == nil)
        #expect(table.totalChanges64 == nil)
        #expect(table.txnState == nil)
        #expect(table.serialize == nil)
        #expect(table.deserialize == nil)
        for function in Self.newerFunctions {
            #expect(table.missingOptionalFunctions.contains(function), "\(function)")
            #expect(!cipher.hasFunction(function))
        }
        // Each library still answers with its own code: the two builds do not mix.
        #expect(system.functions.libversionNumber() == 3_040_001)
        #expect(cipher.functions.libversionNumber() == 3_015_002)
    }

    @Test(.requires(.sqlcipher)) func environmentVariableChoosesTheLibraryOfAChildProcess() throws {
        let result = try runProbe(library: TestLibraries.sqlcipher)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.value("version") == "3.15.2")
        #expect(result.value("discoveredBy") == "SQLFFI_LIBRARY")
        #expect(result.value("path")?.contains("libsqlcipher") == true)
    }

    @Test func aBadEnvironmentVariableIsAnErrorNotAFallback() throws {
        let result = try runProbe(library: "/nonexistent/libsqlite3.so")
        #expect(result.status == 3)
        #expect(result.value("error")?.contains("/nonexistent/libsqlite3.so") == true)
    }

    @Test func sameFileLoadsAsOneSharedInstanceWhateverItsName() throws {
        let bySoname = try SQLiteLibrary.load(path: TestLibraries.system)
        let byPath = try SQLiteLibrary.load(path: "/usr/lib/x86_64-linux-gnu/libsqlite3.so.0")
        #expect(bySoname === byPath)
        #expect(try SQLiteLibrary.load(path: TestLibraries.system) === bySoname)
        #expect(bySoname.path == "/usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6")
    }

    /// The unversioned link that Debian's libsqlite3-dev adds is one more name for the same file.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libsqlite3.so") || SQLiteBuild.isCI,
            "needs the libsqlite3.so link of libsqlite3-dev; run `apt-get install -y libsqlite3-dev`"))
    func theDevelopmentLinkLoadsTheSameInstance() throws {
        let byDevelopmentLink = try SQLiteLibrary.load(path: "libsqlite3.so")
        #expect(byDevelopmentLink === (try SQLiteLibrary.load(path: TestLibraries.system)))
    }

    @Test func defaultLoadIsStableWithinAProcess() throws {
        let first = try SQLiteLibrary.load()
        let second = try SQLiteLibrary.load()
        #expect(first === second)
        if let chosen = ProcessInfo.processInfo.environment["SQLFFI_LIBRARY"], !chosen.isEmpty {
            #expect(first === (try SQLiteLibrary.load(path: chosen)))
        }
    }
}
