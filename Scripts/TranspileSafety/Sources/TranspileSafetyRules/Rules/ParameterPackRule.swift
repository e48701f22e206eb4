import SwiftSyntax

/// `parameter-pack`: variadic generics.
final class ParameterPackRule: RuleVisitor {
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        if let specifier = node.specifier, specifier.tokenKind == .keyword(.each) {
            report(
                specifier, .parameterPack, "type parameter pack `each \(node.name.text)`")
        }
        return .visitChildren
    }

    override func visit(_ node: PackExpansionTypeSyntax) -> SyntaxVisitorContinueKind {
        report(node, .parameterPack, "pack expansion type `\(snippet(node))`")
        return .skipChildren
    }

    override func visit(_ node: PackExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        report(node, .parameterPack, "pack expansion `\(snippet(node))`")
        return .skipChildren
    }

    override func visit(_ node: PackElementTypeSyntax) -> SyntaxVisitorContinueKind {
        // Reached only outside a `repeat` (those are skipped above), e.g. `(each T)` in a requirement.
        report(node, .parameterPack, "pack element type `\(snippet(node))`")
        return .skipChildren
    }

    override func visit(_ node: PackElementExprSyntax) -> SyntaxVisitorContinueKind {
        report(node, .parameterPack, "pack element `\(snippet(node))`")
        return .skipChildren
    }
}
