import SwiftSyntax

/// `public-inout`: `inout` in the parameters of a public or open function, initializer or
/// subscript, including members of a `public extension` and requirements of a public protocol,
/// and including `inout` inside closure-typed parameters.
final class PublicInoutRule: RuleVisitor {
    private static let publicKeywords: Set<Keyword> = [.public, .open]
    private static let restrictingKeywords: Set<Keyword> = [.private, .fileprivate, .internal, .package]

    private func isPublic(_ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) -> Bool {
        if SyntaxNames.hasModifier(modifiers, Self.publicKeywords) { return true }
        if SyntaxNames.hasModifier(modifiers, Self.restrictingKeywords) { return false }
        // The declaration's container: MemberBlockItem → MemberBlockItemList → MemberBlock → decl.
        let container = node.parent?.parent?.parent?.parent
        if let extensionDecl = container?.as(ExtensionDeclSyntax.self) {
            return SyntaxNames.hasModifier(extensionDecl.modifiers, Self.publicKeywords)
        }
        if let protocolDecl = container?.as(ProtocolDeclSyntax.self) {
            return SyntaxNames.hasModifier(protocolDecl.modifiers, Self.publicKeywords)
        }
        return false
    }

    private func check(_ parameters: FunctionParameterClauseSyntax, in description: String) {
        for token in parameters.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.inout) {
            report(token, .publicInout, "inout parameter in public \(description); \(RuleID.publicInout.why)")
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers, node) {
            check(node.signature.parameterClause, in: "func \(node.name.text)")
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers, node) {
            check(node.signature.parameterClause, in: "init")
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers, node) {
            check(node.parameterClause, in: "subscript")
        }
        return .visitChildren
    }
}
