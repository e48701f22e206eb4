// Loading through JNA: the build is what it claims, its families are bound as stated, one file is
// one instance, and a second SQLite is refused (Tests/SQLFFITests/LibraryLoadingTests.swift,
// MatrixBuildTests.swift).
package sqlffi.module

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

class LibraryLoadingTests {
    private val build = SQLiteBuildFacts.current

    @Test
    fun theBuildIsTheOneItClaimsToBe() {
        val library = library()
        assertEquals(build.version, library.version)
        assertEquals(build.versionNumber, library.versionNumber)
        assertTrue(library.sourceID.isNotEmpty())
        assertEquals(build.threadSafety, library.threadSafety)
        assertEquals("SQLFFI_LIBRARY", library.discoveredBy)
        assertTrue(library.path, library.path.startsWith("/"))
    }

    @Test
    fun exactlyTheStatedFamiliesAreBound() {
        val library = library()
        assertEquals(build.presentFamilies, library.families)
        assertEquals(build.missingFunctions, library.missingOptionalFunctions.toSet())
        for (family in SQLiteJNAFamily.values()) assertEquals(family.name, build.has(family), library.has(family))
        assertEquals(build.has(SQLiteJNAFamily.BLOB), library.hasBlobFunctions)
        assertEquals(build.has(SQLiteJNAFamily.KEYS), library.hasKeyFunctions)
        assertEquals(build.has(SQLiteJNAFamily.SESSIONS), library.hasSessionFunctions)
        for (function in build.missingFunctions) assertFalse(function, library.hasFunction(function))
        assertTrue(library.hasFunction("sqlite3_step"))
        // Encrypting builds export sqlite3_key; plain ones do not.
        assertEquals(build.has(SQLiteJNAFamily.KEYS), library.exportsSymbol("sqlite3_key"))
    }

    @Test
    fun eachRequiredFunctionIsBoundAndTheVariadicOneIsRequiredToo() {
        val required = SQLiteJNAFamily.REQUIRED.symbols
        assertEquals("sqlite3_libversion", required.first())
        assertTrue(required.contains("sqlite3_db_config"))
        assertTrue(required.contains("sqlite3_step"))
        assertFalse(required.contains("sqlite3_prepare_v3"))
        for (symbol in required) assertTrue(symbol, library().exportsSymbol(symbol))
    }

    @Test
    fun compileOptionsAnswerForTheBuild() {
        val library = library()
        val options = library.compileOptions
        assertNotNull(options)
        assertTrue(options!!.any { it.startsWith("THREADSAFE=") })
        assertEquals(true, library.isCompileOptionUsed("THREADSAFE=${build.threadSafety}"))
        assertEquals(true, library.isCompileOptionUsed("SQLITE_THREADSAFE=${build.threadSafety}"))
        assertEquals(false, library.isCompileOptionUsed("NO_SUCH_OPTION"))
        assertEquals(build == SQLiteBuildFacts.SYSTEM, options.contains("ENABLE_SESSION"))
        assertEquals(true, library.isCompleteStatement("SELECT 1;"))
        assertEquals(false, library.isCompleteStatement("SELECT 1"))
    }

    @Test
    fun sameFileLoadsAsOneSharedInstanceWhateverItsName() {
        val discovered = library()
        assertSame(discovered, SQLiteJNALibrary.load())
        assertSame(discovered, SQLiteJNALibrary.load(build.location))
        assertSame(discovered, SQLiteJNALibrary.load(discovered.path))
        assertSame(discovered, SQLiteJNALibrary.discover(build.location, emptyList()))
    }

    @Test
    fun theObjectAboveTheCoreIsMadeOncePerLibrary() {
        val first = library().adapter { Any() }
        assertSame(first, library().adapter { Any() })
        assertSame(first, SQLiteJNALibrary.load(build.location).adapter { Any() })
    }

    @Test
    fun discoveryFallsThroughFailingDefaultsToAWorkingOne() {
        val found = SQLiteJNALibrary.discover(null, listOf("/nonexistent/libsqlite3.so.0", build.location))
        assertSame(library(), found)
    }

    @Test
    fun aSecondSQLiteIsRefusedWithTheReason() {
        library()
        val other = SQLiteBuildFacts.other
        try {
            SQLiteJNALibrary.load(other.location)
            fail("a second SQLite loaded beside ${library().path}")
        } catch (error: SQLiteJNALibraryError.NotLoadable) {
            assertEquals(other.location, error.path)
            assertTrue(error.description, error.description.contains("one library per process"))
            assertTrue(error.description, error.description.contains(library().path))
        }
    }

    @Test
    fun anOptionalFunctionAbsentFromTheBuildIsAPreciseUnsupportedFailure() {
        val connection = memoryConnection()
        try {
            if (build.has(SQLiteJNAFamily.SERIALIZATION)) {
                assertTrue(connection.serialize("main").isEmpty() || connection.serialize("main").size >= 512)
            } else {
                val failure = failureOf { connection.serialize("main") }
                assertEquals(SQLiteJNAConstants.ERROR, failure.extendedCode)
                assertEquals("sqlite3_serialize", failure.missingFunction)
                assertTrue(failure.message, failure.message.contains(build.version))
            }
            if (!build.has(SQLiteJNAFamily.WINDOW_FUNCTIONS)) {
                val failure = failureOf { connection.createAggregate("w", 1, 0, true) { SumGroup() } }
                assertEquals("sqlite3_create_window_function", failure.missingFunction)
                assertTrue(connection.registrations.isEmpty())
            }
            if (!build.has(SQLiteJNAFamily.SESSIONS)) {
                val failure = failureOf { SQLiteJNASession(connection, "main") }
                assertEquals("sqlite3session_create", failure.missingFunction)
                assertTrue(failure.message, failure.message.contains("SQLITE_ENABLE_SESSION"))
            }
            if (!build.has(SQLiteJNAFamily.KEYS)) {
                val failure = failureOf { connection.setKey(byteArrayOf(1, 2, 3), "main") }
                assertEquals("sqlite3_key_v2", failure.missingFunction)
            }
        } finally {
            connection.close()
        }
    }

    @Test
    fun newerFunctionsFallBackWhereTheFallbackIsExact() {
        // prepare_v3 → prepare_v2 and changes64 → changes: the same answers either way.
        val connection = memoryConnection()
        try {
            connection.execute("CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (1), (2), (3)")
            assertEquals(3L, connection.changes)
            assertEquals(3L, connection.totalChanges)
            val (statement, hasMore) = connection.prepare("SELECT count(*) FROM t", persistent = true)
            assertFalse(hasMore)
            assertTrue(statement!!.step())
            assertEquals(3L, statement.int64(0))
            statement.finalize()
            val typed = connection.prepare("SELECT x, x + 1 FROM t").first!!
            assertEquals(if (build.has(SQLiteJNAFamily.DECLTYPE)) "INTEGER" else null, typed.declaredType(0))
            assertNull(typed.declaredType(1))
            typed.finalize()
            assertNull(connection.prepare("   -- only a comment").first)
        } finally {
            connection.close()
        }
    }
}

/// A sum aggregate, for the tests that register one.
class SumGroup : SQLiteJNAAggregateGroup {
    var total = 0L
    override fun step(call: SQLiteJNAFunctionCall) {
        total += call.argument(0).integer
    }
    override fun inverse(call: SQLiteJNAFunctionCall) {
        total -= call.argument(0).integer
    }
    override fun value(call: SQLiteJNAFunctionCall) = call.setResult(total)
    override fun finish(call: SQLiteJNAFunctionCall) = call.setResult(total)
}
