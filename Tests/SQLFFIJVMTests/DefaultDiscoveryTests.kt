// Discovery with no path and no SQLFFI_LIBRARY, which a test JVM of Scripts/test-jvm cannot show
// (it runs with SQLFFI_LIBRARY set, and binds one library): a child JVM runs DiscoveryProbe with the
// environment it is given (Tests/SQLFFITests/LibraryLoadingTests.swift does the same with sqlffi-probe).
package sqlffi.module

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.util.concurrent.TimeUnit
import kotlin.system.exitProcess

/// Prints, one `key=value` per line, what `SQLiteJNALibrary.load()` finds in this process; exits 3
/// when it finds nothing.
object DiscoveryProbe {
    @JvmStatic
    fun main(arguments: Array<String>) {
        try {
            val library = SQLiteJNALibrary.load()
            println("path=" + library.path)
            println("version=" + library.version)
            println("discoveredBy=" + library.discoveredBy)
        } catch (error: SQLiteJNALibraryError) {
            println("error=" + error.description.replace("\n", " | "))
            exitProcess(3)
        }
    }
}

class DefaultDiscoveryTests {
    /// Runs DiscoveryProbe in a child JVM with `SQLFFI_LIBRARY` set to `library`, or unset.
    private fun probe(library: String?): Pair<Int, Map<String, String>> {
        val java = File(System.getProperty("java.home"), "bin/java").path
        val process = ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), DiscoveryProbe::class.java.name)
            .redirectErrorStream(true)
        val environment = process.environment()
        environment.remove("SQLFFI_LIBRARY")
        if (library != null) environment["SQLFFI_LIBRARY"] = library
        val started = process.start()
        val output = started.inputStream.bufferedReader().readText()
        assertTrue("the probe did not finish", started.waitFor(60, TimeUnit.SECONDS))
        val values = output.lines().filter { it.contains("=") }
            .associate { it.substringBefore("=") to it.substringAfter("=") }
        return Pair(started.exitValue(), values)
    }

    @Test
    fun defaultDiscoveryFindsTheSonameThatAMachineWithoutDevelopmentPackagesHas() {
        // Debian's libsqlite3-0 installs libsqlite3.so.0 only; JNA's own name, sqlite3, means
        // libsqlite3.so, which only libsqlite3-dev adds. The soname comes first.
        val (status, values) = probe(null)
        assertEquals(values.toString(), 0, status)
        assertEquals("default", values["discoveredBy"])
        assertEquals("3.40.1", values["version"])
        assertTrue(values.toString(), values["path"]?.endsWith("/libsqlite3.so.0.8.6") == true)
    }

    @Test
    fun anEnvironmentValueThatFailsEndsDiscoveryWithItsName() {
        val (status, values) = probe("/nonexistent/libsqlite3.so")
        assertEquals(3, status)
        assertTrue(values.toString(), values["error"]?.contains("/nonexistent/libsqlite3.so") == true)
        assertTrue(values.toString(), values["error"]?.contains("No such file") == true)
    }
}
