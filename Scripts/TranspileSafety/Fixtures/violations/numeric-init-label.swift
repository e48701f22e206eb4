func conversions(_ index: Int, _ value: UInt64, _ ratio: Double, _ text: String) -> Int32 {
    let plain = Int32(index)
    let parsed = Int(text) ?? 0
    let widened = Int64(plain) + Int64(parsed)
    let clamped = Int32(clamping: index)  // expect: numeric-init-label
    let truncated = Int32(truncatingIfNeeded: widened)  // expect: numeric-init-label
    let exact = Int(exactly: ratio)  // expect: numeric-init-label
    let bits = Int64(bitPattern: value)  // expect: numeric-init-label
    let hex = Int(text, radix: 16)  // expect: numeric-init-label
    let viaInit = UInt8.init(clamping: index)  // expect: numeric-init-label
    let qualified = Swift.Int16(  // expect: numeric-init-label
        truncatingIfNeeded: index)
    // SKIP NOWARN does not fix Kotlin that does not compile.
    let muted = Int32(clamping: index)  // expect: numeric-init-label
    _ = (exact, bits, hex, viaInit, qualified)
    return clamped &+ truncated &+ muted &+ Int32(Double(index) * ratio)
}

struct Counter {
    init(clamping value: Int) {}
}

let custom = Counter(clamping: 3)
