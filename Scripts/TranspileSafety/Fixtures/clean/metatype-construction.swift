/// A static function returning Self, called through a metatype value and cast to T (SkipSQL's form).
public protocol BuiltFixture {
    init(parts: [String]) throws
}

extension BuiltFixture {
    public static func build(parts: [String]) throws -> Self {
        // SKIP REPLACE: return init(parts = parts)
        try self.init(parts: parts)
    }
}

extension Array where Element: BuiltFixture {
    mutating func appendBuilt(_ type: Element.Type, _ parts: [String]) throws {
        for _ in 0..<1 {
            append(try type.build(parts: parts) as Element)
        }
    }
}

func buildAllFixture<T: BuiltFixture>(_ type: T.Type, _ parts: [[String]]) throws -> [T] {
    var result: [T] = []
    for part in parts {
        result.append(try type.build(parts: part) as T)
    }
    return result
}
