/// Private members of a type, and locals, are not file-private API.
extension Statement {
    private func bindingBase() -> Int64 {
        let local: Int64 = 1
        return local
    }

    func bind() -> Int64 { bindingBase() }
}

struct Binder {
    private var count = 0
}
