import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

@Suite struct LibraryErrorTests {
    @Test func missingFileIsNotLoadableWithTheLoaderMessage() {
        #expect {
            try SQLiteLibrary.load(path: "/nonexistent/libsqlite3.so.0")
        } throws: { error in
            guard case .notLoadable(let path, let message) = error as? SQLiteLibraryError else { return false }
            return path == "/nonexistent/libsqlite3.so.0" && message.contains("No such file")
        }
    }

    @Test func directoryIsNotLoadable() {
        let directory = FileManager.default.temporaryDirectory.path
        #expect {
            try SQLiteLibrary.load(path: directory)
        } throws: { error in
            guard case .notLoadable(let path, let message) = error as? SQLiteLibraryError else { return false }
            return path == directory && !message.isEmpty
        }
    }

    @Test func textFileIsNotLoadable() throws {
        let file = try temporaryFile(named: "libsqlite3.so", contents: "this is not a shared library\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect {
            try SQLiteLibrary.load(path: file.path)
        } throws: { error in
            guard case .notLoadable(let path, let message) = error as? SQLiteLibraryError else { return false }
            return path == file.path && (message.contains("ELF") || message.contains("too short"))
        }
    }

    @Test func sharedLibraryThatIsNotSQLiteLacksASymbol() {
        #expect {
            try SQLiteLibrary.load(path: "libz.so.1")
        } throws: { error in
            guard case .missingSymbol(let symbol, let path) = error as? SQLiteLibraryError else { return false }
            return symbol.hasPrefix("sqlite3_") && path.contains("libz")
        }
        let error = SQLiteLibraryError.missingSymbol(symbol: "sqlite3_libversion", path: "libz.so.1")
        #expect(error.description.contains("sqlite3_libversion"))
        #expect(error.description.contains("libz.so.1"))
    }

    @Test func aFailedInitializationNamesTheFileAndTheResultCode() {
        // sqlite3_initialize fails only when memory or the OS fails it; the message is checked here.
        let error = SQLiteLibraryError.initializationFailed(code: 7, path: "/lib/libsqlite3.so")
        #expect(error.description.contains("sqlite3_initialize"))
        #expect(error.description.contains("/lib/libsqlite3.so"))
        #expect(error.description.contains("7"))
    }

    @Test func discoveryThatFindsNothingListsEveryCandidateWithTheLoaderMessage() {
        let candidates = ["/nonexistent/one/libsqlite3.so.0", "libz.so.1"]
        #expect {
            try SQLiteLibrary.discover(environment: nil, defaultNames: candidates)
        } throws: { error in
            guard case .notFound(let attempts) = error as? SQLiteLibraryError else { return false }
            let names = attempts.map(\.candidate)
            let description = (error as? SQLiteLibraryError)?.description ?? ""
            return attempts.count == 3 && attempts[0].source == "process"
                && names.contains(candidates[0]) && names.contains(candidates[1])
                && attempts[1].message.contains("No such file") && attempts[2].message.contains("sqlite3_")
                && description.contains(candidates[0]) && description.contains("SQLFFI_LIBRARY")
        }
    }

    @Test(.requires(.sqlcipher)) func discoveryUsesTheEnvironmentValueBeforeDefaults() throws {
        let library = try SQLiteLibrary.discover(environment: TestLibraries.sqlcipher, defaultNames: [])
        #expect(library.version == "3.15.2")
    }

    @Test func discoveryFallsThroughFailingDefaultsToAWorkingOne() throws {
        let library = try SQLiteLibrary.discover(
            environment: nil, defaultNames: ["/nonexistent/libsqlite3.so.0", TestLibraries.system])
        #expect(library.version == "3.40.1")
    }
}
