// Kotlin code that SQLite calls: scalar functions, aggregates, window functions, collations, hooks,
// trace; thrown errors become SQL errors, and every callback object lives exactly as long as SQLite
// holds it.
package sqlffi.module

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

class CallbackTests {
    private val build = SQLiteBuildFacts.current

    @Test
    fun aScalarFunctionReadsEachArgumentAndSetsEachKindOfResult() {
        val connection = memoryConnection()
        connection.createFunction("describe", -1, 0x800) { call ->
            val parts = (0 until call.argumentCount).map { index ->
                val argument = call.argument(index)
                when (argument.type) {
                    SQLiteJNAConstants.INTEGER -> "i:${argument.integer}"
                    SQLiteJNAConstants.FLOAT -> "r:${argument.real}"
                    SQLiteJNAConstants.TEXT -> "t:${call.text(index).replace("\u0000", "\\0")}"
                    SQLiteJNAConstants.BLOB -> "b:${call.data(index).size}"
                    else -> "null"
                }
            }
            call.setResult(parts.joinToString(","))
        }
        connection.createFunction("echo", 1, 0) { call ->
            val argument = call.argument(0)
            when (argument.type) {
                SQLiteJNAConstants.INTEGER -> call.setResult(argument.integer)
                SQLiteJNAConstants.FLOAT -> call.setResult(argument.real)
                SQLiteJNAConstants.TEXT -> call.setResult(call.text(0))
                SQLiteJNAConstants.BLOB -> call.setResult(call.data(0))
                else -> call.setNullResult()
            }
        }
        assertEquals(
            listOf(listOf<Any?>("i:${Long.MIN_VALUE},r:0.5,t:a\\0b,b:0,null,t:")),
            connection.rows("SELECT describe(?, 0.5, ?, x'', NULL, '')", Long.MIN_VALUE, "a\u0000b"),
        )
        val row = connection.rows("SELECT echo(?), echo(2.25), echo(?), echo(x'00ff'), echo(x''), echo(NULL), echo('')",
            Long.MAX_VALUE, "é\u0000z").single()
        assertEquals(Long.MAX_VALUE, row[0])
        assertEquals(2.25, row[1])
        assertEquals("é\u0000z", row[2])
        assertEquals(listOf<Byte>(0, -1), row[3])
        assertEquals(emptyList<Byte>(), row[4]) // an empty blob stays a blob, not NULL
        assertEquals(null, row[5])
        assertEquals("", row[6]) // empty text stays text, not NULL
        assertEquals(2, connection.registrations.size)
        connection.close()
        assertTrue(connection.registrations.isEmpty())
    }

    @Test
    fun aFunctionThatThrowsFailsItsStatementWithTheCodeAndMessage() {
        val connection = memoryConnection()
        connection.createFunction("refuse", 0, 0) { _ ->
            throw SQLiteJNAFailure(SQLiteJNAConstants.CONSTRAINT or (3 shl 8), "refused by Kotlin")
        }
        connection.createFunction("crash", 0, 0) { _ -> throw IllegalStateException("boom") }
        val refused = failureOf { connection.rows("SELECT refuse()") }
        assertEquals(SQLiteJNAConstants.CONSTRAINT or (3 shl 8), refused.extendedCode)
        assertEquals("refused by Kotlin", refused.message)
        val crashed = failureOf { connection.rows("SELECT crash()") }
        assertEquals(SQLiteJNAConstants.ERROR, crashed.extendedCode)
        assertTrue(crashed.message, crashed.message.contains("boom"))
        // The connection goes on working.
        assertEquals(listOf(listOf<Any?>(1L)), connection.rows("SELECT 1"))
        connection.close()
    }

