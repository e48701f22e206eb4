import SwiftSyntax

/// `macro`: macro declarations and freestanding `#name` expansions other than the few that
/// skipstone translates. Attached macros are attributes (`unsupported-attribute`).
final class MacroRule: RuleVisitor {
    /// The expansions skipstone's `macroExpansionExpr` decoder translates (`ExpressionTypes.swift`).
    static let translatedExpansions: Set<String> = ["Preview", "warning", "error", "colorLiteral", "expect", "require"]

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.macroKeyword, .macro, "macro declaration `\(node.name.text)`")
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        check(pound: node.pound, name: node.macroName.text)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(pound: node.pound, name: node.macroName.text)
        return .visitChildren
    }

    private func check(pound: TokenSyntax, name: String) {
        guard !Self.translatedExpansions.contains(name) else { return }
        report(pound, .macro, "freestanding expansion #\(name)")
    }
}
