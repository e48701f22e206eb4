import Foundation
import SQLFFI
import SQLiteBuilds
import Testing

@testable import sqlctx

/// Which positional argument is the database: an existing file, or a word that is not complete
/// SQL; everything else is SQL on a private in-memory database.
@Suite struct DatabaseArgumentTests {
    /// Splits `positionals` with the loaded SQLite's `sqlite3_complete` and `existing` as the
    /// files that exist.
    private func split(_ positionals: [String], option: String? = nil, existing: Set<String> = []) throws
        -> DatabaseArgument
    {
        let sqlite = try SQLiteLibrary.load()
        return DatabaseArgument(
            positionals: positionals, option: option, isCompleteSQL: DatabaseArgument.completeness(in: sqlite),
            fileExists: { existing.contains($0) })
    }

    @Test func aWordThatIsNotCompleteSQLIsTheDatabase() throws {
        #expect(try split(["mydata", "CREATE TABLE q(a)"]).database == "mydata")
        #expect(try split(["mydata", "CREATE TABLE q(a)"]).sql == ["CREATE TABLE q(a)"])
        #expect(try split([":memory:", "SELECT 1"]).database == ":memory:")
        #expect(try split(["data.db", "SELECT 1"]).database == "data.db")
        #expect(try split(["Data.SQLite3"]).database == "Data.SQLite3")
        #expect(try split(["./data"]).database == "./data")
        #expect(try split(["../x/app.db"]).sql == [])
    }

    @Test func anExistingFileIsTheDatabaseWhateverItsName() throws {
        #expect(try split(["my data", "SELECT 1"], existing: ["my data"]).database == "my data")
        #expect(try split(["VACUUM;"], existing: ["VACUUM;"]).database == "VACUUM;")
    }

    @Test func textWithSpacesOrCompleteSQLIsSQL() throws {
        let sql = try split(["SELECT 1", "SELECT 4/2"])
        #expect(sql.database == ":memory:")
        #expect(sql.sql == ["SELECT 1", "SELECT 4/2"])
        #expect(try split(["SELECT 4/2"]).database == ":memory:")
        #expect(try split(["VACUUM;"]).sql == ["VACUUM;"])
        #expect(try split(["SELECT\t1"]).database == ":memory:")
        #expect(try split(["my data.db", "SELECT 1"]).database == ":memory:")
        #expect(try split([""]).database == ":memory:")
    }

    @Test func theOptionMakesEveryPositionalSQL() throws {
        let split = try split(["x.db", "SELECT 1"], option: "y.db")
        #expect(split.database == "y.db")
        #expect(split.sql == ["x.db", "SELECT 1"])
    }

    @Test func sqlite3CompleteDecides() throws {
        let sqlite = try SQLiteLibrary.load()
        #expect(sqlite.isCompleteStatement("SELECT 1;") == true)
        #expect(sqlite.isCompleteStatement("not sql at all;") == true)
        #expect(sqlite.isCompleteStatement("SELECT 1") == false)
        #expect(sqlite.isCompleteStatement("SELECT ';'") == false)
        #expect(sqlite.isCompleteStatement("mydata") == false)
        #expect(sqlite.isCompleteStatement("") == false)
    }

    /// Where SQLite lacks `sqlite3_complete` (SQLITE_OMIT_COMPLETE), the shell's splitter decides:
    /// it must answer as `sqlite3_complete` does. (Not on a text that ends in a `--` comment
    /// without a newline: SQLite 3.54 calls `SELECT 1; -- done` incomplete, earlier versions
    /// complete.)
    @Test func theSplitterDecidesAsSQLite3CompleteDoes() throws {
        let sqlite = try SQLiteLibrary.load()
        let texts = [
            "SELECT 1;", "SELECT 1", "SELECT 1; ", "SELECT 1; /* done */", "SELECT 1 -- ;",
            "SELECT ';'", "SELECT \";\"", "SELECT [;]", "SELECT `;`", "SELECT 1; SELECT 2", "SELECT 1; SELECT 2;",
            "mydata", "app.db", ":memory:", "not sql at all;", "/* ; */", "SELECT 1 /* ; */",
            "CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1;",
            "CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; END;",
            "CREATE TEMP TRIGGER t AFTER INSERT ON a BEGIN SELECT CASE WHEN 1 THEN 2 END; END;",
            "EXPLAIN CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; END",
        ]
        for text in texts {
            let expected = sqlite.isCompleteStatement(text)
            #expect(expected != nil, "the matrix builds all have sqlite3_complete")
            #expect(StatementSplitter.endsWithCompleteStatement(text) == expected, "\(text)")
        }
    }

    @Test func theShellCreatesTheDatabaseNamedByAWord() throws {
        // `sqlctx mydata "CREATE TABLE q(a)"` creates the file `mydata` with the table, run in a
        // temporary directory so that the relative name lands there.
        let directory = try TemporaryDirectory()
        let create = try SQLCtxProcess.run(
            ["mydata", "CREATE TABLE q(a)"], currentDirectory: directory.url)
        #expect(create.status == 0, "\(create.errors)")
        #expect(create.errors == "")
        #expect(FileManager.default.fileExists(atPath: directory.path("mydata")))
        let read = try SQLCtxProcess.run(
            [directory.path("mydata"), "--format", "csv", "--no-header", "SELECT name FROM sqlite_master"])
        #expect(read.output == "q\n")
    }

    /// On a SQLite without `sqlite3_complete` (3.50.4-minimal), the splitter tells the database
    /// from the SQL, and the shell runs as anywhere else.
    @Test(.requires(.sqlite3504Minimal)) func theShellTellsTheDatabaseWithoutSQLite3Complete() throws {
        let directory = try TemporaryDirectory()
        let environment = ["SQLFFI_LIBRARY": SQLiteBuild.sqlite3504Minimal.location]
        let create = try SQLCtxProcess.run(
            ["mydata", "CREATE TABLE q(a); INSERT INTO q VALUES (1), (2);"], environment: environment,
            currentDirectory: directory.url)
        #expect(create.status == 0, "\(create.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.path("mydata")))
        let read = try SQLCtxProcess.run(
            [directory.path("mydata"), "--format", "csv", "--no-header", "SELECT sum(a) FROM q"],
            environment: environment)
        #expect(read.output == "3\n", "\(read.errors)")
    }
}
