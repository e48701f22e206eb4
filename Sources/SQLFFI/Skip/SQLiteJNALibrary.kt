// Finding and binding a SQLite library through JNA: the Kotlin form of Sources/SQLFFI/Loading.
package sqlffi.module

import com.sun.jna.Library
import com.sun.jna.Native
import com.sun.jna.NativeLibrary
import com.sun.jna.Platform
import com.sun.jna.Pointer
import java.io.File

/// Why a SQLite library could not be loaded (Loading/SQLiteLibraryError.swift).
sealed class SQLiteJNALibraryError(message: String) : RuntimeException(message) {
    /// A sentence a person can act on, naming every file involved.
    abstract val description: String

    /// No candidate could be opened; each attempt names what was tried and the loader's message.
    class NotFound(val attempts: List<Attempt>) : SQLiteJNALibraryError("no SQLite library could be loaded") {
        override val description: String
            get() {
                val text = StringBuilder("No SQLite library could be loaded. Tried:")
                for (attempt in attempts) text.append("\n  - ").append(attempt.description)
                text.append("\nInstall SQLite (for example libsqlite3-0), or name a library with ")
                text.append("SQLFFI_LIBRARY or SQLiteLibrary.load(path:).")
                return text.toString()
            }
    }

    /// The loader could not open `path`; `loaderMessage` is its own.
    class NotLoadable(val path: String, val loaderMessage: String) : SQLiteJNALibraryError(loaderMessage) {
        override val description: String get() = "Cannot load '$path' as a shared library: $loaderMessage"
    }

    /// The library opened but lacks `symbol`, a function SQLite has had since 3.15.
    class MissingSymbol(val symbol: String, val path: String) : SQLiteJNALibraryError("missing $symbol") {
        override val description: String
            get() = "'$path' is not a usable SQLite library: it lacks the function $symbol."
    }

    /// The library's `sqlite3_initialize` failed with result code `code`.
    class InitializationFailed(val code: Int, val path: String) : SQLiteJNALibraryError("initialization failed") {
        override val description: String
            get() = "'$path' could not be initialized: sqlite3_initialize returned result code $code."
    }

    override fun toString(): String = description

    /// One name that discovery tried, and what the loader said.
    class Attempt(val candidate: String, val source: String, val message: String) {
        /// `candidate (source): message`.
        val description: String get() = "$candidate ($source): $message"

        override fun toString(): String = description
    }
}

/// A family of C functions registered together (one class of SQLiteJNANatives.kt): the required
/// functions, or an optional family that a library has whole or not at all.
enum class SQLiteJNAFamily(internal val functions: Class<*>, val symbols: List<String>) {
    /// What SQLite 3.15 has; a library without one of them is refused.
    REQUIRED(SQLite3::class.java, requiredSymbols()),
    COMPILE_OPTIONS(SQLite3CompileOptions::class.java, listOf("sqlite3_compileoption_used", "sqlite3_compileoption_get")),
    SHARED_CACHE(SQLite3SharedCache::class.java, listOf("sqlite3_enable_shared_cache")),
    COMPLETE(SQLite3Complete::class.java, listOf("sqlite3_complete")),
    ERROR_OFFSET(SQLite3ErrorOffset::class.java, listOf("sqlite3_error_offset")),
    TXN_STATE(SQLite3TxnState::class.java, listOf("sqlite3_txn_state")),
    CHANGES64(SQLite3Changes64::class.java, listOf("sqlite3_changes64", "sqlite3_total_changes64")),
    PREPARE_V3(SQLite3PrepareV3::class.java, listOf("sqlite3_prepare_v3")),
    STMT_ISEXPLAIN(SQLite3StmtIsExplain::class.java, listOf("sqlite3_stmt_isexplain")),
    DB_MUTEX(SQLite3DbMutex::class.java, listOf("sqlite3_db_mutex")),
    PROGRESS(SQLite3Progress::class.java, listOf("sqlite3_progress_handler")),
    DECLTYPE(SQLite3Decltype::class.java, listOf("sqlite3_column_decltype")),
    COLUMN_METADATA(
        SQLite3ColumnMetadata::class.java,
        listOf("sqlite3_column_database_name", "sqlite3_column_table_name", "sqlite3_column_origin_name"),
    ),
    TRACE(SQLite3Trace::class.java, listOf("sqlite3_trace_v2")),
    WAL(SQLite3Wal::class.java, listOf("sqlite3_wal_hook")),
    AUTHORIZER(SQLite3Authorizer::class.java, listOf("sqlite3_set_authorizer")),
    SERIALIZATION(SQLite3Serialization::class.java, listOf("sqlite3_serialize", "sqlite3_deserialize")),
    WINDOW_FUNCTIONS(SQLite3WindowFunctions::class.java, listOf("sqlite3_create_window_function")),
    LOAD_EXTENSION(
        SQLite3LoadExtension::class.java, listOf("sqlite3_enable_load_extension", "sqlite3_load_extension"),
    ),
    BLOB(SQLite3Blob::class.java, SQLite3Blob::class.java.declaredMethods.externalNames()),
    KEYS(SQLite3Keys::class.java, listOf("sqlite3_key_v2", "sqlite3_rekey_v2")),
    SESSIONS(SQLite3Sessions::class.java, SQLite3Sessions::class.java.declaredMethods.externalNames());

