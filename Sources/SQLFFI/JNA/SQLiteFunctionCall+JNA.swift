#if SKIP
import Foundation

/// One call of an application-defined SQL function: the Skip form of `SQLiteFunctionCall`
/// (Callbacks/SQLiteFunctionCall.swift), over the Kotlin core's `SQLiteJNAFunctionCall`. Valid only
/// during the call; argument indexes are 0-based.
public struct SQLiteFunctionCall {
    /// The Kotlin core's call.
    let core: SQLiteJNAFunctionCall

    init(core: SQLiteJNAFunctionCall) {
        self.core = core
    }

    /// Runs `body` with the call, and makes the call fail with what it throws: an `SQLiteFailure`
    /// keeps its message and code, any other error is described as it prints, with `SQLITE_ERROR`.
    static func run(_ call: SQLiteJNAFunctionCall, _ body: (SQLiteFunctionCall) throws -> Void) {
        let wrapped = SQLiteFunctionCall(core: call)
        do {
            try body(wrapped)
        } catch let failure as SQLiteFailure {
            wrapped.setError(failure.message, code: failure.extendedCode)
        } catch {
            wrapped.setError(String(describing: error))
        }
    }

    /// The number of arguments of this call.
    public var argumentCount: Int { core.argumentCount }

    /// Argument `index` with its datatype code and, for INTEGER and FLOAT, its number.
    public func argument(at index: Int) -> SQLiteColumnValue { SQLiteColumnValue(core.argument(index)) }

    /// Argument `index` as text by its byte length; empty for NULL or out of range.
    public func text(at index: Int) -> String { core.text(index) }

    /// Argument `index` as bytes; empty for a zero-length blob, for NULL and out of range.
    public func data(at index: Int) -> Data { Data(platformValue: core.data(index)) }

    /// Sets the result to an integer (`sqlite3_result_int64`).
    public func setResult(_ value: Int64) { core.setResult(value) }

    /// Sets the result to a floating-point value (`sqlite3_result_double`).
    public func setResult(_ value: Double) { core.setResult(value) }

    /// Sets the result to text (`sqlite3_result_text64`); an empty string is not NULL.
    public func setResult(_ value: String) { core.setResult(value) }

    /// Sets the result to a blob (`sqlite3_result_blob64`); an empty blob is not NULL.
    public func setResult(_ value: Data) { core.setResult(value.platformValue) }

    /// Sets the result to NULL (`sqlite3_result_null`).
    public func setNullResult() { core.setNullResult() }

    /// Makes the call fail with `message` and result code `code` (`sqlite3_result_error`).
    func setError(_ message: String, code: Int32 = SQLiteConstants.error) { core.setError(message, code) }
}

/// The state of one group of an aggregate or window function, made fresh for each group: the Skip
/// form of `SQLiteAggregateGroup`.
public protocol SQLiteAggregateGroup: AnyObject {
    /// Adds a row to the group (`xStep`).
    func step(_ call: SQLiteFunctionCall) throws
    /// Removes the oldest row from a window function's frame (`xInverse`).
    func inverse(_ call: SQLiteFunctionCall) throws
    /// Sets the result for the current frame of a window function (`xValue`).
    func value(_ call: SQLiteFunctionCall) throws
    /// Sets the group's result (`xFinal`); the group is released afterwards.
    func finish(_ call: SQLiteFunctionCall) throws
}

/// A value that SQLContext keeps from one call of a Swift SQL function to the next: the Skip form of
/// `SQLiteCallStorage` (on the JVM there is no exclusivity check to avoid: it is a plain box).
public final class SQLiteCallStorage<Value> {
    /// The value.
    public var value: Value

    /// Storage holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Returns the value and stores `replacement` in its place.
    public func exchange(with replacement: Value) -> Value {
        let current = value
        value = replacement
        return current
    }

    /// Puts back a value taken with ``exchange(with:)``.
    public func restore(_ value: Value) {
        self.value = value
    }
}
#endif
