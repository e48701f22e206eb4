/// Overloads that keep one Kotlin or JVM signature.
public final class FixtureSession {
    public func attach(table: String) {  // expect: jvm-signature-clash
        attach(name: table)
    }

    private func attach(name: String?) {}  // expect: jvm-signature-clash

    func count(_ value: Int) -> Int { value }  // expect: jvm-signature-clash
}

extension FixtureSession {
    func count(_ value: Int32) -> Int { Int(value) }  // expect: jvm-signature-clash
}

/// skipstone's unused parameter goes to `(_:in:)`, whose `in` becomes `in_` in Kotlin and no
/// longer matches it.
public enum FixtureBinding {
    public static func check<T>(_ value: T?, in column: String) -> T? { value }  // expect: jvm-signature-clash
    public static func check<T>(_ value: T?, _ column: String) -> T? { value }  // expect: jvm-signature-clash
}
