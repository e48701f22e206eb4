/// A fileprivate extension in another file than its type is not merged.
fileprivate extension Version {
    init(zero: Bool) {  // expect: external-extension
        self.major = 0
    }

    var isZero: Bool { major == 0 }
}
