import Foundation

// SkipSQL's deprecated spellings of the value cases and storage classes, deprecated here as in
// SkipSQL: code that uses them compiles, with a warning whose fix-it names the current spelling.
// They are functions and properties, not enum cases, so a pattern `case .integer(let n)` does not
// compile (write `case .long(let n)`), while `case .integer(5)` compares with `==` and matches
// `.long(5)`.
extension SQLValue {
    /// SkipSQL's deprecated name of ``long(_:)``.
    ///
    /// - Parameter value: the integer.
    @available(*, deprecated, renamed: "long")
    public static func integer(_ value: Int64) -> SQLValue { .long(value) }

    /// SkipSQL's deprecated name of ``real(_:)``.
    ///
    /// - Parameter value: the number.
    @available(*, deprecated, renamed: "real")
    public static func float(_ value: Double) -> SQLValue { .real(value) }

    /// SkipSQL's deprecated name of ``longValue``.
    @available(*, deprecated, renamed: "longValue")
    public var integerValue: Int64? { longValue }

    /// SkipSQL's deprecated name of ``realValue``.
    @available(*, deprecated, renamed: "realValue")
    public var floatValue: Double? { realValue }
}

extension SQLType {
    /// SkipSQL's deprecated name of ``long``.
    @available(*, deprecated, renamed: "long")
    public static var integer: SQLType { .long }

    /// SkipSQL's deprecated name of ``real``.
    @available(*, deprecated, renamed: "real")
    public static var float: SQLType { .real }
}
