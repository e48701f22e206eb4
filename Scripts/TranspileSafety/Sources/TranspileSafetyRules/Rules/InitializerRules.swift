import SwiftSyntax

/// `generic-init` and `async-init-or-subscript`: initializer and subscript shapes that Kotlin
/// constructors and `get` operators cannot take.
final class InitializerRules: RuleVisitor {
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let generics = node.genericParameterClause {
            report(generics, .genericInit, "initializer with its own generic parameters `\(snippet(generics))`")
        }
        if let async = node.signature.effectSpecifiers?.asyncSpecifier {
            report(async, .asyncInitOrSubscript, "async initializer")
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .accessors(let accessors) = node.accessorBlock?.accessors {
            for accessor in accessors {
                if let async = accessor.effectSpecifiers?.asyncSpecifier {
                    report(async, .asyncInitOrSubscript, "subscript with an async `\(accessor.accessorSpecifier.text)`")
                }
            }
        }
        return .visitChildren
    }
}
