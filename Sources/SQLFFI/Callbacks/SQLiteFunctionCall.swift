#if !SKIP
import Foundation

/// One call of an application-defined SQL function (`sqlite3_context *` with its argument
/// values): reads the arguments and sets the result, without handing out a pointer.
///
/// SQLFFI makes one for each call of a scalar function, aggregate step, window inverse, value or
/// final, and passes it to the Swift code registered for the function; it is valid only during
/// that call. Argument indexes are 0-based. Text and blobs go both ways with their exact byte
/// length, so embedded NUL characters survive and an empty blob stays distinct from NULL.
@usableFromInline package struct SQLiteFunctionCall {
    /// The `sqlite3_context *` of the call.
    @usableFromInline let context: OpaquePointer
    /// The number of arguments.
    @usableFromInline let count: Int32
    /// The arguments (`sqlite3_value **`); nil when there are none, or for a final or value call.
    @usableFromInline let values: UnsafeMutablePointer<OpaquePointer?>?
    /// The library whose functions read and set the values. Not retained: the function's box
    /// retains it for as long as SQLite can call the function.
    @usableFromInline unowned(unsafe) let library: SQLiteLibrary

    init(
        context: OpaquePointer, count: Int32, values: UnsafeMutablePointer<OpaquePointer?>?, library: SQLiteLibrary
    ) {
        self.context = context
        self.count = values == nil ? 0 : max(count, 0)
        self.values = values
        self.library = library
    }

    /// The number of arguments of this call.
    @inlinable package var argumentCount: Int { Int(count) }

    /// Argument `index` as an `sqlite3_value *`, nil out of range.
    @inlinable func value(at index: Int) -> OpaquePointer? {
        guard let values, index >= 0, index < Int(count) else { return nil }
        return values[index]
    }

    /// Argument `index` with its datatype code and, for INTEGER and FLOAT, its number
    /// (`sqlite3_value_type`, then `sqlite3_value_int64` or `sqlite3_value_double`); NULL out of
    /// range.
    ///
    /// Written out like `SQLiteStatement.columnValue(at:)`, and for the same reason: no retain of
    /// the library per argument.
    @inlinable package func argument(at index: Int) -> SQLiteColumnValue {
        guard let value = value(at: index) else { return .null }
        let type = library.functions.valueType(value)
        if type == SQLiteConstants.integerType {
            return SQLiteColumnValue(type: type, integer: library.functions.valueInt64(value))
        }
        if type == SQLiteConstants.floatType {
            return SQLiteColumnValue(type: type, real: library.functions.valueDouble(value))
        }
        return SQLiteColumnValue(type: type)
    }

    /// Argument `index` as text, read by its byte length (`sqlite3_value_text` then
    /// `sqlite3_value_bytes`), so embedded NUL characters stay; invalid UTF-8 becomes U+FFFD.
    /// Empty for NULL or out of range.
    package func text(at index: Int) -> String {
        guard let value = value(at: index), let text = library.functions.valueText(value) else { return "" }
        let count = Int(library.functions.valueBytes(value))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Argument `index` as bytes (`sqlite3_value_blob` then `sqlite3_value_bytes`): empty for a
    /// zero-length blob, for NULL and out of range.
    package func data(at index: Int) -> Data {
        guard let value = value(at: index), let bytes = library.functions.valueBlob(value) else { return Data() }
        return Data(bytes: bytes, count: Int(library.functions.valueBytes(value)))
    }

    // MARK: - Results

    /// Sets the result to an integer (`sqlite3_result_int64`).
    @inlinable package func setResult(_ value: Int64) {
        library.functions.resultInt64(context, value)
    }

    /// Sets the result to a floating-point value (`sqlite3_result_double`); SQLite makes NaN NULL.
    @inlinable package func setResult(_ value: Double) {
        library.functions.resultDouble(context, value)
    }

    /// Sets the result to NULL (`sqlite3_result_null`).
    @inlinable package func setNullResult() {
        library.functions.resultNull(context)
    }

    /// Sets the result to text by its UTF-8 bytes and their exact length (`sqlite3_result_text64`,
    /// copied by SQLite), so an embedded NUL is kept and an empty string is not NULL.
    package func setResult(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                library.functions.resultText64(
                    context, chars.baseAddress ?? SQLiteStatement.emptyText, UInt64(chars.count),
                    SQLiteStatement.transient, SQLiteConstants.utf8)
            }
        }
    }

    /// Sets the result to a blob (`sqlite3_result_blob64`, copied by SQLite); an empty blob is a
    /// zero-length blob (`sqlite3_result_zeroblob`), not NULL.
    package func setResult(_ value: Data) {
        if value.isEmpty {
            library.functions.resultZeroblob(context, 0)
            return
        }
        value.withUnsafeBytes { bytes in
            library.functions.resultBlob64(context, bytes.baseAddress, UInt64(bytes.count), SQLiteStatement.transient)
        }
    }

    /// Makes the call fail with `message` and result code `code` (`sqlite3_result_error`, then
    /// `sqlite3_result_error_code`, which keeps the message): the statement that called the
    /// function fails with them.
    package func setError(_ message: String, code: Int32 = SQLiteConstants.error) {
        var text = message
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                let length = Int32(min(chars.count, Int(Int32.max)))
                library.functions.resultError(context, chars.baseAddress ?? SQLiteStatement.emptyText, length)
            }
        }
        if code != SQLiteConstants.error && code & 0xff != SQLiteConstants.ok {
            library.functions.resultErrorCode(context, code)
        }
    }

    /// Makes the call fail for a Swift error: an `SQLiteFailure` keeps its message and code, any
    /// other error is described as Swift prints it, with `SQLITE_ERROR`.
    func fail(with error: any Error) {
        if let failure = error as? SQLiteFailure {
            setError(failure.message, code: failure.extendedCode)
        } else {
            setError(String(describing: error))
        }
    }
}
#endif
