import SwiftSyntax

/// `nested-in-generic`: a type whose nearest enclosing declaration is a generic struct, class,
/// enum or actor, or an extension with a `where` clause (skipstone checks the owning type
/// declaration's generics, which for an extension are its constraints). Typealiases stay
/// allowed; types in code bodies are `local-type`'s.
final class NestedInGenericRule: TypeDeclarationVisitor {
    override func check(_ declaration: TypeDeclaration) {
        guard declaration.kind != "typealias" else { return }
        var node = declaration.node.parent
        while let current = node {
            if TypeDeclaration.isCodeBody(current) || current.is(SourceFileSyntax.self) {
                return
            }
            if let decl = current.asProtocol(DeclGroupSyntax.self) {
                if let outer = genericOuter(decl) {
                    report(
                        declaration.keyword, .nestedInGeneric,
                        "\(declaration.kind) \(declaration.name) is nested in \(outer)")
                }
                return
            }
            node = current.parent
        }
    }

    /// A description of `decl` when it is generic, or nil.
    private func genericOuter(_ decl: some DeclGroupSyntax) -> String? {
        let syntax = Syntax(decl)
        if let type = syntax.asProtocol(WithGenericParametersSyntax.self), type.genericParameterClause != nil,
            let name = syntax.asProtocol(NamedDeclSyntax.self)?.name.text
        {
            return "generic type \(name)"
        }
        if let extensionDecl = syntax.as(ExtensionDeclSyntax.self), let whereClause = extensionDecl.genericWhereClause {
            return "an extension of \(snippet(extensionDecl.extendedType)) with `\(snippet(whereClause))`"
        }
        return nil
    }
}
