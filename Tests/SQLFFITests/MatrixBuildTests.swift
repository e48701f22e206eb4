import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

/// Each SQLite build of the test matrix is on this machine and is the build it claims to be. Where a
/// build is missing, its test here is reported as skipped with the command that provides it; tests
/// parameterized over `SQLiteBuild.present` then leave that build out. Under CI every build must be
/// here: a missing one fails.
@Suite struct MatrixBuildTests {
    func expectBuild(_ build: SQLiteBuild) throws {
        let library = try build.library()
        #expect(library.version == build.expectedVersion)
        #expect(library.versionNumber > 3_015_000)
        #expect(!library.sourceID.isEmpty)
        #expect(SQLiteBuild.present.contains(build))
    }

    @Test func system() throws { try expectBuild(.system) }
    @Test(.requires(.sqlcipher)) func sqlcipher() throws { try expectBuild(.sqlcipher) }
    @Test(.requires(.sqlite3504)) func sqlite3504() throws { try expectBuild(.sqlite3504) }
    @Test(.requires(.sqlite3504NoJSON)) func sqlite3504NoJSON() throws { try expectBuild(.sqlite3504NoJSON) }
    @Test(.requires(.sqlite3504NoDiags)) func sqlite3504NoDiags() throws {
        try expectBuild(.sqlite3504NoDiags)
        // Built with SQLITE_OMIT_COMPILEOPTION_DIAGS: loads, with the two functions absent.
        let library = try SQLiteBuild.sqlite3504NoDiags.library()
        #expect(!library.hasFunction("sqlite3_compileoption_used"))
        #expect(!library.hasFunction("sqlite3_compileoption_get"))
        #expect(library.compileOptions == nil)
    }
    @Test(.requires(.sqlite3504Omit)) func sqlite3504Omit() throws {
        try expectBuild(.sqlite3504Omit)
        let library = try SQLiteBuild.sqlite3504Omit.library()
        // SQLITE_OMIT_LOAD_EXTENSION and SQLITE_OMIT_DESERIALIZE remove C functions: optional ones.
        for function in ["sqlite3_load_extension", "sqlite3_enable_load_extension", "sqlite3_serialize"] {
            #expect(!library.hasFunction(function), "\(function)")
        }
    }
    @Test(.requires(.sqlite3504Lean)) func sqlite3504Lean() throws {
        try expectBuild(.sqlite3504Lean)
        #expect(try SQLiteBuild.sqlite3504Lean.library().threadSafety == 2)
    }
    @Test(.requires(.sqlite3504Debug)) func sqlite3504Debug() throws {
        try expectBuild(.sqlite3504Debug)
        #expect(try SQLiteBuild.sqlite3504Debug.library().compileOptions?.contains("DEBUG") == true)
    }
    @Test(.requires(.sqlite3504Exclusive)) func sqlite3504Exclusive() throws { try expectBuild(.sqlite3504Exclusive) }
    @Test(.requires(.sqlite3541)) func sqlite3541() throws { try expectBuild(.sqlite3541) }
    @Test(.requires(.sqlite3mc)) func sqlite3mc() throws {
        try expectBuild(.sqlite3mc)
        // SQLite3 Multiple Ciphers encrypts: it exports the key functions that plain SQLite lacks.
        #expect(try SQLiteBuild.sqlite3mc.library().exportsSymbol("sqlite3_key"))
        #expect(try !SQLiteBuild.system.library().exportsSymbol("sqlite3_key"))
    }
}
