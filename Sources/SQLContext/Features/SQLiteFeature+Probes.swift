/// One documented member of a family of SQL functions: a name, the number of arguments to call it
/// with, and the first SQLite version that has it.
struct SQLFunctionMember: Hashable, Sendable {
    /// The function's name.
    var name: String
    /// How many arguments the probe passes; a function SQLite registers as variadic matches any.
    var argumentCount: Int
    /// The first version that documents the member: on an older SQLite it is not expected.
    var since: SQLiteVersion

    init(_ name: String, _ argumentCount: Int, since: SQLiteVersion = SQLiteVersion(major: 3, minor: 0)) {
        self.name = name
        self.argumentCount = argumentCount
        self.since = since
    }

    /// `SELECT name(NULL, …)`: compiles exactly when the function exists with that many arguments.
    var probe: String {
        var sql = "SELECT " + name + "("
        var index = 0
        while index < argumentCount {
            sql += index == 0 ? "NULL" : ", NULL"
            index += 1
        }
        return sql + ")"
    }
}

/// How each feature is probed. Probes run on a private in-memory database that the feature check
/// opens on the same SQLite library, never on the context's own database: a probe may create
/// tables there, and functions that the application registered on its connection cannot make a
/// missing built-in look present.
extension SQLiteFeature {
    /// Run on the private database before the probes of any feature.
    static let probeSetup = "CREATE TABLE probe(a INTEGER PRIMARY KEY, b, c)"

    /// Statements that run (on the private database) only when the feature is there. Every feature
    /// that a compile option can remove has one, because SQLite does not report every such option:
    /// `SQLITE_OMIT_GENERATED_COLUMNS` or `SQLITE_OMIT_WINDOWFUNC`, for example, never appear in
    /// `sqlite3_compileoption_used`.
    var probeStatements: [String] {
        switch self {
        case .json, .jsonFunction:
            return ["SELECT * FROM json_each('[1]')", "SELECT * FROM json_tree('[1]')"]
        case .jsonb:
            return ["SELECT json(jsonb('{}'))"]
        case .strictTables:
            return ["CREATE TABLE probe_strict(a INTEGER, b TEXT, c ANY) STRICT"]
        case .returning, .selectReturning:
            return [
                "INSERT INTO probe(b) VALUES (1) RETURNING a, b",
                "UPDATE probe SET b = 2 RETURNING *",
                "DELETE FROM probe RETURNING a",
            ]
        case .upsert:
            return [
                "INSERT INTO probe(a, b) VALUES (1, 1) ON CONFLICT(a) DO UPDATE SET b = excluded.b",
                "INSERT INTO probe(a, b) VALUES (1, 1) ON CONFLICT DO NOTHING",
            ]
        case .windowFunctions:
            return [
                // Every built-in window function (https://sqlite.org/windowfunctions.html#builtins)
                // in one statement: outside OVER they do not compile, so they are not a function family.
                "SELECT row_number() OVER w, rank() OVER w, dense_rank() OVER w, percent_rank() OVER w,"
                    + " cume_dist() OVER w, ntile(2) OVER w, lag(a) OVER w, lead(a) OVER w,"
                    + " first_value(a) OVER w, last_value(a) OVER w, nth_value(a, 1) OVER w,"
                    + " sum(a) OVER (ORDER BY a ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)"
                    + " FROM probe WINDOW w AS (ORDER BY a)"
            ]
        case .renameColumn:
            return ["ALTER TABLE probe RENAME COLUMN c TO c2"]
        case .dropColumn:
            return ["ALTER TABLE probe DROP COLUMN c"]
        case .generatedColumns:
            return ["CREATE TABLE probe_generated(a, b AS (a + 1), c INTEGER GENERATED ALWAYS AS (a * 2) STORED)"]
        case .rightAndFullJoin:
            return ["SELECT * FROM probe AS x RIGHT JOIN probe AS y ON x.a = y.a FULL OUTER JOIN probe AS z ON 1"]
        case .mathFunctions:
            return []
        case .fts5:
            return [
                "CREATE VIRTUAL TABLE probe_fts5 USING fts5(body)",
                "SELECT bm25(probe_fts5), highlight(probe_fts5, 0, '[', ']'),"
                    + " snippet(probe_fts5, 0, '[', ']', '…', 8) FROM probe_fts5 WHERE probe_fts5 MATCH 'x'",
            ]
        case .fts4:
            return [
                "CREATE VIRTUAL TABLE probe_fts3 USING fts3(body)",
                "CREATE VIRTUAL TABLE probe_fts4 USING fts4(body)",
                "SELECT snippet(probe_fts4), offsets(probe_fts4), matchinfo(probe_fts4)"
                    + " FROM probe_fts4 WHERE probe_fts4 MATCH 'x'",
            ]
        case .rtree:
            return ["CREATE VIRTUAL TABLE probe_rtree USING rtree(id, minX, maxX, minY, maxY)"]
        case .iif:
            return ["SELECT iif(1, 2, 3)"]
        case .unixepoch:
            return ["SELECT unixepoch(), unixepoch('2020-01-01')"]
        case .sqliteSchemaTable:
            return ["SELECT name FROM sqlite_schema", "SELECT name FROM temp.sqlite_temp_schema"]
        case .rowValues, .rowValueSyntax:
            return ["SELECT (1, 2) = (1, 2)", "SELECT a FROM probe WHERE (a, b) IN (SELECT 1, 2)"]
        case .rowValueInSyntax:
            return ["SELECT a FROM probe WHERE (a, b) IN ((1, 2), (3, 4))"]
        case .partialIntegrityCheck:
            return ["PRAGMA integrity_check(probe)"]
        case .rightJoin:
            return ["SELECT * FROM probe AS x RIGHT JOIN probe AS y ON x.a = y.a"]
        case .fullOuterJoin:
            return ["SELECT * FROM probe AS x FULL OUTER JOIN probe AS y ON x.a = y.a"]
        case .nullsFirstLast:
            return ["SELECT a FROM probe ORDER BY a NULLS FIRST, b DESC NULLS LAST"]
        case .uriFilenames, .encryption, .sessions:
            return []
        }
    }

