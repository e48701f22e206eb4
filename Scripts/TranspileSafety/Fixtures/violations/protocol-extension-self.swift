/// `Self.member` in members of a protocol extension.
public protocol Stored {
    static var table: String { get }
    static var keys: [String] { get }
}

extension Stored {
    public func tableName() -> String { Self.table }  // expect: protocol-extension-self

    public var keyCount: Int {
        Self.keys.count  // expect: protocol-extension-self
    }

    public static func describe() -> String {
        "table " + Self.table  // expect: protocol-extension-self
    }
}
