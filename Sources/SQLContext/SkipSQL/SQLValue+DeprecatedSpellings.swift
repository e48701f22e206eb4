import Foundation

// Spellings of SkipSQL's value cases, so code written against SkipSQL compiles with a warning
// whose fix-it names the canonical case.
extension SQLValue {
    /// SkipSQL's name for ``integer(_:)``.
    @available(*, deprecated, renamed: "integer")
    public static func long(_ value: Int64) -> SQLValue { .integer(value) }

    /// SkipSQL's name for ``real(_:)``.
    @available(*, deprecated, renamed: "real")
    public static func float(_ value: Double) -> SQLValue { .real(value) }

    /// SkipSQL's name for ``text(_:)``.
    @available(*, deprecated, renamed: "text")
    public static func string(_ value: String) -> SQLValue { .text(value) }
}

extension SQLValue {
    /// SkipSQL's name for ``integerValue``.
    @available(*, deprecated, renamed: "integerValue")
    public var longValue: Int64? { integerValue }

    /// SkipSQL's name for ``description``: the value as a SQL literal.
    public var literalValue: String { description }
}

// SkipSQL's spelling of the integer storage class, for column declarations written for SkipSQL.
extension SQLType {
    /// SkipSQL's name for ``integer``.
    @available(*, deprecated, renamed: "integer")
    public static var long: SQLType { .integer }
}
