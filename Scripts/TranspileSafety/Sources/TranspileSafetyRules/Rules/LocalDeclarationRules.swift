import SwiftSyntax

/// `local-type` and `local-variable-accessors`: declarations inside a function, initializer,
/// accessor or closure body (at any depth of `if` / `do` / loops in it) that Kotlin has no local
/// form for. Local typealiases and local functions are fine.
final class LocalDeclarationRules: TypeDeclarationVisitor {
    /// Whether `node` sits in a body of code rather than at file or member level.
    static func isLocal(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if TypeDeclaration.isCodeBody(syntax) { return true }
            if syntax.is(MemberBlockSyntax.self) || syntax.is(SourceFileSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    override func check(_ declaration: TypeDeclaration) {
        guard declaration.kind != "typealias", Self.isLocal(declaration.node) else { return }
        report(
            declaration.keyword,
            .localType,
            "\(declaration.kind) \(declaration.name) is declared inside a body of code"
        )
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isLocal(Syntax(node)) else { return .visitChildren }
        if let lazy = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) }) {
            report(lazy, .localVariableAccessors, "lazy local variable `\(snippet(node.bindings))`")
        }
        for binding in node.bindings {
            if let accessors = binding.accessorBlock {
                report(
                    accessors,
                    .localVariableAccessors,
                    "local variable `\(snippet(binding.pattern))` with accessors or observers"
                )
            }
        }
        return .visitChildren
    }
}
