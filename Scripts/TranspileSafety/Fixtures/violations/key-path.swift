struct Row {
    var name: String
}

func names(_ rows: [Row]) -> [String] {
    let path = \Row.name  // expect: key-path
    _ = path
    return rows.map(\.name)  // expect: key-path
}

func sorted(_ rows: [Row], by key: KeyPath<Row, String>) -> [Row] {  // expect: key-path
    rows.sorted { first, second in
        first[keyPath: key] < second[keyPath:
            \Row  // expect: key-path
            .name]
    }
}
