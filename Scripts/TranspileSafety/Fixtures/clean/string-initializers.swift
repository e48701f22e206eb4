import Foundation

/// The String initializers SkipLib and SkipFoundation declare.
func stringInitializersFixture(_ bytes: [UInt8], _ count: Int) -> [String] {
    [
        String(count),
        String(describing: count),
        String(repeating: "-", count: count),
        String(format: "%d items", count),
        String(data: Data(bytes), encoding: .utf8) ?? "",
        String(bytes: bytes, encoding: .utf8) ?? "",
    ]
}
