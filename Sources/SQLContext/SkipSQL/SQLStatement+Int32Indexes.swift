import Foundation

#if !SKIP
// SkipSQL numbers columns and parameters with `Int32`, the C API's `int`. In Kotlin, Swift's `Int`
// and `Int32` are the same `Int`, so the `Int` methods take SkipSQL's calls there and these
// overloads would clash with them: they are Swift only, for the `Int32` values SkipSQL code
// passes (`statement.columnCount + 1`, a loop over `0..<statement.columnCount`).
extension SQLStatement {
    /// ``bind(_:at:)-(SQLValue,Int)`` with SkipSQL's `Int32` index (1-based).
    ///
    /// - Parameters:
    ///   - value: the value.
    ///   - index: the parameter, from 1.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` for an index outside `1...parameterCount`.
    @inlinable public func bind(_ value: SQLValue, at index: Int32) throws {
        try bind(value, at: Int(index))
    }

    /// ``type(at:)-(Int)`` with SkipSQL's `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @inlinable public func type(at column: Int32) -> SQLType { type(at: Int(column)) }

    /// ``long(at:)-(Int)`` with SkipSQL's `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @inlinable public func long(at column: Int32) -> Int64 { long(at: Int(column)) }

    /// ``real(at:)-(Int)`` with SkipSQL's `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @inlinable public func real(at column: Int32) -> Double { real(at: Int(column)) }

    /// ``text(at:)-(Int)`` with SkipSQL's `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @inlinable public func text(at column: Int32) -> String? { text(at: Int(column)) }

    /// ``blob(at:)-(Int)`` with SkipSQL's `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @inlinable public func blob(at column: Int32) -> Data? { blob(at: Int(column)) }

    /// ``value(at:)-(Int)`` with SkipSQL's `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @inlinable public func value(at column: Int32) -> SQLValue { value(at: Int(column)) }

    /// SkipSQL's deprecated ``long(at:)-(Int)``, with its `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @available(*, deprecated, renamed: "long(at:)")
    public func integer(at column: Int32) -> Int64 { long(at: Int(column)) }

    /// SkipSQL's deprecated ``real(at:)-(Int)``, with its `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @available(*, deprecated, renamed: "real(at:)")
    public func double(at column: Int32) -> Double { real(at: Int(column)) }

    /// SkipSQL's deprecated ``text(at:)-(Int)``, with its `Int32` index.
    ///
    /// - Parameter column: the column, from 0.
    @available(*, deprecated, renamed: "text(at:)")
    public func string(at column: Int32) -> String? { text(at: Int(column)) }
}
#endif
