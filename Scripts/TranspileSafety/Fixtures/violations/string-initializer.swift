import Foundation

/// String initializers that neither SkipLib nor SkipFoundation declares.
func decodedTexts(_ bytes: [UInt8], _ count: Int) -> [String] {
    [
        String(decoding: bytes, as: UTF8.self),  // expect: string-initializer
        String(decoding: bytes[0..<1], as: Unicode.UTF8.self),  // expect: string-initializer
        String(count, radix: 16),  // expect: string-initializer
        String(reflecting: count),  // expect: string-initializer
        String.init(describing: count),
    ]
}
