import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// `loadExtension(path:entryPoint:)` on the SQLite that discovery finds, with the `rot13` extension
/// of the apsw wheel (`rot13()` and a `rot13` collation), which loads into every build of the matrix
/// that can load extensions. A build without extension loading gives the precise unsupported error.
@Suite(.requires(.sqlite3541)) struct ExtensionTests {
    static var rot13: String { SQLiteBuild.sqlite3541.loadableExtension("rot13.so") ?? "" }

    /// Whether the loaded SQLite was built without extension loading (`SQLITE_OMIT_LOAD_EXTENSION`).
    static func omitsLoading(_ context: SQLContext) -> Bool {
        !context.library.hasFunction("sqlite3_load_extension")
    }

    @Test func loadsOnlyOnceLoadingIsAllowed() throws {
        let context = try memoryContext()
        if Self.omitsLoading(context) {
            let error = expectSQLError(
                code: Code.error, messageContains: ["sqlite3_load_extension", context.library.version]
            ) {
                try context.loadExtension(path: Self.rot13)
            }
            #expect(error?.missingFunction == "sqlite3_load_extension")
            let enabling = expectSQLError(code: Code.error) { try context.setExtensionLoading(enabled: true) }
            #expect(enabling?.missingFunction == "sqlite3_enable_load_extension")
            return
        }
        expectSQLError(code: Code.error, messageContains: ["extension loading is off", "setExtensionLoading"]) {
            try context.loadExtension(path: Self.rot13)
        }
        expectSQLError(code: Code.error, messageContains: ["no such function", "rot13"]) {
            _ = try context.query(sql: "SELECT rot13('hello')")
        }
        try context.setExtensionLoading(enabled: true)
        try context.loadExtension(path: Self.rot13)
        try context.setExtensionLoading(enabled: false)
        #expect(try scalar(context, "SELECT rot13('Hello, World')") == .text("Uryyb, Jbeyq"))
        // Loaded into this connection only.
        let other = try SQLContext(library: context.library)
        expectSQLError(code: Code.error, messageContains: ["no such function"]) {
            _ = try other.query(sql: "SELECT rot13('x')")
        }
        // Turned off again: a second load is refused.
        expectSQLError(code: Code.error, messageContains: ["extension loading is off"]) {
            try context.loadExtension(path: Self.rot13)
        }
    }

    @Test func anExplicitEntryPointIsCalled() throws {
        let context = try memoryContext()
        if Self.omitsLoading(context) { return expectOmitted(context) }
        try context.setExtensionLoading(enabled: true)
        try context.loadExtension(path: Self.rot13, entryPoint: "sqlite3_rot_init")
        #expect(try scalar(context, "SELECT 'b' < 'a' COLLATE rot13") == .long(0))
        #expect(try scalar(context, "SELECT rot13('abc')") == .text("nop"))
    }

    @Test func failuresCarryTheLoadersMessage() throws {
        let context = try memoryContext()
        if Self.omitsLoading(context) { return expectOmitted(context) }
        try context.setExtensionLoading(enabled: true)
        expectSQLError(code: Code.error, messageContains: ["cannot load extension '/nonexistent/ext.so'", "ext.so"]) {
            try context.loadExtension(path: "/nonexistent/ext.so")
        }
        expectSQLError(code: Code.error, messageContains: ["no_such_entry_point"]) {
            try context.loadExtension(path: Self.rot13, entryPoint: "no_such_entry_point")
        }
        // A file that is not a shared library.
        try withTemporaryDirectory { directory in
            let path = directory.file("not-a-library.so")
            try Data("plain text".utf8).write(to: URL(fileURLWithPath: path))
            expectSQLError(code: Code.error, messageContains: ["not-a-library.so"]) {
                try context.loadExtension(path: path)
            }
        }
        expectUsable(context)
    }

    @Test func aClosedContextLoadsNothing() throws {
        let context = try memoryContext()
        context.close()
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.loadExtension(path: Self.rot13) }
    }

    /// On a build without extension loading, loading fails with the precise unsupported error.
    func expectOmitted(_ context: SQLContext) {
        let error = expectSQLError(code: Code.error, messageContains: ["sqlite3_load_extension"]) {
            try context.loadExtension(path: Self.rot13)
        }
        #expect(error?.isUnsupported == true)
    }
}
