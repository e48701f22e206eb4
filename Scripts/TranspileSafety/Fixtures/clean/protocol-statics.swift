/// A protocol extension reaches static requirements through the instance's type (SkipSQL's form),
/// and a concrete type through Self.
public protocol StoredFixture {
    static var table: String { get }
}

extension StoredFixture {
    public func tableName() -> String { type(of: self).table }

    public static func describe() -> String { "table " + table }
}

public struct StoredItemFixture: StoredFixture {
    public static let table = "items"

    public func own() -> String { Self.table }
}
