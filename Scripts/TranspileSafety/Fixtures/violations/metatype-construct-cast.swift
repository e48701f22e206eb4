/// A static function returning Self, called through a metatype value without `as T`.
public protocol Built {
    init(parts: [String]) throws
}

extension Built {
    public static func build(parts: [String]) throws -> Self {
        // SKIP REPLACE: return init(parts = parts)
        try self.init(parts: parts)
    }
}

extension Array where Element: Built {
    mutating func appendBuilt(_ type: Element.Type, _ parts: [String]) throws {
        for _ in 0..<1 {
            append(try type.build(parts: parts))  // expect: metatype-construct-cast
        }
    }
}

func buildAll<T: Built>(_ type: T.Type, _ parts: [[String]]) throws -> [T] {
    var result: [T] = []
    for part in parts {
        let built: T = try type.build(parts: part)  // expect: metatype-construct-cast
        result.append(built)
    }
    return result
}
