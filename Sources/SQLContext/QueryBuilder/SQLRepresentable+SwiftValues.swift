import Foundation

// The comparisons of SQLRepresentable with a Swift value on the right, bound as a parameter:
// `Todo.priority.greaterThan(1)`, `Todo.title.equals(name)`, where SkipSQL writes
// `greaterThan(SQLValue(1))`. Overloads by type, not a protocol that Int and String adopt: Skip
// cannot add a conformance to a type of another module (Kotlin's Int and String are final).
extension SQLRepresentable {
    /// `self = ?`, the `?` bound to `value`: true where this is equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func equals(_ value: Int) -> SQLPredicate { equals(SQLValue.long(Int64(value))) }

    /// `self = ?`, the `?` bound to `value`: true where this is equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func equals(_ value: Int64) -> SQLPredicate { equals(SQLValue.long(value)) }

    /// `self = ?`, the `?` bound to `value`: true where this is equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func equals(_ value: Double) -> SQLPredicate { equals(SQLValue.real(value)) }

    /// `self = ?`, the `?` bound to `value`: true where this is equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func equals(_ value: String) -> SQLPredicate { equals(SQLValue.text(value)) }

    /// `self <> ?`, the `?` bound to `value`: true where this is not equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func notEquals(_ value: Int) -> SQLPredicate { notEquals(SQLValue.long(Int64(value))) }

    /// `self <> ?`, the `?` bound to `value`: true where this is not equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func notEquals(_ value: Int64) -> SQLPredicate { notEquals(SQLValue.long(value)) }

    /// `self <> ?`, the `?` bound to `value`: true where this is not equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func notEquals(_ value: Double) -> SQLPredicate { notEquals(SQLValue.real(value)) }

    /// `self <> ?`, the `?` bound to `value`: true where this is not equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func notEquals(_ value: String) -> SQLPredicate { notEquals(SQLValue.text(value)) }

    /// `self < ?`, the `?` bound to `value`: true where this is less than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThan(_ value: Int) -> SQLPredicate { lessThan(SQLValue.long(Int64(value))) }

    /// `self < ?`, the `?` bound to `value`: true where this is less than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThan(_ value: Int64) -> SQLPredicate { lessThan(SQLValue.long(value)) }

    /// `self < ?`, the `?` bound to `value`: true where this is less than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThan(_ value: Double) -> SQLPredicate { lessThan(SQLValue.real(value)) }

    /// `self < ?`, the `?` bound to `value`: true where this is less than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThan(_ value: String) -> SQLPredicate { lessThan(SQLValue.text(value)) }

    /// `self <= ?`, the `?` bound to `value`: true where this is less than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThanOrEqual(_ value: Int) -> SQLPredicate { lessThanOrEqual(SQLValue.long(Int64(value))) }

    /// `self <= ?`, the `?` bound to `value`: true where this is less than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThanOrEqual(_ value: Int64) -> SQLPredicate { lessThanOrEqual(SQLValue.long(value)) }

    /// `self <= ?`, the `?` bound to `value`: true where this is less than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThanOrEqual(_ value: Double) -> SQLPredicate { lessThanOrEqual(SQLValue.real(value)) }

    /// `self <= ?`, the `?` bound to `value`: true where this is less than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func lessThanOrEqual(_ value: String) -> SQLPredicate { lessThanOrEqual(SQLValue.text(value)) }

    /// `self > ?`, the `?` bound to `value`: true where this is greater than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThan(_ value: Int) -> SQLPredicate { greaterThan(SQLValue.long(Int64(value))) }

    /// `self > ?`, the `?` bound to `value`: true where this is greater than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThan(_ value: Int64) -> SQLPredicate { greaterThan(SQLValue.long(value)) }

    /// `self > ?`, the `?` bound to `value`: true where this is greater than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThan(_ value: Double) -> SQLPredicate { greaterThan(SQLValue.real(value)) }

    /// `self > ?`, the `?` bound to `value`: true where this is greater than `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThan(_ value: String) -> SQLPredicate { greaterThan(SQLValue.text(value)) }

    /// `self >= ?`, the `?` bound to `value`: true where this is greater than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThanOrEqual(_ value: Int) -> SQLPredicate { greaterThanOrEqual(SQLValue.long(Int64(value))) }

    /// `self >= ?`, the `?` bound to `value`: true where this is greater than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThanOrEqual(_ value: Int64) -> SQLPredicate { greaterThanOrEqual(SQLValue.long(value)) }

    /// `self >= ?`, the `?` bound to `value`: true where this is greater than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThanOrEqual(_ value: Double) -> SQLPredicate { greaterThanOrEqual(SQLValue.real(value)) }

    /// `self >= ?`, the `?` bound to `value`: true where this is greater than or equal to `value`.
    ///
    /// - Parameter value: the value, bound as a parameter. See
    ///   [Operators](https://sqlite.org/lang_expr.html#binaryops).
    public func greaterThanOrEqual(_ value: String) -> SQLPredicate { greaterThanOrEqual(SQLValue.text(value)) }
}
