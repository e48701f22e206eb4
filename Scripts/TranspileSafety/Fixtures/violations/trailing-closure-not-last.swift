/// Closure parameters without a default that only defaulted parameters follow: Swift passes a
/// trailing closure to them, Kotlin to the last parameter.
public enum SQLValue { case null }
public struct SQLError: Error {}
public final class Handle {}

public typealias RowsHandler = ([[SQLValue]]) -> Void

public final class Observers {
    public init() {}

    public func observe(sql: String, onChange: @escaping ([[SQLValue]]) -> Void, onError: ((SQLError) -> Void)? = nil) -> Handle {  // expect: trailing-closure-not-last
        Handle()
    }

    // Any type after the closure: the trailing lambda goes to `label`.
    func run(body: () -> Void, label: String = "") {}  // expect: trailing-closure-not-last

    // Several defaulted parameters, the report on the closure's line.
    public func observeAll(
        sql: String,
        removeDuplicates: Bool = false,
        onChange: @escaping RowsHandler,  // expect: trailing-closure-not-last
        parameters: [SQLValue] = [],
        onError: ((SQLError) -> Void)? = nil
    ) -> Handle {
        Handle()
    }

    // Initializers too, and every access level.
    init(label: String, action: @escaping () -> Void, queue: Int = 0) {}  // expect: trailing-closure-not-last
    private static func each(_ body: (Int) -> Bool, limit: Int? = nil) {}  // expect: trailing-closure-not-last

    // Not reported: the fixed order (a defaulted closure first, the closure without a default last).
    public func observeFixed(sql: String, onError: ((SQLError) -> Void)? = nil, onChange: @escaping ([[SQLValue]]) -> Void) -> Handle {
        Handle()
    }

    // Not reported: one closure, last.
    func perform(label: String, _ body: () -> Void) {}

    // Not reported: every closure has a default.
    func reset(sql: String, onError: ((SQLError) -> Void)? = nil, onDone: (() -> Void)? = nil) {}

    // Not reported: a parameter without a default follows the closure (no trailing closure reaches it).
    func map(_ transform: (Int) -> Int, over values: [Int]) -> [Int] { values.map(transform) }

    // Not reported: the last parameter without a default takes no closure.
    func read(body: () -> Void, count: Int, label: String = "") {}

    // Not reported: nothing follows the closure.
    func later(delay: Int = 0, _ body: @escaping () -> Void) {}
}
