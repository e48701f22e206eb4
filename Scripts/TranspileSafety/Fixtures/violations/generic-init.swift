struct Row {
    var values: [String]

    init(values: [String]) {
        self.values = values
    }

    init<S: Sequence>(_ sequence: S) where S.Element == String {  // expect: generic-init
        self.values = Array(sequence)
    }

    func mapped<T>(_ transform: (String) -> T) -> [T] { values.map(transform) }
}

struct Box<Value> {
    var value: Value

    init(value: Value) {
        self.value = value
    }
}
