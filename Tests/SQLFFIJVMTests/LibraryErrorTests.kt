// Loading failures through JNA name the file and carry the loader's own message, and a discovery
// that finds nothing lists every candidate (Tests/SQLFFITests/LibraryErrorTests.swift).
package sqlffi.module

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File

class LibraryErrorTests {
    private inline fun <reified E : SQLiteJNALibraryError> errorOf(body: () -> Unit): E {
        try {
            body()
        } catch (error: SQLiteJNALibraryError) {
            if (error is E) return error
            throw AssertionError("expected ${E::class.simpleName}, got ${error.description}")
        }
        fail("nothing was thrown")
        throw IllegalStateException()
    }

    @Test
    fun missingFileIsNotLoadableWithTheLoaderMessage() {
        val error = errorOf<SQLiteJNALibraryError.NotLoadable> { SQLiteJNALibrary.load("/nonexistent/libsqlite3.so.0") }
        assertEquals("/nonexistent/libsqlite3.so.0", error.path)
        assertTrue(error.loaderMessage, error.loaderMessage.contains("No such file"))
        assertTrue(error.description.startsWith("Cannot load '/nonexistent/libsqlite3.so.0' as a shared library: "))
    }

    @Test
    fun directoryIsNotLoadable() {
        val directory = temporaryDirectory()
        try {
            val error = errorOf<SQLiteJNALibraryError.NotLoadable> { SQLiteJNALibrary.load(directory.path) }
            assertEquals(directory.path, error.path)
            assertTrue(error.loaderMessage.isNotEmpty())
        } finally {
            directory.deleteRecursively()
        }
    }

    @Test
    fun textFileIsNotLoadable() {
        val directory = temporaryDirectory()
        try {
            val file = File(directory, "libsqlite3.so")
            file.writeText("this is not a shared library\n")
            val error = errorOf<SQLiteJNALibraryError.NotLoadable> { SQLiteJNALibrary.load(file.path) }
            assertEquals(file.path, error.path)
            assertTrue(error.loaderMessage, error.loaderMessage.contains("ELF") || error.loaderMessage.contains("too short"))
        } finally {
            directory.deleteRecursively()
        }
    }

    @Test
    fun sharedLibraryThatIsNotSQLiteLacksASymbol() {
        val error = errorOf<SQLiteJNALibraryError.MissingSymbol> { SQLiteJNALibrary.load("libz.so.1") }
        assertEquals("sqlite3_libversion", error.symbol)
        assertTrue(error.path, error.path.contains("libz"))
        assertTrue(error.description.contains("sqlite3_libversion"))
        assertTrue(error.description.contains("is not a usable SQLite library"))
    }

    @Test
    fun aFailedInitializationNamesTheFileAndTheResultCode() {
        val error = SQLiteJNALibraryError.InitializationFailed(7, "/lib/libsqlite3.so")
        assertTrue(error.description.contains("sqlite3_initialize"))
        assertTrue(error.description.contains("/lib/libsqlite3.so"))
        assertTrue(error.description.contains("7"))
    }

    @Test
    fun discoveryThatFindsNothingListsEveryCandidateWithTheLoaderMessage() {
        val candidates = listOf("/nonexistent/one/libsqlite3.so.0", "libz.so.1")
        val error = errorOf<SQLiteJNALibraryError.NotFound> { SQLiteJNALibrary.discover(null, candidates) }
        val attempts = error.attempts
        assertEquals(3, attempts.size)
        // The library this run bound was opened with local symbol scope: the process has no global SQLite.
        assertEquals("process", attempts[0].source)
        assertEquals("global symbol scope", attempts[0].candidate)
        assertEquals(candidates, attempts.drop(1).map { it.candidate })
        assertTrue(attempts.drop(1).all { it.source == "default" })
        assertTrue(attempts[1].message, attempts[1].message.contains("No such file"))
        assertTrue(attempts[2].message, attempts[2].message.contains("sqlite3_"))
        assertTrue(error.description.contains(candidates[0]))
        assertTrue(error.description.contains("SQLFFI_LIBRARY"))
    }

    @Test
    fun anEnvironmentValueThatFailsIsAnErrorNotAFallback() {
        val error = errorOf<SQLiteJNALibraryError.NotLoadable> {
            SQLiteJNALibrary.discover("/nonexistent/libsqlite3.so", listOf(SQLiteBuildFacts.current.location))
        }
        assertEquals("/nonexistent/libsqlite3.so", error.path)
    }

    @Test
    fun thePlatformNamesStartWithTheSonameOnLinux() {
        assertEquals(listOf("libsqlite3.so.0", "libsqlite3.so"), SQLiteJNALibrary.platformDefaultNames)
    }
}
