#if SKIP
// The Skip (Android) side of SQLFFI: what SQLContext uses of SQLFFI (SURFACE.md), with the same
// names and shapes, over the Kotlin core in Skip/*.kt (JNA). Skip transpiles these files; the
// native build never compiles them.

/// A failed SQLite call, with the error state read right after the call that failed: the Skip form
/// of `SQLiteFailure` (Connection/SQLiteFailure.swift), made from the Kotlin core's
/// `SQLiteJNAFailure`.
public struct SQLiteFailure: Error, Equatable {
    /// The extended result code (the primary code is its low 8 bits).
    public var extendedCode: Int32
    /// The message: `sqlite3_errmsg`, or SQLFFI's own words for misuse it catches itself.
    public var message: String
    /// The byte offset of the error in the SQL given to the failing call, or nil.
    public var offset: Int?
    /// The name of a C function that the loaded library lacks, when that is the failure.
    public var missingFunction: String?

    /// The primary result code (`extendedCode & 0xff`).
    public var code: Int32 { extendedCode & 0xff }

    /// Creates a failure from its parts.
    public init(extendedCode: Int32, message: String, offset: Int? = nil, missingFunction: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.offset = offset
        self.missingFunction = missingFunction
    }

    /// The failure the Kotlin core reported.
    init(_ failure: SQLiteJNAFailure) {
        self.init(
            extendedCode: failure.extendedCode, message: failure.message, offset: failure.offset,
            missingFunction: failure.missingFunction)
    }
}

/// Runs a call of the Kotlin core and reports its failure as an `SQLiteFailure`: the one place where
/// the core's exception becomes SQLFFI's error, so that a caller's `catch` sees only `SQLiteFailure`.
@inline(__always) func bridged<T>(_ body: () throws -> T) throws(SQLiteFailure) -> T {
    do {
        return try body()
    } catch let failure as SQLiteJNAFailure {
        throw SQLiteFailure(failure)
    }
}
#endif
