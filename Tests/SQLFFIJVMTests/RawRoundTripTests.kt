// Open, prepare, bind each storage class, step, read each back, finalize and close through the JNA
// core alone; errors with their extended codes and offsets (Tests/SQLFFITests/RawRoundTripTests.swift).
package sqlffi.module

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

class RawRoundTripTests {
    private val build = SQLiteBuildFacts.current

    @Test
    fun everyStorageClassRoundTrips() {
        val connection = memoryConnection()
        val create = connection.prepare("CREATE TABLE t(i, r, s, b, e, n, z, m)").first!!
        assertFalse(create.step())
        create.finalize()

        val (prepared, hasMore) = connection.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        assertFalse(hasMore)
        val insert = prepared!!
        assertEquals(8, insert.parameterCount)
        insert.bind(Long.MIN_VALUE, 1)
        insert.bind(Math.PI, 2)
        insert.bind("a\u0000b é 👩‍👩‍👧", 3)
        insert.bind(byteArrayOf(0, 1, 2, -1), 4)
        insert.bind(ByteArray(0), 5)
        insert.bindNull(6)
        insert.bind("", 7)
        insert.bind(Long.MAX_VALUE, 8)
        assertFalse(insert.step())
        insert.finalize()
        assertEquals(1L, connection.changes)
        assertEquals(1L, connection.lastInsertRowID)

        val select = connection.prepare("SELECT i, r, s, b, e, n, z, m FROM t").first!!
        assertEquals(8, select.columnCount)
        assertEquals("s", select.columnName(2))
        assertTrue(select.step())
        assertEquals(SQLiteJNAConstants.INTEGER, select.type(0))
        assertEquals(Long.MIN_VALUE, select.int64(0))
        assertEquals(Math.PI, select.double(1), 0.0)
        assertEquals("a\u0000b é 👩‍👩‍👧", select.text(2))
        assertArrayEquals(byteArrayOf(0, 1, 2, -1), select.data(3))
        assertEquals(SQLiteJNAConstants.BLOB, select.type(4))
        assertArrayEquals(ByteArray(0), select.data(4))
        assertEquals(SQLiteJNAConstants.NULL, select.type(5))
        assertNull(select.text(5))
        assertNull(select.data(5))
        assertEquals(SQLiteJNAConstants.TEXT, select.type(6))
        assertEquals("", select.text(6))
        assertArrayEquals(ByteArray(0), select.data(6))
        assertEquals(Long.MAX_VALUE, select.int64(7))
        assertFalse(select.step())
        select.finalize()
        assertEquals(SQLiteJNAConstants.OK, connection.close())
        assertFalse(connection.isOpen)
        assertEquals(SQLiteJNAConstants.OK, connection.close())
    }

    @Test
    fun columnValueReadsTheStorageClassAndTheNumberInOneLookup() {
        val connection = memoryConnection()
        val select = connection.prepare("SELECT 9223372036854775807, -2.5, 'text', x'00', NULL, 1e308").first!!
        assertEquals(SQLiteJNAConstants.NULL, select.columnValue(0).type)
        assertTrue(select.step())
        val integer = select.columnValue(0)
        assertEquals(SQLiteJNAConstants.INTEGER, integer.type)
        assertEquals(Long.MAX_VALUE, integer.integer)
        assertEquals(0.0, integer.real, 0.0)
        val real = select.columnValue(1)
        assertEquals(SQLiteJNAConstants.FLOAT, real.type)
        assertEquals(-2.5, real.real, 0.0)
        assertEquals(0L, real.integer)
        assertEquals(SQLiteJNAConstants.TEXT, select.columnValue(2).type)
        assertEquals(SQLiteJNAConstants.BLOB, select.columnValue(3).type)
        assertEquals(SQLiteJNAConstants.NULL, select.columnValue(4).type)
        assertEquals(1e308, select.columnValue(5).real, 0.0)
        for (column in 0 until 6) assertEquals(select.type(column), select.columnValue(column).type)
        assertEquals(SQLiteJNAConstants.NULL, select.columnValue(6).type)
        assertEquals(SQLiteJNAConstants.NULL, select.columnValue(-1).type)
        select.finalize()
        assertEquals(SQLiteJNAConstants.NULL, select.columnValue(0).type)
        assertEquals(0L, select.columnValue(0).integer)
        connection.close()
    }

