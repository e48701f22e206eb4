/// Overloads that skipstone disambiguates or that differ on the JVM.
public final class CleanSession {
    public func attach(table: String) { attachTable(named: table) }
    private func attachTable(named name: String?) {}
    // Same types, different labels: skipstone appends an unused parameter.
    func put(a: Int) {}
    func put(b: Int) {}
    func take(x: [String]) {}
    func take(y: [Int]) {}
    // `int` and `Integer` on the JVM.
    func put(_ c: Int?) {}
    // Static and instance functions are in different Kotlin classes.
    static func attach(table: String) {}
    func value(_ x: Int64) {}
    func value(_ x: Double) {}
}

public enum CleanBinding {
    public static func check(_ value: Int?, on column: String) -> Int { value ?? 0 }
    public static func check(_ value: Int?, _ column: String) -> Int { value ?? 0 }
}
