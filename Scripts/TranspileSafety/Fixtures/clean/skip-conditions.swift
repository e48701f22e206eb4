#if canImport(Darwin)
import Darwin
#endif

/// Code the transpiler drops is not checked: an `#if !SKIP` clause, a Skip-less `#if` (which
/// skipstone does not process, so only its `#else` is translated), and a statement after
/// `// SKIP REPLACE:` (replaced by the directive's Kotlin).
public enum SkipConditionsFixture {
    #if !SKIP
    /// Swift only: Kotlin would reject the raw pointer and the fallthrough.
    public static func raw(_ pointer: OpaquePointer?, _ x: Int) -> Int {
        switch x {
        case 0: fallthrough
        default: return 1
        }
    }
    #endif

    #if DEBUG
    static let trace: UnsafeRawPointer? = nil
    #else
    static let trace = 0
    #endif

    public static func hex(_ byte: Int) -> String {
        // SKIP REPLACE: return byte.toString(16)
        return String(byte, radix: 16)
    }

    #if SKIP
    public static func kotlinOnly() -> Int { 1 }
    #else
    public static func swiftOnly(_ body: @autoclosure () -> Int) -> Int { body() }
    #endif
}