    @Test
    fun aSerializedConnectionReadsThroughTheColumnFunctions() {
        val connection = SQLiteJNAConnection(":memory:", READ_WRITE_CREATE or SQLiteJNAConstants.OPEN_FULLMUTEX, library())
        assertTrue(connection.isSerialized)
        assertEquals(listOf(listOf<Any?>(42L, 0.5, "x")), connection.rows("SELECT 42, 0.5, 'x'"))
        val select = connection.prepare("SELECT -7, 2.5").first!!
        assertTrue(select.step())
        assertEquals(-7L, select.columnValue(0).integer)
        assertEquals(2.5, select.columnValue(1).real, 0.0)
        select.finalize()
        connection.close()
        val noMutex = SQLiteJNAConnection(":memory:", READ_WRITE_CREATE or 0x8000, library()) // SQLITE_OPEN_NOMUTEX
        assertFalse(noMutex.isSerialized)
        noMutex.close()
    }

    @Test
    fun statementsReportFinalizedAfterTheirConnectionCloses() {
        val connection = memoryConnection()
        val statement = connection.prepare("SELECT 42").first!!
        assertTrue(statement.step())
        connection.close()
        assertFalse(statement.isLive)
        assertEquals(0L, statement.int64(0))
        assertNull(statement.text(0))
        assertEquals(SQLiteJNAConstants.MISUSE, failureOf { statement.step() }.extendedCode)
        assertEquals("the database connection is closed", failureOf { statement.step() }.message)
        statement.finalize() // after the connection finalized it: no double free
        assertEquals("the database connection is closed", failureOf { connection.prepare("SELECT 1") }.message)
    }

    @Test
    fun aFinalizedStatementSaysSoAndReadsAsNull() {
        val connection = memoryConnection()
        val statement = connection.prepare("SELECT 1").first!!
        statement.finalize()
        statement.finalize()
        assertEquals("the statement is finalized", failureOf { statement.step() }.message)
        assertEquals("the statement is finalized", failureOf { statement.bind(1L, 1) }.message)
        assertEquals(SQLiteJNAConstants.MISUSE, statement.reset())
        assertEquals(0, statement.columnCount)
        assertEquals("", statement.sql)
        connection.close()
    }

    @Test
    fun prepareFailureCarriesCodeMessageAndOffsetWhereSupported() {
        val connection = memoryConnection()
        val (only, hasMore) = connection.prepare("SELECT 1;\nSELEC 2")
        assertNotNull(only)
        assertTrue(hasMore)
        only!!.finalize()
        val script = SQLiteJNAScript("SELECT 1;\nSELEC 2")
        val first = script.next(connection)
        assertNotNull(first)
        assertEquals(0, script.statementStart)
        val failure = failureOf { script.next(connection) }
        assertEquals(9, script.statementStart) // where the second prepare began: after "SELECT 1;"
        assertEquals(1, failure.code)
        assertTrue(failure.message, failure.message.contains("syntax error"))
        // SQLite 3.38 reports where: "SELEC" starts at byte 10 of the whole script.
        assertEquals(if (build.has(SQLiteJNAFamily.ERROR_OFFSET)) 10 else null, failure.offset)
        script.release()
        connection.close()
    }

    @Test
    fun constraintFailuresCarryTheExtendedCode() {
        val connection = memoryConnection()
        connection.execute("CREATE TABLE t(x UNIQUE, y NOT NULL)")
        connection.execute("INSERT INTO t VALUES (1, 1)")
        val unique = failureOf { connection.execute("INSERT INTO t VALUES (1, 2)") }
        assertEquals(19, unique.code)
        assertEquals(2067, unique.extendedCode) // SQLITE_CONSTRAINT_UNIQUE
        assertTrue(unique.message, unique.message.contains("UNIQUE constraint failed: t.x"))
        val notNull = failureOf { connection.execute("INSERT INTO t VALUES (2, NULL)") }
        assertEquals(1299, notNull.extendedCode) // SQLITE_CONSTRAINT_NOTNULL
        val missing = failureOf { connection.execute("SELECT nope FROM t") }
        assertEquals(1, missing.extendedCode)
        assertTrue(missing.message.contains("no such column: nope"))
        assertEquals(if (build.has(SQLiteJNAFamily.ERROR_OFFSET)) 7 else null, missing.offset)
        connection.close()
    }

