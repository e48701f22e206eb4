import SwiftSyntax

/// `macro`: macro declarations and freestanding `#name` expansions. Attached macro roles and
/// attached macro uses (`@Name` on a declaration) are reported by AttributeRules.
final class MacroRule: RuleVisitor {
    /// The `#` literals that the transpiler maps to plain values.
    static let allowedExpansions: Set<String> = ["file", "line", "function", "column", "fileID", "filePath"]

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.macroKeyword, .macro, "macro declaration `\(node.name.text)`; \(RuleID.macro.why)")
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
        guard !Self.allowedExpansions.contains(name) else { return }
        report(pound, .macro, "freestanding expansion #\(name); \(RuleID.macro.why)")
    }
}
