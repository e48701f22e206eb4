/// A query of the record layer, on the context it runs on (SkipSQL's common protocol of
/// ``SQLTableQuery``, ``SQLJoin2Query`` and ``SQLJoin3Query``).
public protocol SQLQuery {
    /// The context the query runs on.
    var context: SQLContext { get }
}

extension SQLTableQuery: SQLQuery {}

extension SQLJoin2Query: SQLQuery {}

extension SQLJoin3Query: SQLQuery {}
