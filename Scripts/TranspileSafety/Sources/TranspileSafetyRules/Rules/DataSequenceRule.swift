import SwiftSyntax

/// `data-sequence`: a `Data` used as a sequence of bytes: `for byte in data`, or a Sequence or
/// Collection member SkipFoundation's `Data` lacks (`map`, `filter`, `forEach`, `reduce`,
/// `first`, …), on a value known to be `Data` (``FileTypes``: annotated, `Data(…)`, a
/// `case .blob(let value)` whose associated value the module declares `Data`). SkipFoundation's
/// `Data` wraps a Kotlin `ByteArray` and conforms to no Sequence; `data.bytes` (Kotlin, behind
/// `// SKIP REPLACE:`) or `[UInt8](data)` gives the bytes.
final class DataSequenceRule: RuleVisitor {
    /// Sequence and Collection members that SkipFoundation's `Data.swift` does not declare.
    static let sequenceMembers: Set<String> = [
        "allSatisfy", "compactMap", "contains(where:)", "drop", "dropFirst", "dropLast", "elementsEqual",
        "enumerated", "filter", "first", "firstIndex", "flatMap", "forEach", "indices", "joined", "last",
        "lastIndex", "lazy", "makeIterator", "map", "max", "min", "prefix", "reduce", "reversed", "sorted",
        "split", "starts", "suffix", "withContiguousStorageIfAvailable", "zip",
    ]

    private func isData(_ expression: ExprSyntax) -> Bool {
        context.types.type(of: expression)?.unwrapped.text == "Data"
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if isData(node.sequence) {
            report(node.sequence, .dataSequence, "`for … in \(snippet(node.sequence))` iterates a Data")
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .visitChildren }
        var name = node.declName.baseName.text
        if name == "contains", let call = node.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == node.id,
            call.arguments.first?.label?.text == "where" || call.trailingClosure != nil
        {
            name = "contains(where:)"
        }
        if Self.sequenceMembers.contains(name), isData(base) {
            report(node.declName, .dataSequence, "`\(snippet(base)).\(name)` uses a Data as a sequence")
        }
        return .visitChildren
    }
}
