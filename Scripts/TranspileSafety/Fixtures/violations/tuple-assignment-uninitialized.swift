/// A tuple assigned to names declared earlier without a value.
func nextPair() throws -> (String?, Bool) { (nil, false) }

func prepare() throws -> String {
    let compiled: String?
    let hasMore: Bool
    do {
        (compiled, hasMore) = try nextPair()  // expect: tuple-assignment-uninitialized, tuple-assignment-uninitialized
    } catch {
        throw error
    }
    // kotlinc reports a `var` where it is read: "Variable 'count' must be initialized".
    var count: Int
    var label = ""
    (count, label) = (1, "one")  // expect: tuple-assignment-uninitialized
    return (compiled ?? "") + (hasMore ? label : "") + String(count)
}
