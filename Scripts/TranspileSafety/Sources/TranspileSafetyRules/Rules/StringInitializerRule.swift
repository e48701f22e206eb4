import SwiftSyntax

/// `string-initializer`: `String(…)` with argument labels that no `String` function of SkipLib or
/// SkipFoundation takes, such as `String(decoding:as:)`, `String(cString:)`,
/// `String(validatingUTF8:)`, `String(_:radix:)` or `String(reflecting:)`. skipstone keeps the
/// labels as Kotlin named arguments, which no overload declares.
final class StringInitializerRule: RuleVisitor {
    /// The label lists SkipLib (`Skip/String.kt`, `String.swift`) and SkipFoundation
    /// (`String.swift`, `Unicode.swift`) declare, `_` for an unlabeled argument; `localized` takes
    /// further labeled arguments with defaults.
    static let known: Set<[String]> = [
        [], ["_"], ["describing"], ["repeating", "count"], ["format"], ["format", "arguments"],
        ["data", "encoding"], ["bytes", "encoding"], ["contentsOf"], ["contentsOf", "encoding"],
    ]

    static func isKnown(_ labels: [String]) -> Bool {
        if known.contains(labels) { return true }
        if labels.first == "format" && labels.dropFirst().allSatisfy({ $0 == "_" }) { return true }
        return labels.first == "localized"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isStringCallee(node.calledExpression) else { return .visitChildren }
        let labels = CallMatching.arguments(of: node).map { $0.label ?? "_" }
        guard !Self.isKnown(labels), CallMatching.candidates(node, in: context.module.members).isEmpty else {
            return .visitChildren
        }
        let name = "String(" + labels.map { $0 + ":" }.joined() + ")"
        report(node.calledExpression, .stringInitializer, "\(name) is not in SkipLib or SkipFoundation")
        return .visitChildren
    }

    /// `String`, `Swift.String`, `String.init`.
    static func isStringCallee(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "String" }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if member.declName.baseName.text == "init" { return isStringCallee(base) }
        return member.declName.baseName.text == "String"
            && base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
    }
}
