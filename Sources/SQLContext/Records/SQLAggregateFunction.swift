/// The built-in aggregate functions that ``SQLContext/aggregate(_:column:type:inSchema:where:)-(SQLAggregateFunction,_,_,_,_)``
/// applies to a column of a record type. See
/// [Built-in Aggregate Functions](https://sqlite.org/lang_aggfunc.html).
public enum SQLAggregateFunction: String, CaseIterable, Hashable, Sendable {
    /// `sum(x)`: an integer, or a real once a real is added; NULL over no rows.
    case sum
    /// `avg(x)`: a real; NULL over no rows.
    case avg
    /// `min(x)`: the smallest value; NULL over no rows.
    case min
    /// `max(x)`: the largest value; NULL over no rows.
    case max
    /// `count(x)`: the rows where `x` is not NULL.
    case count
    /// `total(x)`: a real, 0.0 over no rows.
    case total
    /// `group_concat(x)`: the values joined with commas; NULL over no rows.
    case groupConcat = "group_concat"

    /// The function's SQL name.
    public var sqlName: String { rawValue }
}
