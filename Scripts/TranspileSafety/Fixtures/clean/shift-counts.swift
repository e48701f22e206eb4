/// Shifts by an Int (or Int32) count, whatever is shifted.
struct ShiftCountsFixture {
    var written: Int64 = 0

    mutating func mark(_ index: Int, _ wide: Int64, _ small: Int32) {
        written = written | (Int64(1) << index)
        written = written | (Int64(1) << Int(wide))
        written = written >> 2
        written = written | (Int64(1) << Int(small))
    }
}
