import Testing

@testable import sqlctx

@Suite struct StatementSplitterTests {
    private func texts(_ sql: String) -> [String] { StatementSplitter.split(sql).map(\.text) }

    @Test func splitsAtSemicolonsOutsideQuotesAndComments() {
        let sql = """
            SELECT 'a;b', "c;d", `e;f`, [g;h]; -- x; y
            /* z; */ SELECT 2;;  ;
            SELECT 3
            """
        #expect(texts(sql) == ["SELECT 'a;b', \"c;d\", `e;f`, [g;h];", "SELECT 2;", "SELECT 3"])
    }

    @Test func keepsDoubledQuotesInsideStrings() {
        #expect(texts("SELECT 'it''s; fine'; SELECT \"a\"\"b;\"") == ["SELECT 'it''s; fine';", "SELECT \"a\"\"b;\""])
    }

    @Test func keepsTriggerBodiesWhole() {
        let trigger = """
            CREATE TEMP TRIGGER IF NOT EXISTS tr AFTER INSERT ON t BEGIN
              UPDATE t SET x = CASE WHEN new.x > 1 THEN 1 END;
              INSERT INTO log VALUES ('end;');
            END;
            """
        #expect(texts(trigger + " SELECT 1;") == [trigger, "SELECT 1;"])
        #expect(
            texts("explain create trigger tr after delete on t begin select 1; end; select 2") == [
                "explain create trigger tr after delete on t begin select 1; end;", "select 2",
            ])
    }

    @Test func onlyWhiteSpaceAndCommentsAreNoStatement() {
        #expect(texts("  -- nothing\n /* at all */ ; ;") == [])
        #expect(texts("SELECT 1; -- trailing") == ["SELECT 1;"])
    }

    @Test func reportsTheLineWhereEachStatementStarts() {
        let pieces = StatementSplitter.split("SELECT 1;\n\n  SELECT\n 2;\nSELECT 3")
        #expect(pieces.map(\.line) == [1, 3, 5])
    }

    @Test func feedsLineByLine() {
        var splitter = StatementSplitter()
        #expect(splitter.feed("SELECT 'a\n") == [])
        #expect(splitter.isInsideStatement)
        #expect(splitter.feed("b'; SELECT /* c\n") == [SQLPiece(text: "SELECT 'a\nb';", line: 1)])
        #expect(splitter.isInsideStatement)
        #expect(splitter.feed("*/ 2;\n") == [SQLPiece(text: "SELECT /* c\n*/ 2;", line: 2)])
        #expect(!splitter.isInsideStatement)
        #expect(splitter.feed("-- comment\n") == [])
        #expect(!splitter.isInsideStatement)
        #expect(splitter.feed("SELECT 4 -") == [])
        #expect(splitter.feed("- 5;\n") == [])
        #expect(splitter.finish() == SQLPiece(text: "SELECT 4 -- 5;", line: 5))
    }

    @Test func aCommentEndSplitAcrossChunksClosesTheComment() {
        var splitter = StatementSplitter()
        #expect(splitter.feed("SELECT /* c *") == [])
        #expect(splitter.feed("/ 2;\n") == [SQLPiece(text: "SELECT /* c */ 2;", line: 1)])
        #expect(!splitter.isInsideStatement)
        #expect(splitter.feed("SELECT /") == [])
        #expect(splitter.feed("* c */ 3;\n") == [SQLPiece(text: "SELECT /* c */ 3;", line: 2)])
        #expect(!splitter.isInsideStatement)
    }

    @Test func unterminatedTextIsTheLastStatement() {
        #expect(texts("SELECT 1; SELECT 'open") == ["SELECT 1;", "SELECT 'open"])
    }
}
