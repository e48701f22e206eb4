func reinterpret(_ value: Int, _ array: [UInt8]) -> UInt {
    var copy = value
    withUnsafeMutableBytes(of: &copy) { _ in }  // expect: unsafe-call
    array.withUnsafeBufferPointer { _ in }  // expect: unsafe-call
    array
        .withUnsafeBytes { _ in }  // expect: unsafe-call
    _ = Swift.unsafeBitCast(value, to: UInt.self)  // expect: unsafe-call
    return unsafeBitCast(  // expect: unsafe-call
        value,
        to: UInt.self
    )
}
