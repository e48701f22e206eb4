import Foundation
import SQLContext
import Testing

/// A context that cannot load SQLite throws an `SQLError` that says so, so callers need no
/// `import SQLFFI` to catch it.
///
/// Discovery runs once per process and then keeps its library, so each test runs in a child
/// process of its own (a Swift Testing exit test) that points `SQLFFI_LIBRARY` at a file that is
/// not there before it opens its first context.
@Suite struct LibraryUnavailableTests {
    @Test func noLibraryIsAnSQLErrorThatSaysSo() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("SQLFFI_LIBRARY", "/nonexistent/libsqlite3-for-sqlcontext-tests.so", 1)
            do {
                _ = try SQLContext()
                print("opened a context")
                exit(1)
            } catch let error as SQLError {
                print("code=\(error.code) extended=\(error.extendedCode) unavailable=\(error.isLibraryUnavailable)")
                print("message=" + error.message)
                print("localized=" + error.localizedDescription)
                exit(error.isLibraryUnavailable ? 0 : 1)
            } catch {
                print("not an SQLError: \(type(of: error)): \(error)")
                exit(1)
            }
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output.contains("code=14 extended=14 unavailable=true"), "\(output)")
        // The loader's own report is kept: the file named and why it could not be loaded.
        #expect(output.contains("message=Cannot load '/nonexistent/libsqlite3-for-sqlcontext-tests.so'"), "\(output)")
        #expect(output.contains("localized=SQLITE_CANTOPEN (14): Cannot load"), "\(output)")
    }

    @Test func theReadmeExampleCatchesIt() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("SQLFFI_LIBRARY", "/nonexistent/libsqlite3-for-sqlcontext-tests.so", 1)
            readmeLibraryExample()
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output.hasPrefix("no SQLite here: Cannot load '/nonexistent/libsqlite3-for-sqlcontext-tests.so'"))
    }

    @Test func theReadmeExamplePrintsTheVersionWhereSQLiteLoads() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            readmeLibraryExample()
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output == "SQLite " + (try SQLContext().library.version) + "\n")
    }

    @Test func aFileThatOpensIsNotLibraryUnavailable() throws {
        // The same code for an ordinary open failure, without the predicate.
        let error = expectSQLError(code: 14) {
            _ = try SQLContext(path: "/nonexistent-directory-for-sqlcontext-tests/x.db")
        }
        #expect(error?.isLibraryUnavailable == false)
    }
}

/// The example of catching a missing library (the DocC article HandlingErrors.md), verbatim; the
/// tests above run it in a child process, with and without a SQLite to load, and read what it
/// prints.
private func readmeLibraryExample() {
    do {
        let context = try SQLContext()
        print("SQLite", context.sqliteVersion)
    } catch let error as SQLError where error.isLibraryUnavailable {
        print("no SQLite here:", error.message)  // every library tried, and why each failed
    } catch {
        print(error.localizedDescription)
    }
}
