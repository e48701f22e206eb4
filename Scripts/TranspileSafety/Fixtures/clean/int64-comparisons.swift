/// Int64 values compared with Int64 values, and ordered against literals (Kotlin's Long has
/// compareTo(Int)).
enum Int64ComparisonsFixture {
    case count(Int64)

    var countValue: Int64? {
        if case .count(let value) = self { return value }
        return nil
    }

    static func checks(_ values: [Int64ComparisonsFixture], _ total: Int64) -> [Bool] {
        [
            values[0] == Int64ComparisonsFixture.count(1),
            values[0].countValue == Int64(1),
            total != Int64(0),
            total > 0 && total <= 10,
            values[0].countValue == nil,
            values.count == 0,
        ]
    }
}