    /// Whether each of its functions counts in `missingOptionalFunctions` (as FunctionTable's
    /// optional members do); the blob, key and session families are reported whole instead.
    val countsFunctionsSingly: Boolean get() = this != REQUIRED && this != BLOB && this != KEYS && this != SESSIONS
}

/// The required functions: the version functions first (a library that is not SQLite lacks those),
/// then every other function of `SQLite3`, and `sqlite3_db_config`, which is called through
/// `SQLiteJNAVariadic` but required all the same.
private fun requiredSymbols(): List<String> {
    val first = listOf("sqlite3_libversion", "sqlite3_libversion_number", "sqlite3_sourceid")
    return first + ((SQLite3::class.java.declaredMethods.externalNames() + "sqlite3_db_config").sorted() - first.toSet())
}

/// The names of the `external` (native) methods among `methods`, sorted.
private fun Array<java.lang.reflect.Method>.externalNames(): List<String> =
    filter { java.lang.reflect.Modifier.isNative(it.modifiers) }.map { it.name }.distinct().sorted()

/// A SQLite library loaded through JNA, with its functions bound by direct mapping: the Kotlin form
/// of `SQLiteLibrary`.
///
/// `load(path)` finds a library in SQLFFI's order: the path given; the `SQLFFI_LIBRARY` environment
/// variable; a SQLite already in the process's global symbol scope, where JNA can tell
/// (`NativeLibrary.getProcess()`); then the platform's usual names (`platformDefaultNames`). A path
/// given, or named by `SQLFFI_LIBRARY`, is final: when it fails, no other library is tried. A failure
/// of discovery names every candidate tried and the loader's message for each.
///
/// Direct mapping binds each function class to one library for the whole process, so this side of
/// SQLFFI serves one SQLite library per process: loading the same file again, by any name, returns
/// the same instance; loading a different file once one is bound fails with `NotLoadable`, whose
/// message says so. (The dlopen side has no such limit.)
class SQLiteJNALibrary private constructor(
    /// The path of the file actually loaded (from /proc/self/maps where the platform has it).
    val path: String,
    /// How it was found: "path", "SQLFFI_LIBRARY", "process" or "default".
    val discoveredBy: String,
    /// JNA's handle on the library.
    internal val native: NativeLibrary,
    /// The name JNA opened it by (null: the process), for `sqlite3_db_config`'s interface mapping.
    private val openedName: String?,
    /// The address of `sqlite3_libversion_number`: one loaded file, one address.
    private val identity: Long,
    /// The optional families this library has.
    val families: Set<SQLiteJNAFamily>,
    /// The optional functions this library lacks, in FunctionTable's order.
    val missingOptionalFunctions: List<String>,
) {
    /// The library's version, such as "3.40.1" (`sqlite3_libversion`).
    val version: String = SQLiteJNAText.read(SQLite3.sqlite3_libversion()) ?: ""
    /// The version as a number, such as 3040001 (`sqlite3_libversion_number`).
    val versionNumber: Int = SQLite3.sqlite3_libversion_number()
    /// The check-in the library was built from (`sqlite3_sourceid`).
    val sourceID: String = SQLiteJNAText.read(SQLite3.sqlite3_sourceid()) ?: ""

    /// Whether the library has every function of `family`.
    fun has(family: SQLiteJNAFamily): Boolean = family == SQLiteJNAFamily.REQUIRED || family in families

    /// Whether the library has the C function `name` in its table: false for an optional function
    /// this build lacks.
    fun hasFunction(name: String): Boolean = name !in missingOptionalFunctions

    /// Whether the library exports the C symbol `name` (`dlsym`).
    fun exportsSymbol(name: String): Boolean = exports(native, name)

    /// `SQLITE_THREADSAFE`: 0 single-thread, 1 serialized, 2 multi-thread (`sqlite3_threadsafe`).
    val threadSafety: Int get() = SQLite3.sqlite3_threadsafe()

    /// Whether connections may use shared-cache mode (false with `SQLITE_OMIT_SHARED_CACHE`).
    val hasSharedCache: Boolean get() = has(SQLiteJNAFamily.SHARED_CACHE)

    /// Whether the library exports the incremental blob I/O functions.
    val hasBlobFunctions: Boolean get() = has(SQLiteJNAFamily.BLOB)

    /// Whether the library exports `sqlite3_key_v2` and `sqlite3_rekey_v2` (SQLCipher, sqlite3mc).
    val hasKeyFunctions: Boolean get() = has(SQLiteJNAFamily.KEYS)

    /// Whether the library exports every session function SQLFFI uses.
    val hasSessionFunctions: Boolean get() = has(SQLiteJNAFamily.SESSIONS)

    /// Whether `sqlite3_rekey_v2` encrypts a plain database (false for SQLCipher, which leaves it
    /// plain and reports success).
    internal val rekeyEncryptsPlainDatabases: Boolean get() = !exportsSymbol("sqlcipher_activate")

    /// The compile-time options without their `SQLITE_` prefix; null when the library cannot tell
    /// (`SQLITE_OMIT_COMPILEOPTION_DIAGS`). `sqlite3_compileoption_get`.
    val compileOptions: List<String>?
        get() {
            if (!has(SQLiteJNAFamily.COMPILE_OPTIONS)) return null
            val options = ArrayList<String>()
            var index = 0
            while (true) {
                val option = SQLiteJNAText.read(SQLite3CompileOptions.sqlite3_compileoption_get(index)) ?: break
                options.add(option)
                index++
            }
            return options
        }

    /// Whether the library was compiled with `option` (with or without `SQLITE_`); null when it
    /// cannot tell. `sqlite3_compileoption_used`.
    fun isCompileOptionUsed(option: String): Boolean? {
        if (!has(SQLiteJNAFamily.COMPILE_OPTIONS)) return null
        return SQLite3CompileOptions.sqlite3_compileoption_used(SQLiteJNAText.cString(option)) != 0
    }

    /// Whether `sql` ends with a complete statement; null with `SQLITE_OMIT_COMPLETE`. `sqlite3_complete`.
    fun isCompleteStatement(sql: String): Boolean? {
        if (!has(SQLiteJNAFamily.COMPLETE)) return null
        return SQLite3Complete.sqlite3_complete(SQLiteJNAText.cString(sql)) != 0
    }

    /// SQLite's English text for a result code (`sqlite3_errstr`).
    fun describe(code: Int): String = SQLiteJNAText.read(SQLite3.sqlite3_errstr(code)) ?: "unknown error"

    /// `sqlite3_db_config`, through JNA's interface mapping (variadic), made on first use.
    internal val variadic: SQLiteJNAVariadic by lazy {
        Native.load(openedName, SQLiteJNAVariadic::class.java, openOptions) as SQLiteJNAVariadic
    }

    private var adapterObject: Any? = null

    /// The one object that stands for this library above the core (the Skip adapter's
    /// `SQLiteLibrary`), made by `make` on the first call, so that one file is one instance there too.
    @Synchronized
    fun adapter(make: () -> Any): Any = adapterObject ?: make().also { adapterObject = it }

    override fun toString(): String = "SQLite $version ($path)"

    companion object {
        /// The symbol that identifies a SQLite library and locates its file.
        private const val VERSION_SYMBOL = "sqlite3_libversion_number"

        /// The names tried, in order, when neither a path nor `SQLFFI_LIBRARY` names a library and
        /// the process has no SQLite loaded globally. On Linux the soname `libsqlite3.so.0` comes
        /// first: a machine without development packages has no `libsqlite3.so`, and JNA's own
        /// name `sqlite3` means that file. On Android, `sqlite3` is the library the app ships.
        val platformDefaultNames: List<String>
            get() = when {
                Platform.isAndroid() -> listOf("sqlite3")
                Platform.isWindows() -> listOf("winsqlite3.dll", "sqlite3.dll")
                Platform.isMac() -> listOf("/usr/lib/libsqlite3.dylib", "libsqlite3.dylib")
                else -> listOf("libsqlite3.so.0", "libsqlite3.so")
            }

        /// `dlopen` flags: resolve every symbol now, and keep them out of the global scope
        /// (RTLD_NOW | RTLD_LOCAL), as the dlopen side does.
        private val openOptions: Map<String, Any>
            get() = mapOf(
                Library.OPTION_OPEN_FLAGS to (if (Platform.isMac()) 2 or 4 else 2),
                Library.OPTION_STRING_ENCODING to "UTF-8",
            )

        private val lock = Any()
        private val byName = HashMap<String, SQLiteJNALibrary>()
        private var discoveredLibrary: SQLiteJNALibrary? = null
        /// The library the function classes are bound to; null until the first load.
        private var bound: SQLiteJNALibrary? = null

        /// Loads `path`, or the library discovery finds when it is null (once per process; a
        /// failed discovery runs again next time).
        fun load(path: String? = null): SQLiteJNALibrary {
            if (path != null) return named(path) { open(path, "path") }
            synchronized(lock) { discoveredLibrary?.let { return it } }
            val found = discover(environmentValue("SQLFFI_LIBRARY"), platformDefaultNames)
            synchronized(lock) { discoveredLibrary = found }
            return found
        }

        /// The discovery of `load(null)`, with the value of `SQLFFI_LIBRARY` and the default
        /// names given (tests pass their own).
        fun discover(environment: String?, defaultNames: List<String>): SQLiteJNALibrary {
            if (!environment.isNullOrEmpty()) return named(environment) { open(environment, "SQLFFI_LIBRARY") }
            val attempts = ArrayList<SQLiteJNALibraryError.Attempt>()
            val process = try {
                NativeLibrary.getProcess(openOptions)
            } catch (error: UnsatisfiedLinkError) {
                null
            }
            if (process != null && exports(process, VERSION_SYMBOL)) {
                val file = fileOf(process) ?: "(main program)"
                try {
                    return named(file) { resolve(process, null, file, "process") }
                } catch (error: SQLiteJNALibraryError) {
                    attempts.add(SQLiteJNALibraryError.Attempt(file, "process", error.description))
                }
            } else {
                attempts.add(
                    SQLiteJNALibraryError.Attempt(
                        "global symbol scope", "process", "no $VERSION_SYMBOL is loaded in this process",
                    ),
                )
            }
            for (name in defaultNames) {
                try {
                    return named(name) { open(name, "default") }
                } catch (error: SQLiteJNALibraryError) {
                    val message = if (error is SQLiteJNALibraryError.NotLoadable) error.loaderMessage else error.description
                    attempts.add(SQLiteJNALibraryError.Attempt(name, "default", message))
                }
            }
            throw SQLiteJNALibraryError.NotFound(attempts)
        }

        /// The library loaded by `name` before, or the one `load` makes.
        private fun named(name: String, load: () -> SQLiteJNALibrary): SQLiteJNALibrary {
            synchronized(lock) { byName[name]?.let { return it } }
            val library = load()
            synchronized(lock) { byName[name] = library }
            return library
        }

        /// Opens `name` with JNA and binds it.
        private fun open(name: String, discoveredBy: String): SQLiteJNALibrary {
            val native = try {
                NativeLibrary.getInstance(name, openOptions)
            } catch (error: UnsatisfiedLinkError) {
                throw SQLiteJNALibraryError.NotLoadable(name, loaderMessage(name, error))
            }
            return resolve(native, name, fileOf(native) ?: name, discoveredBy)
        }

        /// Binds the function classes to `native` (the first library of the process), or returns
        /// the library already bound when it is the same file.
        private fun resolve(native: NativeLibrary, name: String?, path: String, discoveredBy: String): SQLiteJNALibrary {
            for (symbol in SQLiteJNAFamily.REQUIRED.symbols) {
                if (!exports(native, symbol)) throw SQLiteJNALibraryError.MissingSymbol(symbol, path)
            }
            val identity = Pointer.nativeValue(native.getFunction(VERSION_SYMBOL))
            synchronized(lock) {
                bound?.let { library ->
                    if (library.identity == identity) return library
                    throw SQLiteJNALibraryError.NotLoadable(
                        name ?: path,
                        "this process already uses SQLite ${library.version} (${library.path}) through JNA, whose" +
                            " direct mapping binds the sqlite3 functions of one library per process; load that" +
                            " library, or run the other in another process",
                    )
                }
                val families = SQLiteJNAFamily.values().filter { family ->
                    family != SQLiteJNAFamily.REQUIRED && family.symbols.all { exports(native, it) }
                }.toSet()
                val missing = SQLiteJNAFamily.values().filter { it.countsFunctionsSingly }
                    .flatMap { it.symbols }.filter { !exports(native, it) }
                Native.register(SQLiteJNAFamily.REQUIRED.functions, native)
                for (family in families) Native.register(family.functions, native)
                // Before any other call: a build with SQLITE_OMIT_AUTOINIT does not initialize itself.
                val code = SQLite3.sqlite3_initialize()
                if (code != SQLiteJNAConstants.OK) {
                    Native.unregister(SQLiteJNAFamily.REQUIRED.functions)
                    for (family in families) Native.unregister(family.functions)
                    throw SQLiteJNALibraryError.InitializationFailed(code, path)
                }
                val library = SQLiteJNALibrary(path, discoveredBy, native, name, identity, families, missing)
                bound = library
                return library
            }
        }

        /// Whether `native` exports `symbol`.
        private fun exports(native: NativeLibrary, symbol: String): Boolean = try {
            native.getFunction(symbol)
            true
        } catch (error: UnsatisfiedLinkError) {
            false
        }

        /// The file that defines SQLite's version symbol in `native`: the mapping that holds its
        /// address in /proc/self/maps (Linux, Android), else the file JNA found, if any.
        private fun fileOf(native: NativeLibrary): String? {
            val address = try {
                Pointer.nativeValue(native.getFunction(VERSION_SYMBOL))
            } catch (error: UnsatisfiedLinkError) {
                return native.file?.path
            }
            val maps = File("/proc/self/maps")
            if (maps.canRead()) {
                try {
                    for (line in maps.readLines()) {
                        val fields = line.trim().split(Regex("\\s+"), limit = 6)
                        if (fields.size < 6 || !fields[5].startsWith("/")) continue
                        val range = fields[0].split("-")
                        val start = java.lang.Long.parseUnsignedLong(range[0], 16)
                        val end = java.lang.Long.parseUnsignedLong(range[1], 16)
                        if (java.lang.Long.compareUnsigned(address, start) >= 0 &&
                            java.lang.Long.compareUnsigned(address, end) < 0
                        ) {
                            return fields[5]
                        }
                    }
                } catch (error: Exception) {
                    // Not the format expected: fall back to what JNA knows.
                }
            }
            return native.file?.let { if (it.isAbsolute) it.canonicalPath else it.path }
        }

        /// The loader's messages in JNA's error, without JNA's preamble and repetitions.
        private fun loaderMessage(name: String, error: UnsatisfiedLinkError): String {
            val lines = (error.message ?: "").lines().map { it.trim() }
                .filter { it.isNotEmpty() && it != "Unable to load library '$name':" }
                .map { it.removePrefix("Unable to load library '$name': ") }
                .distinct()
            return if (lines.isEmpty()) "the loader could not open it" else lines.joinToString("; ")
        }

        private fun environmentValue(name: String): String? = try {
            System.getenv(name)
        } catch (error: SecurityException) {
            null
        }
    }
}
