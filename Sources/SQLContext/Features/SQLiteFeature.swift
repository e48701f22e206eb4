/// A capability that some SQLite builds have and others lack.
///
/// Ask ``SQLContext/supports(_:)`` before using one: the SQLite on an old phone or an old Linux is
/// not the one on the developer's laptop, and a build may leave features out whatever its version.
/// ``SQLContext/featureStatus(_:)`` tells why a feature is missing.
///
/// Each feature is checked in three steps, cheapest first: the loaded version against
/// ``minimumVersion``; then compile options that remove it (`SQLITE_OMIT_JSON`, …), where the
/// library reports its options; then probes, because SQLite does not report every option that
/// removes a feature: statements that use it, and for a family of SQL functions (JSON, math) every
/// documented member, found in `pragma_function_list` or by compiling a call. Probes run on a
/// private in-memory database of the same library, never on the context's own. Answers are cached
/// per context.
public enum SQLiteFeature: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// JSON functions such as `json_extract` and `json_object` (an extension from 3.9, built in
    /// since 3.38 unless compiled with `SQLITE_OMIT_JSON`).
    case json
    /// The binary JSON functions such as `jsonb` (3.45).
    case jsonb
    /// `STRICT` tables (3.37).
    case strictTables
    /// `RETURNING` clauses on INSERT, UPDATE and DELETE (3.35).
    case returning
    /// `INSERT … ON CONFLICT … DO UPDATE` (3.24).
    case upsert
    /// Window functions: `OVER (…)` (3.25).
    case windowFunctions
    /// `ALTER TABLE … RENAME COLUMN` (3.25).
    case renameColumn
    /// `ALTER TABLE … DROP COLUMN` (3.35).
    case dropColumn
    /// Generated columns: `GENERATED ALWAYS AS (…)` (3.31).
    case generatedColumns
    /// `RIGHT JOIN` and `FULL OUTER JOIN` (3.39).
    case rightAndFullJoin
    /// Math functions such as `sqrt`, `sin` and `log` (3.35, with `SQLITE_ENABLE_MATH_FUNCTIONS`).
    case mathFunctions
    /// The FTS5 full-text search module.
    case fts5
    /// The FTS3/FTS4 full-text search modules.
    case fts4
    /// The R*Tree spatial index module.
    case rtree
    /// The `iif(x, y, z)` function (3.32).
    case iif
    /// The `unixepoch()` function (3.38).
    case unixepoch
    /// The `sqlite_schema` name for the schema table (3.33; `sqlite_master` before).
    case sqliteSchemaTable
    /// Row values: `(a, b) = (1, 2)`, `(a, b) IN (SELECT …)` (3.15).
    case rowValues
    /// `NULLS FIRST` and `NULLS LAST` in ORDER BY (3.30).
    case nullsFirstLast
    /// `file:` URI file names when opened with ``SQLContext/OpenFlags/uri`` (3.7.7).
    case uriFilenames
    /// Encryption keys: `SQLContext.setEncryptionKey(_:schema:)` and
    /// `SQLContext.changeEncryptionKey(_:schema:)`, in a SQLite that encrypts (SQLCipher,
    /// SQLite3 Multiple Ciphers): decided by the exported `sqlite3_key_v2` and `sqlite3_rekey_v2`.
    case encryption
    /// Sessions and changesets: ``SQLSession``, ``SQLContext/apply(_:onConflict:)`` (3.13, with
    /// `SQLITE_ENABLE_SESSION` and `SQLITE_ENABLE_PREUPDATE_HOOK`): decided by the exported
    /// `sqlite3session_*` and `sqlite3changeset_*` functions and by creating a session.
    case sessions

    // SkipSQL's features, with SkipSQL's names and minimum versions; each is checked against the
    // loaded build as the others are.

    /// Row value comparisons, `WHERE (a, b) = (1, 2)` (3.15): SkipSQL's name of ``rowValues``.
    case rowValueSyntax
    /// `PRAGMA integrity_check(table)`, an integrity check of one table (3.33).
    case partialIntegrityCheck
    /// `RETURNING` clauses (3.35): SkipSQL's name of ``returning``.
    case selectReturning
    /// The JSON functions built in, `json()` and the rest (3.38, unless compiled with
    /// `SQLITE_OMIT_JSON`): SkipSQL's feature, which counts from the version that builds them in;
    /// ``json`` counts from the JSON1 extension of 3.9.
    case jsonFunction
    /// `RIGHT JOIN` (3.39).
    case rightJoin
    /// `FULL OUTER JOIN` (3.39).
    case fullOuterJoin
    /// A row value `IN` a list of row values, `WHERE (a, b) IN ((1, 2), (3, 4))` (3.39 as SkipSQL
    /// counts it; SQLite documents the `IN (SELECT …)` form from 3.15).
    case rowValueInSyntax

    /// The first SQLite version that can have the feature.
    public var minimumVersion: SQLiteVersion {
        switch self {
        case .json: return SQLiteVersion(major: 3, minor: 9)
        case .jsonb: return SQLiteVersion(major: 3, minor: 45)
        case .strictTables: return SQLiteVersion(major: 3, minor: 37)
        case .returning: return SQLiteVersion(major: 3, minor: 35)
        case .upsert: return SQLiteVersion(major: 3, minor: 24)
        case .windowFunctions: return SQLiteVersion(major: 3, minor: 25)
        case .renameColumn: return SQLiteVersion(major: 3, minor: 25)
        case .dropColumn: return SQLiteVersion(major: 3, minor: 35)
        case .generatedColumns: return SQLiteVersion(major: 3, minor: 31)
        case .rightAndFullJoin: return SQLiteVersion(major: 3, minor: 39)
        case .mathFunctions: return SQLiteVersion(major: 3, minor: 35)
        case .fts5: return SQLiteVersion(major: 3, minor: 9)
        case .fts4: return SQLiteVersion(major: 3, minor: 7, patch: 4)
        case .rtree: return SQLiteVersion(major: 3, minor: 6)
        case .iif: return SQLiteVersion(major: 3, minor: 32)
        case .unixepoch: return SQLiteVersion(major: 3, minor: 38)
        case .sqliteSchemaTable: return SQLiteVersion(major: 3, minor: 33)
        case .rowValues: return SQLiteVersion(major: 3, minor: 15)
        case .nullsFirstLast: return SQLiteVersion(major: 3, minor: 30)
        case .uriFilenames: return SQLiteVersion(major: 3, minor: 7, patch: 7)
        case .encryption: return SQLiteVersion(major: 3, minor: 0)
        case .sessions: return SQLiteVersion(major: 3, minor: 13)
        case .rowValueSyntax: return SQLiteVersion(major: 3, minor: 15)
        case .partialIntegrityCheck: return SQLiteVersion(major: 3, minor: 33)
        case .selectReturning: return SQLiteVersion(major: 3, minor: 35)
        case .jsonFunction: return SQLiteVersion(major: 3, minor: 38)
        case .rightJoin, .fullOuterJoin, .rowValueInSyntax: return SQLiteVersion(major: 3, minor: 39)
        }
    }

    /// Compile options (without `SQLITE_`) that remove the feature from a build.
    var omittingOptions: [String] {
        switch self {
        case .json, .jsonb, .jsonFunction: return ["OMIT_JSON"]
        case .windowFunctions: return ["OMIT_WINDOWFUNC"]
        case .renameColumn, .dropColumn: return ["OMIT_ALTERTABLE"]
        case .generatedColumns: return ["OMIT_GENERATED_COLUMNS"]
        case .unixepoch: return ["OMIT_DATETIME_FUNCS"]
        // Without it the pragma is unknown, and SQLite ignores an unknown pragma without an error.
        case .partialIntegrityCheck: return ["OMIT_INTEGRITY_CHECK", "OMIT_PRAGMA"]
        default: return []
        }
    }

    /// Why a probe can fail: the words used in ``SQLiteFeatureStatus/reason``.
    func missingPartDescription(_ loaded: SQLiteVersion) -> String {
        switch self {
        case .json, .jsonb, .jsonFunction:
            // Before 3.38 JSON was an extension that a build had to enable; since, a build must omit it.
            if loaded < SQLiteVersion(major: 3, minor: 38) {
                return "JSON1 extension not compiled in (SQLITE_ENABLE_JSON1)"
            }
            return "JSON functions not compiled in (SQLITE_OMIT_JSON)"
        case .strictTables: return "STRICT tables not available in this build"
        case .returning, .selectReturning: return "RETURNING not available in this build"
        case .upsert: return "upsert not available in this build"
        case .windowFunctions: return "window functions not compiled in (SQLITE_OMIT_WINDOWFUNC)"
        case .renameColumn, .dropColumn: return "ALTER TABLE not compiled in (SQLITE_OMIT_ALTERTABLE)"
        case .generatedColumns: return "generated columns not compiled in (SQLITE_OMIT_GENERATED_COLUMNS)"
        case .rightAndFullJoin: return "RIGHT and FULL OUTER JOIN not available in this build"
        case .rightJoin: return "RIGHT JOIN not available in this build"
        case .fullOuterJoin: return "FULL OUTER JOIN not available in this build"
        case .mathFunctions: return "math functions not compiled in (SQLITE_ENABLE_MATH_FUNCTIONS)"
        case .fts5: return "FTS5 module not compiled in (SQLITE_ENABLE_FTS5)"
        case .fts4: return "FTS3/FTS4 module not compiled in (SQLITE_ENABLE_FTS4)"
        case .rtree: return "R*Tree module not compiled in (SQLITE_ENABLE_RTREE)"
        case .unixepoch: return "date and time functions not compiled in (SQLITE_OMIT_DATETIME_FUNCS)"
        default: return "not available in this build"
        }
    }

    /// The feature's name, as in `rawValue`.
    public var description: String { rawValue }
}

/// Whether a feature is available in the loaded SQLite, and why.
public struct SQLiteFeatureStatus: Hashable, Sendable, CustomStringConvertible {
    /// The feature asked about.
    public var feature: SQLiteFeature
    /// Whether statements that use the feature work on this connection.
    public var isSupported: Bool
    /// Why: "needs SQLite 3.37.0, loaded 3.15.2", "compiled with SQLITE_OMIT_JSON", "FTS5 module
    /// not compiled in (SQLITE_ENABLE_FTS5)", or, when supported, "SQLite 3.37.0 or later".
    public var reason: String

    /// `feature: yes|no (reason)`.
    public var description: String {
        feature.rawValue + ": " + (isSupported ? "yes" : "no") + " (" + reason + ")"
    }
}
