import Foundation

// SkipSQL's deprecated names of the column reads, deprecated here as in SkipSQL.
extension SQLStatement {
    /// SkipSQL's deprecated name of ``long(at:)-(Int)``.
    ///
    /// - Parameter column: the column, from 0.
    @available(*, deprecated, renamed: "long(at:)")
    public func integer(at column: Int) -> Int64 { long(at: column) }

    /// SkipSQL's deprecated name of ``real(at:)-(Int)``.
    ///
    /// - Parameter column: the column, from 0.
    @available(*, deprecated, renamed: "real(at:)")
    public func double(at column: Int) -> Double { real(at: column) }

    /// SkipSQL's deprecated name of ``text(at:)-(Int)``.
    ///
    /// - Parameter column: the column, from 0.
    @available(*, deprecated, renamed: "text(at:)")
    public func string(at column: Int) -> String? { text(at: column) }
}