    @Test
    fun anAggregateKeepsOneStateAGroupAndFinishesEmptyGroups() {
        val connection = memoryConnection()
        var made = 0
        connection.createAggregate("total", 1, 0, false) {
            made += 1
            SumGroup()
        }
        connection.execute("CREATE TABLE t(g, x); INSERT INTO t VALUES (1, 10), (1, 20), (2, 5), (3, 7), (3, 8)")
        assertEquals(
            listOf(listOf<Any?>(1L, 30L), listOf<Any?>(2L, 5L), listOf<Any?>(3L, 15L)),
            connection.rows("SELECT g, total(x) FROM t GROUP BY g ORDER BY g"),
        )
        assertEquals(3, made)
        // Over no rows: the final call gets a fresh group.
        assertEquals(listOf(listOf<Any?>(0L)), connection.rows("SELECT total(x) FROM t WHERE 0"))
        connection.createAggregate("fails", 1, 0, false) {
            object : SQLiteJNAAggregateGroup {
                override fun step(call: SQLiteJNAFunctionCall) = throw SQLiteJNAFailure(SQLiteJNAConstants.RANGE, "too many")
                override fun inverse(call: SQLiteJNAFunctionCall) {}
                override fun value(call: SQLiteJNAFunctionCall) {}
                override fun finish(call: SQLiteJNAFunctionCall) = call.setResult(0L)
            }
        }
        val failure = failureOf { connection.rows("SELECT fails(x) FROM t") }
        assertEquals(SQLiteJNAConstants.RANGE, failure.code)
        assertEquals("too many", failure.message)
        connection.close()
        assertTrue(connection.registrations.isEmpty())
    }

    /// A group that joins its rows' text with "+", made of four functions.
    private fun joinedGroup(): SQLiteJNAAggregateGroup {
        val parts = ArrayList<String>()
        return SQLiteJNAAggregateFunctions(
            { parts.add(it.text(0)) },
            { parts.removeAt(0) },
            { it.setResult(parts.joinToString("+")) },
            { it.setResult(parts.joinToString("+")) },
        )
    }

    @Test
    fun anAggregateMadeOfFourFunctionsWorksAsOneThatImplementsTheInterface() {
        // The form the Skip adapter registers (transpiled Swift cannot implement a core interface).
        val connection = memoryConnection()
        connection.createAggregate("joined", 1, 0, false) { joinedGroup() }
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES ('a'), ('b'), ('c')")
        assertEquals(listOf(listOf<Any?>("a+b+c")), connection.rows("SELECT joined(x) FROM t"))
        if (build.has(SQLiteJNAFamily.WINDOW_FUNCTIONS)) {
            connection.createAggregate("recent", 1, 0, true) { joinedGroup() }
            assertEquals(
                listOf("a", "a+b", "b+c"),
                connection.rows("SELECT recent(x) OVER (ORDER BY x ROWS 1 PRECEDING) FROM t").map { it[0] },
            )
        }
        connection.close()
    }

