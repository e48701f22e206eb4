/// Shifts whose count is not an Int: Kotlin's shl and shr take an Int.
struct WrittenColumns {
    var written: Int64 = 0
    let limit: Int64 = 63

    mutating func mark(_ index: Int, _ wide: Int64, _ small: UInt8) {
        written = written | (Int64(1) << Int64(index))  // expect: shift-count-type
        written = written | (Int64(1) << wide)  // expect: shift-count-type
        written = written >> limit  // expect: shift-count-type
        written = written | (1 << Int64(small))  // expect: shift-count-type
        written = written | (Int64(1) << small)  // expect: shift-count-type
    }
}
