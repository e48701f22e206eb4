// The SQLite builds that Scripts/test-jvm runs the JVM tests on, one JVM per build, and what each
// build must show: stated here, not read from the build under test (Tests/SQLiteBuilds/SQLiteBuild.swift
// knows the same builds for the Swift tests).
package sqlffi.module

import java.io.File

/// One build of the JVM test matrix and the facts the tests expect of it.
enum class SQLiteBuildFacts(
    /// The matrix name (`SQLCONTEXT_BUILD`).
    val buildName: String,
    /// What `SQLiteJNALibrary.load(path)` takes: a soname, or a path under the cache.
    private val file: String,
    val version: String,
    val versionNumber: Int,
    /// `sqlite3_threadsafe()`.
    val threadSafety: Int,
    /// The optional families the build lacks; it has every other one.
    val absentFamilies: Set<SQLiteJNAFamily>,
) {
    /// Debian's SQLite 3.40.1 (`libsqlite3-0`): built with SQLITE_ENABLE_SESSION and
    /// SQLITE_ENABLE_COLUMN_METADATA, without encryption.
    SYSTEM("system", "libsqlite3.so.0", "3.40.1", 3_040_001, 1, setOf(SQLiteJNAFamily.KEYS)),

    /// Debian's SQLCipher 3.4.1 on SQLite 3.15.2 (`libsqlcipher0`): encrypts; predates every
    /// function newer than 3.15, and has no session extension.
    SQLCIPHER(
        "sqlcipher", "libsqlcipher.so.0", "3.15.2", 3_015_002, 1,
        setOf(
            SQLiteJNAFamily.ERROR_OFFSET, SQLiteJNAFamily.TXN_STATE, SQLiteJNAFamily.CHANGES64,
            SQLiteJNAFamily.PREPARE_V3, SQLiteJNAFamily.STMT_ISEXPLAIN, SQLiteJNAFamily.SERIALIZATION,
            SQLiteJNAFamily.WINDOW_FUNCTIONS, SQLiteJNAFamily.SESSIONS,
        ),
    ),

    /// SQLite 3.50.4 built by Scripts/sqlite-builds (FTS, R*Tree, math, column metadata).
    SQLITE3504(
        "3.50.4", "sqlite-3.50.4/default/libsqlite3.so", "3.50.4", 3_050_004, 1,
        setOf(SQLiteJNAFamily.KEYS, SQLiteJNAFamily.SESSIONS),
    ),

    /// SQLite 3.54.1 from the apsw wheel: few ENABLE options (no column metadata), multi-thread.
    SQLITE3541(
        "3.54.1", "apsw-3.54.1.0/libsqlite3_tool.so", "3.54.1", 3_054_001, 2,
        setOf(SQLiteJNAFamily.COLUMN_METADATA, SQLiteJNAFamily.KEYS, SQLiteJNAFamily.SESSIONS),
    ),

    /// SQLite3 Multiple Ciphers 3.54.0 from the apsw-sqlite3mc wheel: encrypts, multi-thread.
    SQLITE3MC(
        "sqlite3mc", "apsw-sqlite3mc-3.54.0.0/libsqlite3_tool.so", "3.54.0", 3_054_000, 2,
        setOf(SQLiteJNAFamily.SESSIONS),
    );

    /// The soname, or the absolute path in `$SQLCONTEXT_CACHE` (default `~/.cache/sqlcontext`).
    val location: String
        get() = if (file.startsWith("lib")) file else "$cache/$file"

    /// The optional families the build has.
    val presentFamilies: Set<SQLiteJNAFamily>
        get() = SQLiteJNAFamily.values().filter { it != SQLiteJNAFamily.REQUIRED && it !in absentFamilies }.toSet()

    /// The optional functions that `missingOptionalFunctions` must list: each function of an absent
    /// family that counts its functions singly.
    val missingFunctions: Set<String>
        get() = absentFamilies.filter { it.countsFunctionsSingly }.flatMap { it.symbols }.toSet()

    fun has(family: SQLiteJNAFamily) = family !in absentFamilies

    companion object {
        private val cache: String
            get() = System.getenv("SQLCONTEXT_CACHE") ?: (System.getProperty("user.home") + "/.cache/sqlcontext")

        /// The build this JVM runs on: `SQLCONTEXT_BUILD`, set by Scripts/test-jvm with `SQLFFI_LIBRARY`.
        val current: SQLiteBuildFacts
            get() {
                val name = System.getenv("SQLCONTEXT_BUILD")
                    ?: error("SQLCONTEXT_BUILD is not set: run the JVM tests through Scripts/test-jvm")
                return values().firstOrNull { it.buildName == name } ?: error("unknown build '$name'")
            }

        /// A build other than the current one, for the test that a second library is refused.
        val other: SQLiteBuildFacts
            get() = if (current == SYSTEM) SQLCIPHER else SYSTEM
    }
}

/// `SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE`.
const val READ_WRITE_CREATE = 0x2 or 0x4

/// The library of this run (discovered through `SQLFFI_LIBRARY`).
fun library(): SQLiteJNALibrary = SQLiteJNALibrary.load()

/// A private in-memory connection on the library of this run.
fun memoryConnection(): SQLiteJNAConnection = SQLiteJNAConnection(":memory:", READ_WRITE_CREATE, library())

/// Runs every statement of `sql`, discarding rows.
fun SQLiteJNAConnection.execute(sql: String) {
    val script = SQLiteJNAScript(sql)
    try {
        while (true) {
            val statement = script.next(this) ?: break
            try {
                while (statement.step()) {
                    // discard the row
                }
            } finally {
                statement.finalize()
            }
        }
    } finally {
        script.release()
    }
}

/// The rows of a query, each column read as the core reads it.
fun SQLiteJNAConnection.rows(sql: String, vararg parameters: Any?): List<List<Any?>> {
    val statement = prepare(sql).first ?: return emptyList()
    try {
        for ((offset, value) in parameters.withIndex()) {
            when (value) {
                null -> statement.bindNull(offset + 1)
                is Long -> statement.bind(value, offset + 1)
                is Int -> statement.bind(value.toLong(), offset + 1)
                is Double -> statement.bind(value, offset + 1)
                is String -> statement.bind(value, offset + 1)
                is ByteArray -> statement.bind(value, offset + 1)
                else -> error("cannot bind $value")
            }
        }
        val rows = ArrayList<List<Any?>>()
        while (statement.step()) {
            rows.add(
                (0 until statement.columnCount).map { column ->
                    when (statement.type(column)) {
                        SQLiteJNAConstants.INTEGER -> statement.int64(column)
                        SQLiteJNAConstants.FLOAT -> statement.double(column)
                        SQLiteJNAConstants.TEXT -> statement.text(column)
                        SQLiteJNAConstants.BLOB -> statement.data(column)?.toList()
                        else -> null
                    }
                },
            )
        }
        return rows
    } finally {
        statement.finalize()
    }
}

/// The failure `body` throws; fails the test when it throws none.
inline fun failureOf(body: () -> Unit): SQLiteJNAFailure {
    try {
        body()
    } catch (failure: SQLiteJNAFailure) {
        return failure
    }
    throw AssertionError("expected an SQLiteJNAFailure, and nothing was thrown")
}

/// A temporary directory, removed by the caller.
fun temporaryDirectory(): File = kotlin.io.path.createTempDirectory("sqlffi-jvm-").toFile()
