// A connection's own rules over JNA: close finalizes what it prepared, statements dropped by their
// owner are finalized on the connection's thread, cancellation, busy waits, limits, sqlite3_db_config
// through varargs, and the moving-data objects (blob, backup, serialization, keys).
package sqlffi.module

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

class ConnectionTests {
    private val build = SQLiteBuildFacts.current

    @Test
    fun closeFinalizesEveryStatementItPreparedAndEndsItsDependents() {
        val connection = memoryConnection()
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (x'0102')")
        val kept = connection.prepare("SELECT 1").first!!
        kept.keep()
        val unkept = connection.prepare("SELECT 2").first!!
        assertEquals(1, connection.closeUnkept())
        assertTrue(kept.isLive)
        assertFalse(unkept.isLive)
        val blob = SQLiteJNABlob(connection, "main", "t", "x", 1, false)
        assertEquals(SQLiteJNAConstants.OK, connection.close())
        assertFalse(kept.isLive)
        assertFalse(blob.isOpen)
        assertEquals("the database connection is closed", failureOf { blob.read(0, 1) }.message)
    }

    @Test
    fun aStatementThatStoppedMidwayIsBusyUntilItIsReset() {
        val connection = memoryConnection()
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1), (2)")
        val reading = connection.prepare("SELECT x FROM t").first!!
        val other = connection.prepare("SELECT 1").first!!
        assertFalse(connection.hasBusyStatement(null))
        assertTrue(reading.step())
        assertTrue(connection.hasBusyStatement(null))
        assertTrue(connection.hasBusyStatement(other))
        assertFalse(connection.hasBusyStatement(reading))
        reading.reset()
        assertFalse(connection.hasBusyStatement(null))
        reading.finalize()
        other.finalize()
        assertEquals(SQLiteJNAConstants.OK, connection.close())
    }

    @Test
    fun aStatementWhoseOwnerIsCollectedIsFinalizedOnTheConnectionsThread() {
        val connection = memoryConnection()
        val held = connection.prepare("SELECT 1").first!!
        adoptByAnOwnerThatIsDropped(held)
        var rounds = 0
        while (held.isLive && rounds < 100) {
            System.gc()
            Thread.sleep(10)
            connection.prepare("SELECT 2").first!!.finalize() // the connection reaps abandoned statements here
            rounds += 1
        }
        assertFalse("the abandoned statement was never finalized", held.isLive)
        // While its owner lives, the owner's finalize finalizes at once.
        val explicit = connection.prepare("SELECT 3").first!!
        val owner = Any()
        explicit.adopt(owner)
        explicit.finalizeFromOwner()
        assertFalse(explicit.isLive)
        java.lang.ref.Reference.reachabilityFence(owner)
        connection.close()
    }

    private fun adoptByAnOwnerThatIsDropped(statement: SQLiteJNAStatement) {
        statement.adopt(Any())
    }

    @Test
    fun cancellationFailsEveryStepUntilCleared() {
        val connection = memoryConnection()
        val interrupter = connection.interrupter
        interrupter.cancel()
        assertTrue(interrupter.isCancelled)
        val failure = failureOf { connection.rows("SELECT 1") }
        assertEquals(SQLiteJNAConstants.INTERRUPT, failure.code)
        assertTrue(failure.message.contains("cancelled"))
        interrupter.clearCancellation()
        assertEquals(listOf(listOf<Any?>(1L)), connection.rows("SELECT 1"))
        connection.close()
        interrupter.interrupt() // after close: nothing, no crash
        interrupter.cancel()
    }

    @Test
    fun anInterruptFromAnotherThreadStopsARunningStatement() {
        val connection = memoryConnection()
        val interrupter = connection.interrupter
        val started = CountDownLatch(1)
        connection.createFunction("started", 0, 0) {
            started.countDown()
            it.setResult(1L)
        }
        val thread = Thread {
            started.await(10, TimeUnit.SECONDS)
            Thread.sleep(50)
            interrupter.interrupt()
        }
        thread.start()
        val failure = failureOf {
            connection.rows("WITH RECURSIVE c(n) AS (SELECT started() UNION ALL SELECT n + 1 FROM c) SELECT count(*) FROM c")
        }
        thread.join()
        assertEquals(SQLiteJNAConstants.INTERRUPT, failure.code)
        connection.close()
    }

    @Test
    fun aBusyWaitEndsWhenTheConnectionIsCancelled() {
        val directory = temporaryDirectory()
        try {
            val path = directory.path + "/db.sqlite"
            val writer = SQLiteJNAConnection(path, READ_WRITE_CREATE, library())
            writer.execute("CREATE TABLE t(x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
            val waiter = SQLiteJNAConnection(path, READ_WRITE_CREATE, library())
            val interrupter = waiter.interrupter
            waiter.setBusyTimeout(60_000)
            assertEquals(60_000, waiter.busyTimeoutMilliseconds)
            val canceller = Thread {
                while (interrupter.busySleepCount == 0) Thread.sleep(5)
                interrupter.cancel()
            }
            canceller.start()
            val started = System.nanoTime()
            val failure = failureOf { waiter.execute("BEGIN IMMEDIATE") }
            canceller.join()
            assertEquals(SQLiteJNAConstants.BUSY, failure.code)
            assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(30))
            waiter.close()
            writer.close()
        } finally {
            directory.deleteRecursively()
        }
    }

    @Test
    fun limitsAndDbConfigThroughVarargs() {
        val connection = memoryConnection()
        val length = connection.limit(0) // SQLITE_LIMIT_LENGTH
        assertTrue(length > 0)
        assertEquals(length, connection.limit(0, 1000))
        assertEquals(1000, connection.limit(0))
        // SQLITE_DBCONFIG_ENABLE_FKEY (1002): set, then read back with -1.
        assertTrue(connection.configure(1002, 1))
        assertTrue(connection.configure(1002, -1))
        assertEquals(listOf(listOf<Any?>(1L)), connection.rows("PRAGMA foreign_keys"))
        assertFalse(connection.configure(1002, 0))
        assertEquals(listOf(listOf<Any?>(0L)), connection.rows("PRAGMA foreign_keys"))
        val unknown = failureOf { connection.configure(99_999, 1) }
        assertEquals(SQLiteJNAConstants.ERROR, unknown.code)
        connection.close()
        assertEquals(-1, connection.limit(0))
    }

    @Test
    fun aBlobIsReadAndWrittenInPlace() {
        val connection = memoryConnection()
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (zeroblob(8)); INSERT INTO t VALUES (x'ff')")
        val blob = SQLiteJNABlob(connection, "main", "t", "x", 1, true)
        assertEquals(8, blob.count)
        blob.write(byteArrayOf(1, 2, 3), 2)
        assertArrayEquals(byteArrayOf(0, 0, 1, 2, 3, 0), blob.read(0, 6))
        val outside = failureOf { blob.read(6, 4) }
        assertEquals("reading 4 bytes at offset 6 does not fit in the blob of 8 bytes", outside.message)
        blob.reopen(2)
        assertEquals(2L, blob.rowID)
        assertArrayEquals(byteArrayOf(-1), blob.read(0, 1))
        connection.execute("UPDATE t SET x = x'00' WHERE rowid = 2")
        assertEquals(SQLiteJNAConstants.ABORT, failureOf { blob.read(0, 1) }.code)
        assertTrue(blob.isExpired)
        blob.close()
        assertEquals("the blob is closed", failureOf { blob.read(0, 1) }.message)
        assertEquals(SQLiteJNAConstants.ERROR, failureOf { SQLiteJNABlob(connection, "main", "t", "nope", 1, false) }.code)
        connection.close()
    }

    @Test
    fun aBackupCopiesADatabaseAndSerializationRoundTripsWhereTheBuildHasIt() {
        val source = memoryConnection()
        source.execute("CREATE TABLE t(x); INSERT INTO t VALUES ('copied')")
        val destination = memoryConnection()
        val backup = SQLiteJNABackup(destination, "main", source, "main")
        assertTrue(backup.step(-1))
        assertTrue(backup.isFinished)
        assertTrue(backup.isComplete)
        assertEquals(0, backup.remaining)
        assertNull(backup.finish())
        assertEquals(listOf(listOf<Any?>("copied")), destination.rows("SELECT x FROM t"))
        if (build.has(SQLiteJNAFamily.SERIALIZATION)) {
            val bytes = destination.serialize("main")
            assertTrue(bytes.size >= 512)
            val restored = memoryConnection()
            restored.deserialize(bytes, "main", readOnly = true)
            assertEquals(listOf(listOf<Any?>("copied")), restored.rows("SELECT x FROM t"))
            assertEquals(SQLiteJNAConstants.ERROR, failureOf { destination.serialize("nope") }.code)
            restored.close()
        }
        source.close()
        destination.close()
    }

    @Test
    fun encryptingBuildsTakeAKeyAndPlainOnesSaySoExactly() {
        val directory = temporaryDirectory()
        try {
            val path = directory.path + "/secret.sqlite"
            val connection = SQLiteJNAConnection(path, READ_WRITE_CREATE, library())
            if (!build.has(SQLiteJNAFamily.KEYS)) {
                val failure = failureOf { connection.setKey("secret".toByteArray(), "main") }
                assertEquals("sqlite3_key_v2", failure.missingFunction)
                assertTrue(failure.message.contains("SQLCipher"))
                connection.close()
                return
            }
            connection.setKey("secret".toByteArray(), "main")
            connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (42)")
            connection.close()
            val wrong = SQLiteJNAConnection(path, READ_WRITE_CREATE, library())
            wrong.setKey("wrong".toByteArray(), "main")
            assertEquals(26, failureOf { wrong.rows("SELECT x FROM t") }.code) // SQLITE_NOTADB
            wrong.close()
            val right = SQLiteJNAConnection(path, READ_WRITE_CREATE, library())
            right.setKey("secret".toByteArray(), "main")
            assertEquals(listOf(listOf<Any?>(42L)), right.rows("SELECT x FROM t"))
            right.changeKey("new".toByteArray(), "main")
            right.close()
            val plain = memoryConnection()
            if (build == SQLiteBuildFacts.SQLCIPHER) {
                // SQLCipher's rekey leaves a plain database plain while reporting success: refused.
                assertEquals(SQLiteJNAConstants.MISUSE, failureOf { plain.changeKey("k".toByteArray(), "main") }.code)
            }
            plain.close()
        } finally {
            directory.deleteRecursively()
        }
    }

    @Test
    fun extensionLoadingIsOffUntilTurnedOn() {
        val connection = memoryConnection()
        val refused = failureOf { connection.loadExtension("/nonexistent/extension.so", null) }
        assertTrue(refused.message.contains("extension loading is off"))
        connection.setExtensionLoading(true)
        val missing = failureOf { connection.loadExtension("/nonexistent/extension.so", null) }
        assertEquals(SQLiteJNAConstants.ERROR, missing.code)
        assertTrue(missing.message, missing.message.contains("/nonexistent/extension.so"))
        connection.close()
    }
}
