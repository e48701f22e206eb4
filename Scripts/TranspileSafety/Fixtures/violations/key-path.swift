struct Row {
    var name: String
    var tags: [String]
    var parent: Parent?
}

struct Parent {
    var name: String
}

func names(_ rows: [Row]) -> [String] {
    let path = \Row.name  // expect: key-path
    _ = path
    let sorted = rows.sorted { $0.name < $1.name }
    return sorted.map(\.name) + rows.map(\Row.name) + rows.compactMap(\.parent?.name)  // expect: key-path
}

func firstTags(_ rows: [Row]) -> [String] {
    rows.map(\.tags[0])  // expect: key-path
}

func keyed(_ rows: [Row], by key: KeyPath<Row, String>) -> [Row] {  // expect: key-path
    rows.sorted { first, second in
        first[keyPath: key] < second.name  // expect: key-path
    }
}

func makePath() -> WritableKeyPath<Row, String> {  // expect: key-path
    \.name  // expect: key-path
}
