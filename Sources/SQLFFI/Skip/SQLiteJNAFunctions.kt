// SQL functions, aggregates, window functions and collations written in Kotlin: the Kotlin form of
// Callbacks/SQLiteConnection+Functions.swift, +Collations.swift, FunctionBox.swift and
// SQLiteFunctionCall.swift.
//
// Each registration is a set of JNA callback objects that the connection keeps (JNA frees a
// callback's native entry point once its object is collected) until SQLite calls the registration's
// destructor: when the function is replaced or removed, when the connection closes, or when the
// registration fails. Every callback catches every Throwable and reports it to SQLite with
// `sqlite3_result_error`: nothing unwinds into C.
package sqlffi.module

import com.sun.jna.Pointer

/// One call of an application-defined SQL function: reads the arguments and sets the result. Valid
/// only during the call. Argument indexes are 0-based; text and blobs go both ways with their exact
/// byte count.
class SQLiteJNAFunctionCall internal constructor(private val context: Pointer, count: Int, values: Pointer?) {
    private val arguments: Array<Pointer?> =
        if (values == null || count <= 0) emptyArray() else values.getPointerArray(0, count).copyOf(count)

    /// The number of arguments of this call.
    val argumentCount: Int get() = arguments.size

    private fun value(index: Int): Pointer? = if (index in arguments.indices) arguments[index] else null

    /// Argument `index` with its datatype code and, for INTEGER and FLOAT, its number; NULL out of range.
    fun argument(index: Int): SQLiteJNAColumnValue {
        val value = value(index) ?: return SQLiteJNAColumnValue.NULL
        return SQLiteJNAValues.columnValue(value)
    }

    /// Argument `index` as text by its byte count; "" for NULL or out of range.
    fun text(index: Int): String = value(index)?.let { SQLiteJNAValues.text(it) } ?: ""

    /// Argument `index` as bytes; empty for a zero-length blob, NULL and out of range.
    fun data(index: Int): ByteArray = value(index)?.let { SQLiteJNAValues.bytes(it) } ?: ByteArray(0)

    /// Sets the result to an integer (`sqlite3_result_int64`).
    fun setResult(value: Long) = SQLite3.sqlite3_result_int64(context, value)

    /// Sets the result to a floating-point value (`sqlite3_result_double`).
    fun setResult(value: Double) = SQLite3.sqlite3_result_double(context, value)

    /// Sets the result to NULL (`sqlite3_result_null`).
    fun setNullResult() = SQLite3.sqlite3_result_null(context)

    /// Sets the result to text by its UTF-8 bytes and count (`sqlite3_result_text64`, copied).
    fun setResult(value: String) {
        val (bytes, count) = SQLiteJNAText.counted(value)
        SQLite3.sqlite3_result_text64(
            context, bytes, count.toLong(), SQLiteJNAStatement.TRANSIENT, SQLiteJNAConstants.UTF8,
        )
    }

    /// Sets the result to a blob (`sqlite3_result_blob64`, copied); empty is a zero-length blob.
    fun setResult(value: ByteArray) {
        if (value.isEmpty()) return SQLite3.sqlite3_result_zeroblob(context, 0)
        SQLite3.sqlite3_result_blob64(context, value, value.size.toLong(), SQLiteJNAStatement.TRANSIENT)
    }

    /// Makes the call fail with `message` and `code` (`sqlite3_result_error`, then
    /// `sqlite3_result_error_code`, which keeps the message).
    fun setError(message: String, code: Int = SQLiteJNAConstants.ERROR) {
        val (bytes, count) = SQLiteJNAText.counted(message)
        SQLite3.sqlite3_result_error(context, bytes, count)
        if (code != SQLiteJNAConstants.ERROR && code and 0xff != SQLiteJNAConstants.OK) {
            SQLite3.sqlite3_result_error_code(context, code)
        }
    }

    /// Makes the call fail for a Throwable: an `SQLiteJNAFailure` keeps its message and code, any
    /// other is described as Kotlin prints it, with `SQLITE_ERROR`.
    fun fail(error: Throwable) {
        try {
            if (error is SQLiteJNAFailure) setError(error.message, error.extendedCode) else setError(error.toString())
        } catch (ignored: Throwable) {
            // Nothing may unwind into SQLite.
        }
    }

    /// The aggregate context of the call (`sqlite3_aggregate_context`).
    internal fun aggregateContext(bytes: Int): Pointer? = SQLite3.sqlite3_aggregate_context(context, bytes)
}

/// The state of one group of an aggregate or window function, made fresh for each group.
interface SQLiteJNAAggregateGroup {
    /// Adds a row to the group (`xStep`).
    fun step(call: SQLiteJNAFunctionCall)
    /// Removes the oldest row from a window function's frame (`xInverse`).
    fun inverse(call: SQLiteJNAFunctionCall)
    /// Sets the result for the current frame of a window function (`xValue`).
    fun value(call: SQLiteJNAFunctionCall)
    /// Sets the group's result (`xFinal`); the group is released afterwards.
    fun finish(call: SQLiteJNAFunctionCall)
}

