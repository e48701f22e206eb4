// A cancellation that comes as a step starts: SQLite clears an interrupt as a statement starts while
// no other runs, so a step that has found the cancellation clear and not yet started its statement
// would run to its end, but for the progress callback that checks the cancellation
// (SQLiteJNACancellationCheck, `sqlite3_progress_handler`).
package sqlffi.module

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.util.concurrent.Semaphore
import java.util.concurrent.atomic.AtomicInteger

class CancellationRaceTests {
    private val longCount =
        "WITH RECURSIVE c(x) AS (SELECT mark() UNION ALL SELECT x + 1 FROM c WHERE x < 1000000) SELECT count(*) FROM c"

    /// The state the race leaves, made on purpose from inside the running statement: cancelled
    /// (the interrupter's flag set through reflection, as no API sets it alone) and no interrupt
    /// pending.
    @Test
    fun aCancellationThatSQLiteForgotStillStopsTheStatement() {
        val connection = memoryConnection()
        val interrupter = connection.interrupter
        val flag = SQLiteJNAInterrupter::class.java.getDeclaredField("cancelFlag").apply { isAccessible = true }
        connection.createFunction("mark", 0, 0) {
            flag.setBoolean(interrupter, true)
            it.setResult(1L)
        }
        // One step: the next one would fail anyway, at the check before it.
        val statement = connection.prepare(longCount).first!!
        val failure = failureOf { statement.step() }
        assertEquals(SQLiteJNAConstants.INTERRUPT, failure.code)
        statement.finalize()
        assertTrue(interrupter.isCancelled)
        interrupter.clearCancellation()
        assertEquals(listOf(listOf<Any?>(1L)), connection.rows("SELECT 1"))
        connection.close()
    }

    /// The race itself: each round, another thread cancels as soon as this one announces a step of a
    /// long statement, and this one waits a little longer each round (0 to 1 023 turns of a loop)
    /// before stepping, so that the cancellation lands at every point around the start of the step.
    /// Every round must end with `SQLITE_INTERRUPT`, whichever thread came first.
    @Test
    fun aCancellationFromAnotherThreadAsTheStepStartsIsNeverLost() {
        val connection = memoryConnection()
        val interrupter = connection.interrupter
        connection.createFunction("mark", 0, 0) { it.setResult(1L) }
        val statement = connection.prepare(longCount).first!!
        val rounds = 2000
        val ready = Semaphore(0)
        val done = Semaphore(0)
        val stepping = AtomicInteger(0)
        val canceller = Thread {
            for (round in 1..rounds) {
                ready.acquire()
                while (stepping.get() < round) Thread.onSpinWait()
                interrupter.cancel()
                done.release()
            }
        }
        canceller.start()
        val finished = ArrayList<Int>()
        var turns = 0L
        for (round in 1..rounds) {
            ready.release()
            stepping.set(round)
            repeat(round % 1024) { turns += it }
            try {
                statement.step()
                finished.add(round)
            } catch (failure: SQLiteJNAFailure) {
                assertEquals("round $round", SQLiteJNAConstants.INTERRUPT, failure.code)
            }
            done.acquire()
            statement.reset()
            interrupter.clearCancellation()
        }
        canceller.join()
        assertTrue(turns > 0)
        assertEquals("rounds whose count ran to its end despite the cancellation", emptyList<Int>(), finished)
        statement.finalize()
        connection.close()
    }
}
