import SwiftSyntax

/// `shift-count-type`: `x << n` or `x >> n` whose count `n` is known (``FileTypes``) to be an
/// integer other than `Int` or `Int32`: `Int64(1) << Int64(index)`. skipstone writes `shl`/`shr`,
/// and Kotlin's `Long.shl`, `Int.shl` (and `shr`) take an `Int` count; Swift's shifts take any
/// integer.
final class ShiftCountRule: RuleVisitor {
    /// Integer types whose Kotlin type is not `Int`.
    static let nonIntCounts: Set<String> = ["Int8", "Int16", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in stride(from: 1, to: elements.count - 1, by: 2) {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "<<" || op == ">>",
                let count = context.types.type(of: elements[index + 1]),
                Self.nonIntCounts.contains(count.unwrapped.text)
            else { continue }
            let shifted = snippet(elements[index + 1])
            report(elements[index + 1], .shiftCountType, "shift count `\(shifted)` is \(count); shift by an Int")
        }
        return .visitChildren
    }
}
