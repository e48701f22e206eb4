// Raw pointer types in every position the checker looks at.
struct Buffers {
    var raw: UnsafeMutableRawPointer?  // expect: pointer-type
    var bytes: UnsafeRawBufferPointer  // expect: pointer-type
    var handle: OpaquePointer  // expect: pointer-type
    var qualified: Swift.UnsafePointer<Int8>  // expect: pointer-type
    var list: [UnsafeMutableBufferPointer<UInt8>] = []  // expect: pointer-type
}

func allocate() {
    let p = UnsafeMutablePointer<Int>.allocate(capacity: 4)  // expect: pointer-type
    let opaque = OpaquePointer(p)  // expect: pointer-type
    _ = opaque
    let size = MemoryLayout<
        UnsafeRawPointer  // expect: pointer-type
    >.size
    _ = size
}

typealias Statement = OpaquePointer  // expect: pointer-type
