/// Closure parameters where Swift's trailing closure and Kotlin's trailing lambda agree.
public enum TrailingValue { case null }
public struct TrailingError: Error {}
public final class TrailingHandle {}

public final class TrailingObservers {
    public init() {}

    // The closure without a default last, after a defaulted one.
    public func observe(
        sql: String, parameters: [TrailingValue] = [], removeDuplicates: Bool = false,
        onError: ((TrailingError) -> Void)? = nil, onChange: @escaping ([[TrailingValue]]) -> Void
    ) -> TrailingHandle {
        TrailingHandle()
    }

    // One closure, last.
    func perform(label: String, _ body: () -> Void) {}

    // Closures that all have defaults.
    func reset(onDone: (() -> Void)? = nil) {}

    func use() -> TrailingHandle {
        perform(label: "x") {}
        reset {}
        return observe(sql: "SELECT 1") { rows in _ = rows.count }
    }
}
