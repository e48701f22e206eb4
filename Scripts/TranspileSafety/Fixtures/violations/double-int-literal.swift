struct Stats {
    var ratio: Double
    var weight: Float = 0.5
    var count: Int
}

func judge(_ stats: Stats, threshold: Double, row: Row) -> Bool {
    let scale = 2.5
    let converted = Double(stats.count)
    if stats.ratio == 0 { return false }  // expect: double-int-literal
    if threshold > 1 { return true }  // expect: double-int-literal
    if 0 < scale { return true }  // expect: double-int-literal
    if converted != -1 { return true }  // expect: double-int-literal
    if stats.weight <= 3 { return true }  // expect: double-int-literal
    if try! row.real(at: 0) >= 1 { return true }  // expect: double-int-literal
    if row.realValue == 2 { return true }  // expect: double-int-literal
    if Double(stats.count) / 2 > 10 { return true }  // expect: double-int-literal
    if stats.count * 2 + 1 > 10, (measure() as Double) > 0 { return true }  // expect: double-int-literal
    if stats.count > 0 && threshold * 0.5 < 4 { return true }  // expect: double-int-literal
    if Double.pi > 3 { return true }  // expect: double-int-literal
    let flag = threshold
        ==  // the report points at the literal's line
        7  // expect: double-int-literal
    return flag && stats.count == 0
}

func measure() -> Double { 1.0 }

struct Row {
    var realValue: Double
    func real(at index: Int32) throws -> Double { 0.0 }
}
