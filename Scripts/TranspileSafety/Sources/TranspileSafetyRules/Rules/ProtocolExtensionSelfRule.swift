import SwiftSyntax

/// `protocol-extension-self`: `Self.member` in a member of an extension of a protocol of the
/// module. skipstone moves a protocol's static requirements into a `…Companion` interface and
/// writes `Self.member` as `Companion.member`, which a Kotlin interface (or its companion
/// interface) does not have. SkipSQL writes `type(of: self).member` in an instance member, which
/// skipstone reads through `companionObjectInstance`.
final class ProtocolExtensionSelfRule: RuleVisitor {
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.Self),
            node.declName.baseName.text != "init", let protocolName = enclosingProtocolExtension(of: node)
        else { return .visitChildren }
        report(
            node, .protocolExtensionSelf,
            "`\(snippet(node))` in an extension of protocol \(protocolName); write `type(of: self).\(node.declName.baseName.text)`"
        )
        return .visitChildren
    }

    private func enclosingProtocolExtension(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                let name = TypeNames.simpleName(of: extensionDecl.extendedType) ?? ""
                return context.module.protocols.contains(name) ? name : nil
            }
            if TypeDeclaration(syntax) != nil { return nil }
            current = syntax.parent
        }
        return nil
    }
}
