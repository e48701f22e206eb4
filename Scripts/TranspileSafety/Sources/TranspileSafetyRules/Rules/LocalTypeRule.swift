import SwiftSyntax

/// `local-type`: types and typealiases declared inside a function, initializer, accessor or
/// closure body (at any depth of `if`/`do`/loops inside it).
final class LocalTypeRule: TypeDeclarationVisitor {
    override func check(_ declaration: TypeDeclaration) {
        var node = declaration.node.parent
        while let current = node {
            if TypeDeclaration.isCodeBody(current) {
                report(
                    declaration.keyword,
                    .localType,
                    "\(declaration.kind) \(declaration.name) is declared inside a body of code; \(RuleID.localType.why)"
                )
                return
            }
            if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) {
                return
            }
            node = current.parent
        }
    }
}
