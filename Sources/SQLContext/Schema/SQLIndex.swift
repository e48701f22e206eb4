import Foundation

/// An index on one column of a record's table (``SQLColumn/index``), created with the table by
/// ``SQLContext/createTableIfNotExists(_:inSchema:)``.
///
/// See [CREATE INDEX](https://sqlite.org/lang_createindex.html).
public struct SQLIndex: Hashable, Sendable {
    /// The index name, unique in its schema.
    public var name: String
    /// Whether it is a `UNIQUE` index.
    public var unique: Bool

    /// An index named `name`.
    ///
    /// - Parameters:
    ///   - name: the index name.
    ///   - unique: whether two rows may not share a value of the column.
    public init(name: String, unique: Bool = false) {
        self.name = name
        self.unique = unique
    }
}