    @Test
    fun aWindowFunctionRunsWhereTheBuildHasThem() {
        val connection = memoryConnection()
        if (!build.has(SQLiteJNAFamily.WINDOW_FUNCTIONS)) {
            assertEquals(
                "sqlite3_create_window_function",
                failureOf { connection.createAggregate("moving", 1, 0, true) { SumGroup() } }.missingFunction,
            )
            connection.close()
            return
        }
        connection.createAggregate("moving", 1, 0, true) { SumGroup() }
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3), (4)")
        assertEquals(
            listOf(listOf<Any?>(1L), listOf<Any?>(3L), listOf<Any?>(5L), listOf<Any?>(7L)),
            connection.rows("SELECT moving(x) OVER (ORDER BY x ROWS 1 PRECEDING) FROM t"),
        )
        connection.close()
    }

    @Test
    fun aCollationOrdersTextAndIsReleasedWhenRemoved() {
        val connection = memoryConnection()
        connection.createCollation("reverse") { left, right -> right.compareTo(left) }
        connection.createCollation("length") { left, right -> left.length - right.length }
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES ('b'), ('a'), ('c')")
        connection.rows("INSERT INTO t VALUES (?)", "a\u0000zz")
        assertEquals(
            listOf("c", "b", "a\u0000zz", "a"),
            connection.rows("SELECT x FROM t ORDER BY x COLLATE reverse").map { it[0] },
        )
        assertEquals("a\u0000zz", connection.rows("SELECT x FROM t ORDER BY x COLLATE length DESC LIMIT 1").single()[0])
        assertEquals(2, connection.registrations.size)
        connection.removeCollation("reverse")
        assertEquals(1, connection.registrations.size)
        assertTrue(failureOf { connection.rows("SELECT x FROM t ORDER BY x COLLATE reverse") }.message.contains("reverse"))
        connection.createCollation("throws") { _, _ -> throw IllegalStateException("no") }
        assertEquals(4, connection.rows("SELECT x FROM t ORDER BY x COLLATE throws").size)
        connection.close()
        assertTrue(connection.registrations.isEmpty())
    }

    @Test
    fun replacingOrRemovingAFunctionReleasesTheOldOne() {
        val connection = memoryConnection()
        connection.createFunction("f", 0, 0) { it.setResult(1L) }
        connection.createFunction("f", 0, 0) { it.setResult(2L) }
        assertEquals(1, connection.registrations.size)
        assertEquals(listOf(listOf<Any?>(2L)), connection.rows("SELECT f()"))
        connection.removeFunction("f", 0)
        assertTrue(connection.registrations.isEmpty())
        assertTrue(failureOf { connection.rows("SELECT f()") }.message.contains("no such function"))
        connection.close()
    }

    @Test
    fun callbacksSurviveGarbageCollectionWhileSQLiteHoldsThem() {
        val connection = memoryConnection()
        connection.createFunction("twice", 1, 0) { it.setResult(it.argument(0).integer * 2) }
        connection.createCollation("plain") { left, right -> left.compareTo(right) }
        connection.addUpdateObserver { _, _, _, _ -> }
        repeat(3) {
            System.gc()
            Thread.sleep(20)
        }
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES ('b'), ('a')")
        for (round in 1..200) assertEquals(listOf(listOf<Any?>(round * 2L)), connection.rows("SELECT twice(?)", round))
        assertEquals(listOf("a", "b"), connection.rows("SELECT x FROM t ORDER BY x COLLATE plain").map { it[0] })
        connection.close()
    }

    @Test
    fun observersSeeChangesCommitsAndRollbacksAndMayVetoACommit() {
        val connection = memoryConnection()
        val seen = ArrayList<String>()
        val updates = connection.addUpdateObserver { operation, schema, table, rowID -> seen.add("$operation $schema.$table $rowID") }
        var veto = false
        val commits = connection.addCommitObserver {
            seen.add("commit")
            veto
        }
        connection.addRollbackObserver { seen.add("rollback") }
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1); UPDATE t SET x = 2; DELETE FROM t WHERE x = 2")
        assertEquals(listOf("commit", "18 main.t 1", "commit", "23 main.t 1", "commit", "9 main.t 1", "commit"), seen)
        seen.clear()
        veto = true
        val failure = failureOf { connection.execute("INSERT INTO t VALUES (3)") }
        assertEquals(531, failure.extendedCode) // SQLITE_CONSTRAINT_COMMITHOOK
        assertEquals(listOf("18 main.t 1", "commit", "rollback"), seen) // the table was empty: rowid 1 again
        assertEquals(emptyList<List<Any?>>(), connection.rows("SELECT x FROM t"))
        connection.removeObserver(commits)
        connection.removeObserver(updates)
        seen.clear()
        connection.execute("INSERT INTO t VALUES (4)")
        assertEquals(emptyList<String>(), seen)
        connection.close()
    }

    @Test
    fun anObserverMayNotUseItsConnectionAndOneThatThrowsIsContained() {
        val connection = memoryConnection()
        var inside: SQLiteJNAFailure? = null
        connection.addUpdateObserver { _, _, _, _ -> inside = failureOf { connection.prepare("SELECT 1") } }
        connection.addUpdateObserver { _, _, _, _ -> throw IllegalStateException("observer failed") }
        connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        assertEquals(SQLiteJNAConstants.MISUSE, inside?.extendedCode)
        assertTrue(inside!!.message.contains("may not run SQL on its own connection"))
        assertEquals(listOf(listOf<Any?>(1L)), connection.rows("SELECT x FROM t"))
        connection.close()
    }

    @Test
    fun theTraceHandlerSeesEachStatementWithItsParameters() {
        val connection = memoryConnection()
        val traced = ArrayList<String>()
        connection.setTraceHandler { traced.add(it) }
        connection.rows("SELECT ? + 1", 41)
        connection.setTraceHandler(null)
        connection.rows("SELECT 2")
        assertEquals(listOf("SELECT 41 + 1"), traced)
        connection.close()
    }

    @Test
    fun theAuthorizerSeesWhatAStatementReadsAndWritesAndCanDeny() {
        val connection = memoryConnection()
        connection.execute("CREATE TABLE a(x, y); CREATE TABLE b(z); CREATE VIEW v AS SELECT z FROM b")
        val actions = ArrayList<String>()
        connection.setAuthorizer { action, first, second, database ->
            actions.add("$action $first.$second $database")
            if (action == 18 && first == "b") SQLiteJNAConstants.DENY else SQLiteJNAConstants.OK
        }
        connection.prepare("SELECT a.x, v.z FROM a, v").first?.finalize()
        assertTrue(actions.toString(), actions.contains("20 a.x main"))
        assertTrue(actions.toString(), actions.contains("20 b.z main"))
        assertTrue(actions.toString(), actions.none { it.startsWith("20 a.y") })
        val denied = failureOf { connection.prepare("INSERT INTO b VALUES (1)") }
        assertEquals(23, denied?.code)  // SQLITE_AUTH
        // An authorizer that throws denies; nothing unwinds into SQLite.
        connection.setAuthorizer { _, _, _, _ -> throw IllegalStateException("authorizer failed") }
        assertEquals(23, failureOf { connection.prepare("SELECT 1") }?.code)
        connection.setAuthorizer(null)
        actions.clear()
        connection.execute("INSERT INTO b VALUES (2)")
        assertEquals(listOf(listOf<Any?>(2L)), connection.rows("SELECT z FROM b"))
        assertTrue(actions.isEmpty())
        connection.close()
    }

    @Test
    fun aWALObserverSeesCommitsInWALMode() {
        val directory = temporaryDirectory()
        try {
            val connection = SQLiteJNAConnection(directory.path + "/db.sqlite", READ_WRITE_CREATE, library())
            connection.execute("PRAGMA journal_mode = WAL; CREATE TABLE t(x)")
            val pages = ArrayList<Pair<String, Int>>()
            val id = connection.addWALObserver { schema, count -> pages.add(Pair(schema, count)) }
            connection.execute("INSERT INTO t VALUES (1)")
            assertEquals("main", pages.single().first)
            assertTrue(pages.single().second > 0)
            connection.removeObserver(id)
            assertEquals(listOf(listOf<Any?>(1000L)), connection.rows("PRAGMA wal_autocheckpoint"))
            connection.close()
        } finally {
            directory.deleteRecursively()
        }
    }

    @Test
    fun aFunctionThatClosesItsConnectionClosesItWhenTheStepReturns() {
        val connection = memoryConnection()
        connection.createFunction("quit", 0, 0) { call ->
            connection.close()
            call.setResult(1L)
        }
        val statement = connection.prepare("SELECT quit()").first!!
        val failure = failureOf { statement.step() }
        assertEquals("the database connection was closed by a callback during this call; it is closed now", failure.message)
        assertFalse(connection.isOpen)
        assertFalse(statement.isLive)
        assertTrue(connection.registrations.isEmpty())
    }

    @Test
    fun aFunctionThatFinalizesItsOwnStatementTakesEffectAfterTheStep() {
        val connection = memoryConnection()
        var statement: SQLiteJNAStatement? = null
        connection.createFunction("drop_self", 0, 0) { call ->
            statement?.finalize()
            call.setResult(1L)
        }
        statement = connection.prepare("SELECT drop_self()").first!!
        val failure = failureOf { statement.step() }
        assertTrue(failure.message, failure.message.contains("closed or reset this statement while it ran"))
        assertFalse(statement.isLive)
        assertEquals(listOf(listOf<Any?>(1L)), connection.rows("SELECT 1"))
        connection.close()
    }

    @Test
    fun aConflictHandlerAnswersEachConflictWhereTheBuildHasSessions() {
        if (!build.has(SQLiteJNAFamily.SESSIONS)) {
            val failure = failureOf { SQLiteJNAChangesets.changes(ByteArray(0), library()) }
            assertEquals("sqlite3changeset_start", failure.missingFunction)
            return
        }
        val source = memoryConnection()
        source.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v)")
        val session = SQLiteJNASession(source, "main")
        session.attach(null)
        source.execute("INSERT INTO t VALUES (1, 'one'); INSERT INTO t VALUES (2, x'00')")
        val changeset = session.output(patchset = false)
        session.close()
        val changes = SQLiteJNAChangesets.changes(changeset, library())
        assertEquals(2, changes.size)
        assertEquals("t", changes[0].table)
        assertEquals(SQLiteJNAConstants.INSERT, changes[0].operation)
        assertEquals("one", (changes[0].newValues[1] as SQLiteJNAChangeValue.Text).value)
        assertArrayEquals(byteArrayOf(0), (changes[1].newValues[1] as SQLiteJNAChangeValue.Blob).value)

        val target = memoryConnection()
        target.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v); INSERT INTO t VALUES (1, 'kept')")
        val kinds = ArrayList<Int>()
        target.applyChangeset(changeset) { conflict ->
            kinds.add(conflict.kind)
            assertEquals("kept", (conflict.conflictingValues!![1] as SQLiteJNAChangeValue.Text).value)
            SQLiteJNAConstants.CHANGESET_OMIT
        }
        assertEquals(listOf(SQLiteJNAConstants.CHANGESET_CONFLICT), kinds)
        assertEquals(listOf(listOf<Any?>(1L, "kept"), listOf<Any?>(2L, listOf<Byte>(0))), target.rows("SELECT * FROM t ORDER BY id"))
        // A handler that throws: ABORT, everything rolled back, the Throwable rethrown.
        target.execute("DELETE FROM t WHERE id = 2")
        var caught: Throwable? = null
        try {
            target.applyChangeset(changeset) { throw IllegalArgumentException("stop") }
        } catch (error: IllegalArgumentException) {
            caught = error
        }
        assertEquals("stop", caught?.message)
        assertEquals(listOf(listOf<Any?>(1L, "kept")), target.rows("SELECT * FROM t"))
        val corrupt = failureOf { target.applyChangeset(byteArrayOf(0x54, 2, 1, 0, 0x74)) { 0 } }
        assertEquals(SQLiteJNAConstants.CORRUPT, corrupt.code)
        assertTrue(corrupt.message.contains("no terminating NUL"))
        val inverted = SQLiteJNAChangesets.invert(changeset, library())
        assertEquals(SQLiteJNAConstants.DELETE, SQLiteJNAChangesets.changes(inverted, library())[0].operation)
        // The same two inserts twice concatenate to the two inserts.
        val twice = SQLiteJNAChangesets.concat(changeset, changeset, library())
        assertEquals(2, SQLiteJNAChangesets.changes(twice, library()).size)
        source.close()
        target.close()
    }
}
