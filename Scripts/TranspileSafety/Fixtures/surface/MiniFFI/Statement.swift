package final class Statement {
    package init() {}

    package func bind(_ value: Int64, at index: Int32) throws(Failure) {}

    package func bind(_ value: String, at index: Int32) throws(Failure) {}

    /// Same name, other labels, never called with them: not listed.
    package func bind(_ value: Double, named name: String) throws(Failure) {}

    package func step() throws(Failure) -> Bool { false }

    @discardableResult package func finalize() -> Int32 { 0 }

    package func row() -> Row { Row(values: []) }

    /// Named like a standard library member, used on a `Statement`: listed.
    package var count: Int { 0 }

    /// Used only on a closure parameter, whose type the syntax does not tell: listed by name.
    package func closing() -> Int32 { 0 }

    package static func make<T: Sendable>(_ seed: T) -> Statement where T: Equatable { Statement() }
}
