import SQLContext

/// The words that Tab completes at a terminal: SQL keywords, the dot-commands, and the names of
/// the database's tables, views and columns.
enum CompletionWords {
    /// SQL keywords, in upper case.
    static let keywords = """
        ABORT ACTION ADD AFTER ALL ALTER ALWAYS ANALYZE AND AS ASC ATTACH AUTOINCREMENT BEFORE BEGIN BETWEEN BY
        CASCADE CASE CAST CHECK COLLATE COLUMN COMMIT CONFLICT CONSTRAINT CREATE CROSS CURRENT_DATE
        CURRENT_TIME CURRENT_TIMESTAMP DATABASE DEFAULT DEFERRED DELETE DESC DETACH DISTINCT DO DROP EACH ELSE
        END ESCAPE EXCEPT EXCLUSIVE EXISTS EXPLAIN FILTER FOLLOWING FOREIGN FROM FULL GENERATED GLOB GROUP HAVING
        IF IGNORE IMMEDIATE IN INDEX INDEXED INITIALLY INNER INSERT INSTEAD INTEGER INTERSECT INTO IS ISNULL JOIN
        KEY LEFT LIKE LIMIT MATCH MATERIALIZED NATURAL NO NOT NOTHING NOTNULL NULL NULLS OF OFFSET ON OR ORDER
        OUTER OVER PARTITION PLAN PRAGMA PRECEDING PRIMARY QUERY RAISE RANGE RECURSIVE REFERENCES REGEXP REINDEX
        RELEASE RENAME REPLACE RESTRICT RETURNING RIGHT ROLLBACK ROW ROWS SAVEPOINT SELECT SET STRICT TABLE TEMP
        TEMPORARY TEXT THEN TO TRANSACTION TRIGGER UNBOUNDED UNION UNIQUE UPDATE USING VACUUM VALUES VIEW VIRTUAL
        WHEN WHERE WINDOW WITH WITHOUT REAL BLOB
        """.split(whereSeparator: { $0.isWhitespace }).map(String.init)

    /// The keywords, the dot-commands and the schema's names; the names are read from
    /// `sqlite_master` and `PRAGMA table_info`, and left out when that fails.
    static func words(for context: SQLContext) -> [String] {
        var words = keywords + DotCommands.all.flatMap { $0.names.map { "." + $0 } }
        let tables =
            (try? context.query(sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')"))?
            .compactMap { $0.first?.textValue } ?? []
        words += tables
        for table in tables {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let columns = (try? context.query(sql: "PRAGMA table_info(" + quoted + ")")) ?? []
            words += columns.compactMap { $0.count > 1 ? $0[1].textValue : nil }
        }
        return Array(Set(words)).sorted()
    }
}
