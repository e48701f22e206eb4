import Foundation

/// Shapes that SkipSQL's own core module uses and that transpile cleanly (written for this
/// fixture, after the shapes of skiptools/skip-sql Sources/SkipSQLCore).
public struct Row: Hashable {
    public var values: [String: Value] = [:]

    public init() {}

    public subscript(column: String) -> Value? {
        get { values[column] }
        set { values[column] = newValue }
    }
}

public enum Value: Hashable {
    case long(Int64)
    case text(String)
    case null

    public var longValue: Int64? {
        if case .long(let value) = self { return value }
        return nil
    }
}

public protocol Record {
    static var columns: [Column] { get }
    init(row: Row) throws
    func encode(row: inout Row) throws
}

public struct Column: Hashable {
    public var name: String
    public var primaryKey: Bool
}

extension Record {
    public func encoded() throws -> Row {
        var row = Row()
        try encode(row: &row)
        return row
    }

    public static var keyColumns: [Column] {
        columns.filter(\.primaryKey)
    }

    public static func select(alias: String? = nil) -> String {
        var sql = "SELECT "
        sql += columns.map(\.name).joined(separator: ", ")
        if let alias {
            sql += " AS " + alias
        }
        return sql
    }
}

public struct Person: Record {
    public static let columns = [Column(name: "id", primaryKey: true), Column(name: "name", primaryKey: false)]
    public var id: Int64
    public var name: String

    public init(row: Row) throws {
        self.id = row["id"]?.longValue ?? 0
        if case .text(let text) = row["name"] ?? .null {
            self.name = text
        } else {
            self.name = ""
        }
    }

    public func encode(row: inout Row) throws {
        row["id"] = .long(id)
        row["name"] = .text(name)
    }
}

// SKIP NOWARN
extension Person {
    @inline(__always) @discardableResult public func touch() -> Int64 { id }
}