/// A group made of four functions, for callers that cannot implement an interface of the core (the
/// Skip adapter: transpiled Swift does not know which of its members override the interface's).
class SQLiteJNAAggregateFunctions(
    private val onStep: (SQLiteJNAFunctionCall) -> Unit,
    private val onInverse: (SQLiteJNAFunctionCall) -> Unit,
    private val onValue: (SQLiteJNAFunctionCall) -> Unit,
    private val onFinish: (SQLiteJNAFunctionCall) -> Unit,
) : SQLiteJNAAggregateGroup {
    override fun step(call: SQLiteJNAFunctionCall) = onStep(call)
    override fun inverse(call: SQLiteJNAFunctionCall) = onInverse(call)
    override fun value(call: SQLiteJNAFunctionCall) = onValue(call)
    override fun finish(call: SQLiteJNAFunctionCall) = onFinish(call)
}

/// The callbacks of one registered function, kept by the connection until SQLite destroys them.
private class SQLiteJNAFunctionRegistration(
    val connection: SQLiteJNAConnection,
    val body: ((SQLiteJNAFunctionCall) -> Unit)?,
    val makeGroup: (() -> SQLiteJNAAggregateGroup)?,
) {
    /// The groups in progress, by the number their aggregate context holds.
    private val groups = HashMap<Long, SQLiteJNAAggregateGroup>()
    private var nextGroup = 1L
    var id = 0L

    /// Runs `action` as a callback of the connection for the call on `context`, reporting a
    /// Throwable to SQLite.
    private inline fun run(context: Pointer?, count: Int, values: Pointer?, action: (SQLiteJNAFunctionCall) -> Unit) {
        if (context == null) return
        var call: SQLiteJNAFunctionCall? = null
        try {
            val made = SQLiteJNAFunctionCall(context, count, values)
            call = made
            connection.runCallback(hook = false) { action(made) }
        } catch (error: Throwable) {
            (call ?: SQLiteJNAFunctionCall(context, 0, null)).fail(error)
        }
    }

    /// The group of the call, made and stored on its first call; null when SQLite cannot allocate.
    private fun group(call: SQLiteJNAFunctionCall): SQLiteJNAAggregateGroup? {
        val memory = call.aggregateContext(8) ?: return null
        val stored = memory.getLong(0)
        if (stored != 0L) groups[stored]?.let { return it }
        val made = makeGroup!!()
        val number = nextGroup++
        groups[number] = made
        memory.setLong(0, number)
        return made
    }

    private inline fun withGroup(call: SQLiteJNAFunctionCall, action: (SQLiteJNAAggregateGroup) -> Unit) {
        val group = group(call) ?: return call.setError("out of memory", SQLiteJNAConstants.NOMEM)
        action(group)
    }

    val scalar = object : SQLiteJNAFunctionCallback {
        override fun invoke(context: Pointer?, count: Int, values: Pointer?) =
            run(context, count, values) { body!!(it) }
    }

    val step = object : SQLiteJNAFunctionCallback {
        override fun invoke(context: Pointer?, count: Int, values: Pointer?) =
            run(context, count, values) { call -> withGroup(call) { it.step(call) } }
    }

    val inverse = object : SQLiteJNAFunctionCallback {
        override fun invoke(context: Pointer?, count: Int, values: Pointer?) =
            run(context, count, values) { call -> withGroup(call) { it.inverse(call) } }
    }

    val value = object : SQLiteJNAFinalCallback {
        override fun invoke(context: Pointer?) = run(context, 0, null) { call -> withGroup(call) { it.value(call) } }
    }

    val final = object : SQLiteJNAFinalCallback {
        override fun invoke(context: Pointer?) = run(context, 0, null) { call ->
            // 0 bytes: no memory is allocated for a group that was never called.
            val memory = call.aggregateContext(0)
            val stored = memory?.getLong(0) ?: 0L
            val group = if (stored != 0L) groups.remove(stored) else null
            if (stored != 0L) memory?.setLong(0, 0L)
            (group ?: makeGroup!!()).finish(call)
        }
    }

    val destroy = object : SQLiteJNADestructor {
        override fun invoke(userData: Pointer?) {
            try {
                connection.registrations.remove(Pointer.nativeValue(userData))
            } catch (ignored: Throwable) {
                // Nothing may unwind into SQLite.
            }
        }
    }
}

private enum class SQLiteJNAFunctionKind { SCALAR, AGGREGATE, WINDOW }

/// Registers a scalar SQL function (`sqlite3_create_function_v2`): `body` runs for each call and
/// sets the result or throws (an `SQLiteJNAFailure` keeps its code). `flags`: deterministic,
/// direct-only, innocuous (UTF-8 is added here).
fun SQLiteJNAConnection.createFunction(
    name: String, argumentCount: Int, flags: Int, body: (SQLiteJNAFunctionCall) -> Unit,
) = registerFunction(name, argumentCount, flags, SQLiteJNAFunctionKind.SCALAR, body, null)