    /// The SQL functions that make up the feature, as SQLite documents them: the feature is there
    /// only when every member that the loaded version should have is there. A build whose
    /// extension provides some of them (`sqrt`, `ln`, `floor`) but not the built-in set is missing
    /// the feature.
    var functionFamily: [SQLFunctionMember] {
        switch self {
        case .json, .jsonFunction:
            // https://sqlite.org/json1.html; the JSON1 extension of 3.9, built in since 3.38.
            return [
                SQLFunctionMember("json", 1), SQLFunctionMember("json_array", 2),
                SQLFunctionMember("json_array_length", 1), SQLFunctionMember("json_array_length", 2),
                SQLFunctionMember("json_extract", 2), SQLFunctionMember("json_insert", 3),
                SQLFunctionMember("json_object", 2), SQLFunctionMember("json_remove", 2),
                SQLFunctionMember("json_replace", 3), SQLFunctionMember("json_set", 3),
                SQLFunctionMember("json_type", 1), SQLFunctionMember("json_type", 2),
                SQLFunctionMember("json_valid", 1),
                SQLFunctionMember("json_quote", 1, since: SQLiteVersion(major: 3, minor: 14)),
                SQLFunctionMember("json_group_array", 1, since: SQLiteVersion(major: 3, minor: 14)),
                SQLFunctionMember("json_group_object", 2, since: SQLiteVersion(major: 3, minor: 14)),
                SQLFunctionMember("json_patch", 2, since: SQLiteVersion(major: 3, minor: 18)),
                SQLFunctionMember("json_error_position", 1, since: SQLiteVersion(major: 3, minor: 42)),
                SQLFunctionMember("json_pretty", 1, since: SQLiteVersion(major: 3, minor: 46)),
            ]
        case .jsonb:
            // https://sqlite.org/json1.html#jsonb (3.45).
            return [
                SQLFunctionMember("jsonb", 1), SQLFunctionMember("jsonb_array", 2),
                SQLFunctionMember("jsonb_extract", 2), SQLFunctionMember("jsonb_insert", 3),
                SQLFunctionMember("jsonb_object", 2), SQLFunctionMember("jsonb_patch", 2),
                SQLFunctionMember("jsonb_remove", 2), SQLFunctionMember("jsonb_replace", 3),
                SQLFunctionMember("jsonb_set", 3), SQLFunctionMember("jsonb_group_array", 1),
                SQLFunctionMember("jsonb_group_object", 2),
            ]
        case .mathFunctions:
            // https://sqlite.org/lang_mathfunc.html (3.35, SQLITE_ENABLE_MATH_FUNCTIONS).
            var members: [SQLFunctionMember] = []
            for name in [
                "acos", "acosh", "asin", "asinh", "atan", "atanh", "ceil", "ceiling", "cos", "cosh", "degrees",
                "exp", "floor", "ln", "log", "log10", "log2", "radians", "sin", "sinh", "sqrt", "tan", "tanh",
                "trunc",
            ] {
                members.append(SQLFunctionMember(name, 1))
            }
            for name in ["atan2", "log", "mod", "pow", "power"] { members.append(SQLFunctionMember(name, 2)) }
            members.append(SQLFunctionMember("pi", 0))
            return members
        default:
            return []
        }
    }

    /// How a member that is missing is named in a reason: `log(2 arguments)` when the family has the
    /// name with other argument counts too, else the bare name.
    func displayName(of member: SQLFunctionMember) -> String {
        var sameName = 0
        for other in functionFamily where other.name == member.name { sameName += 1 }
        if sameName < 2 { return member.name }
        return member.name + "(" + String(member.argumentCount)
            + (member.argumentCount == 1 ? " argument)" : " arguments)")
    }
}
