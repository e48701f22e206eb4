/// Empty array literals given as the element of an array of arrays.
func emptyElements() -> Int {
    var rows: [[Int]] = []
    rows.append([])  // expect: empty-literal-element
    rows.append(([]))  // expect: empty-literal-element
    rows.insert([], at: 0)  // expect: empty-literal-element
    let none: [Int] = []
    rows.append(none)
    rows.append([1])
    rows.append(contentsOf: [])
    rows.insert([2], at: 0)
    return rows.count
}
