final class Loader {
    let value: Int

    init(value: Int) async {  // expect: async-init-or-subscript
        self.value = value
    }

    init(sync value: Int) throws {
        self.value = value
    }

    subscript(index: Int) -> Int {
        get async {  // expect: async-init-or-subscript
            value + index
        }
    }

    subscript(name: String) -> Int { value }

    func load() async -> Int { value }

    var loaded: Int {
        get async { value }
    }
}