    @Test
    fun openFailureIsReadBeforeTheHandleIsClosed() {
        val failure = failureOf { SQLiteJNAConnection("/nonexistent/directory/db.sqlite", READ_WRITE_CREATE, library()) }
        assertEquals(14, failure.code) // SQLITE_CANTOPEN
        assertTrue(failure.message, failure.message.contains("unable to open"))
    }

    @Test
    fun bindingOutOfRangeAndByNameSayWhatTheStatementHas() {
        val connection = memoryConnection()
        val statement = connection.prepare("SELECT :a, @b, \$c, ?").first!!
        assertEquals(4, statement.parameterCount)
        val outOfRange = failureOf { statement.bind(1L, 5) }
        assertEquals(SQLiteJNAConstants.RANGE, outOfRange.code)
        assertEquals("parameter index 5 is out of range: the statement has 4 parameter(s), numbered 1...4", outOfRange.message)
        assertEquals(1, statement.parameterIndex(":a"))
        assertEquals(1, statement.parameterIndex("a"))
        assertEquals(2, statement.parameterIndex("@b"))
        assertEquals(3, statement.parameterIndex("c"))
        assertEquals(":a", statement.parameterName(1))
        assertNull(statement.parameterName(4))
        val unknown = failureOf { statement.parameterIndex("d") }
        assertEquals(SQLiteJNAConstants.RANGE, unknown.code)
        assertEquals("no parameter named 'd'; the statement's named parameters are: :a, @b, \$c", unknown.message)
        statement.finalize()
        val byName = connection.prepare("SELECT 1 AS One, 2 AS two").first!!
        assertEquals(0, byName.columnIndex("One"))
        assertEquals(0, byName.columnIndex("one"))
        assertEquals(1, byName.columnIndex("TWO"))
        assertNull(byName.columnIndex("three"))
        byName.finalize()
        connection.close()
    }

    @Test
    fun sqlWithAnEmbeddedNulIsRefusedWithItsOffset() {
        val connection = memoryConnection()
        val failure = failureOf { connection.prepare("SELECT 1;\u0000 DROP TABLE t") }
        assertEquals(SQLiteJNAConstants.ERROR, failure.code)
        assertEquals(9, failure.offset)
        assertTrue(failure.message.contains("NUL"))
        connection.close()
    }

    @Test
    fun aScriptRunsStatementByStatementAndSaysWhatRemains() {
        val connection = memoryConnection()
        val script = SQLiteJNAScript("CREATE TABLE t(x); INSERT INTO t VALUES ('é'); -- done\n /* really */ ;")
        val create = script.next(connection)!!
        assertTrue(script.hasMore)
        create.step()
        create.finalize()
        val insert = script.next(connection)!!
        assertEquals(18, script.statementStart)
        assertFalse(script.hasMore)
        insert.step()
        insert.finalize()
        assertNull(script.next(connection))
        script.release()
        assertEquals(listOf(listOf<Any?>("é")), connection.rows("SELECT x FROM t"))
        connection.close()
    }

    @Test
    fun statementDescriptionsAndCounters() {
        val connection = memoryConnection()
        val statement = connection.prepare("SELECT ?1 + 1").first!!
        statement.bind(41L, 1)
        assertEquals("SELECT ?1 + 1", statement.sql)
        assertEquals("SELECT 41 + 1", statement.expandedSQL)
        assertTrue(statement.isReadOnly)
        assertFalse(statement.isBusy)
        assertTrue(statement.step())
        assertTrue(statement.isBusy)
        assertEquals(42L, statement.int64(0))
        assertEquals(SQLiteJNAConstants.OK, statement.reset())
        statement.clearBindings()
        assertTrue(statement.step())
        assertEquals(SQLiteJNAConstants.NULL, statement.type(0))
        assertEquals(0, statement.status(1)) // SQLITE_STMTSTATUS_FULLSCAN_STEP
        assertEquals(if (build.versionNumber >= 3_020_000) 0 else null, statement.status(5))
        assertNull(statement.status(1000))
        statement.finalize()
        assertEquals(true, connection.isAutocommit)
        assertEquals("", connection.filename("main"))
        assertNull(connection.filename("nope"))
        assertEquals(false, connection.isReadOnly("main"))
        assertNull(connection.isReadOnly("nope"))
        connection.close()
    }
}
