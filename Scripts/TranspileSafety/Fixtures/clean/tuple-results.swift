/// A tuple result kept whole, destructured into new names, or assigned to names that have values.
func tupleResultsPair() throws -> (statement: String?, hasMore: Bool) { (nil, false) }

func tupleResultsFixture() throws -> String {
    let prepared = try tupleResultsPair()
    let (statement, hasMore) = try tupleResultsPair()
    var count = 0
    var label = ""
    (count, label) = (1, "one")
    return (prepared.statement ?? "") + (statement ?? "") + (hasMore ? label : "") + String(count)
}