/// Registers an aggregate SQL function, or an aggregate window function when `window` is true
/// (`sqlite3_create_window_function`, SQLite 3.25); `makeGroup` makes the state of each group.
fun SQLiteJNAConnection.createAggregate(
    name: String, argumentCount: Int, flags: Int, window: Boolean, makeGroup: () -> SQLiteJNAAggregateGroup,
) = registerFunction(
    name, argumentCount, flags, if (window) SQLiteJNAFunctionKind.WINDOW else SQLiteJNAFunctionKind.AGGREGATE, null,
    makeGroup,
)

/// Removes the function `name` of `argumentCount` arguments, releasing its Kotlin code.
fun SQLiteJNAConnection.removeFunction(name: String, argumentCount: Int) {
    val handle = handle()
    val code = SQLite3.sqlite3_create_function_v2(
        handle, SQLiteJNAText.cString(name), argumentCount, SQLiteJNAConstants.UTF8.toInt(), null, null, null, null,
        null,
    )
    if (code != SQLiteJNAConstants.OK) throw failure(code)
}

private fun SQLiteJNAConnection.registerFunction(
    name: String, argumentCount: Int, flags: Int, kind: SQLiteJNAFunctionKind,
    body: ((SQLiteJNAFunctionCall) -> Unit)?, makeGroup: (() -> SQLiteJNAAggregateGroup)?,
) {
    val handle = handle()
    if (kind == SQLiteJNAFunctionKind.WINDOW && !library.has(SQLiteJNAFamily.WINDOW_FUNCTIONS)) {
        throw unsupported("sqlite3_create_window_function", "SQLite 3.25.0")
    }
    val registration = SQLiteJNAFunctionRegistration(this, body, makeGroup)
    registration.id = keep(registration)
    val userData = Pointer(registration.id)
    val encoded = SQLiteJNAText.cString(name)
    val textRepresentation = flags or SQLiteJNAConstants.UTF8.toInt()
    // SQLite calls the destructor also when the registration fails.
    val code = when (kind) {
        SQLiteJNAFunctionKind.SCALAR -> SQLite3.sqlite3_create_function_v2(
            handle, encoded, argumentCount, textRepresentation, userData, registration.scalar, null, null,
            registration.destroy,
        )
        SQLiteJNAFunctionKind.AGGREGATE -> SQLite3.sqlite3_create_function_v2(
            handle, encoded, argumentCount, textRepresentation, userData, null, registration.step, registration.final,
            registration.destroy,
        )
        SQLiteJNAFunctionKind.WINDOW -> SQLite3WindowFunctions.sqlite3_create_window_function(
            handle, encoded, argumentCount, textRepresentation, userData, registration.step, registration.final,
            registration.value, registration.inverse, registration.destroy,
        )
    }
    if (code != SQLiteJNAConstants.OK) throw failure(code)
}

/// The comparison behind a collation, kept by the connection until SQLite destroys it.
private class SQLiteJNACollation(val connection: SQLiteJNAConnection, val compare: (String, String) -> Int) {
    val callback = object : SQLiteJNACollationCallback {
        override fun invoke(userData: Pointer?, leftCount: Int, left: Pointer?, rightCount: Int, right: Pointer?): Int =
            try {
                connection.runCallback(hook = false) {
                    compare(SQLiteJNAText.read(left, leftCount), SQLiteJNAText.read(right, rightCount))
                }
            } catch (error: Throwable) {
                // SQLite gives a comparison no way to report an error: the strings compare equal.
                0
            }
    }

    val destroy = object : SQLiteJNADestructor {
        override fun invoke(userData: Pointer?) {
            try {
                connection.registrations.remove(Pointer.nativeValue(userData))
            } catch (ignored: Throwable) {
                // Nothing may unwind into SQLite.
            }
        }
    }
}

/// Registers the collation `name`, which orders text with `compare` (negative: the first string
/// sorts first; `sqlite3_create_collation_v2` with UTF-8). A comparison that throws compares equal.
fun SQLiteJNAConnection.createCollation(name: String, compare: (String, String) -> Int) {
    val handle = handle()
    val collation = SQLiteJNACollation(this, compare)
    val id = keep(collation)
    val code = SQLite3.sqlite3_create_collation_v2(
        handle, SQLiteJNAText.cString(name), SQLiteJNAConstants.UTF8.toInt(), Pointer(id), collation.callback,
        collation.destroy,
    )
    if (code != SQLiteJNAConstants.OK) {
        // Unlike every other registration, a failed sqlite3_create_collation_v2 does not call the
        // destructor: the collation is released here.
        registrations.remove(id)
        throw failure(code)
    }
}

/// Removes the collation `name` and releases its comparison.
fun SQLiteJNAConnection.removeCollation(name: String) {
    val handle = handle()
    val code = SQLite3.sqlite3_create_collation_v2(
        handle, SQLiteJNAText.cString(name), SQLiteJNAConstants.UTF8.toInt(), null, null, null,
    )
    if (code != SQLiteJNAConstants.OK) throw failure(code)
}
