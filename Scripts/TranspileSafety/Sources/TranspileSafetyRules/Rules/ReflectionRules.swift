import SwiftSyntax

/// `key-path` and `mirror`: values that describe other values at run time.
final class ReflectionRules: RuleVisitor {
    static let keyPathTypes: Set<String> = [
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
    ]
    static let reflectionTypes: Set<String> = ["Mirror", "CustomReflectable", "CustomLeafReflectable"]

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        report(node, .keyPath, "key path \(snippet(node)); \(RuleID.keyPath.why)")
        // `\.a[\.b]` is one key path; the outer one is enough.
        return .skipChildren
    }

    private func checkName(_ name: String, at node: some SyntaxProtocol) {
        if Self.keyPathTypes.contains(name) {
            report(node, .keyPath, "\(name) is a key-path type; \(RuleID.keyPath.why)")
        } else if Self.reflectionTypes.contains(name) {
            report(node, .mirror, "\(name) is runtime reflection; \(RuleID.mirror.why)")
        }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        checkName(node.name.text, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Swift" {
            checkName(node.name.text, at: node.name)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if ExpressionShapes.isGlobalReference(node) {
            checkName(node.baseName.text, at: node)
        }
        return .visitChildren
    }
}
