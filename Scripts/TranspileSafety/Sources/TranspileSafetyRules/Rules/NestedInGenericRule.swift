import SwiftSyntax

/// `nested-in-generic`: a type declared in a generic struct/class/enum/actor, or in an
/// extension of one (generic types of the run's files and of the standard library, by name).
/// Typealiases are not types and stay allowed; types in code bodies are `local-type`'s.
final class NestedInGenericRule: TypeDeclarationVisitor {
    override func check(_ declaration: TypeDeclaration) {
        guard declaration.kind != "typealias" else { return }
        var node = declaration.node.parent
        while let current = node {
            if TypeDeclaration.isCodeBody(current) || current.is(SourceFileSyntax.self) {
                return
            }
            if let outer = genericOuterName(current) {
                report(
                    declaration.keyword,
                    .nestedInGeneric,
                    "\(declaration.kind) \(declaration.name) is nested in generic type \(outer); \(RuleID.nestedInGeneric.why)"
                )
                return
            }
            node = current.parent
        }
    }

    /// The name of `node` when it is a generic type or an extension of one.
    private func genericOuterName(_ node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self), decl.genericParameterClause != nil {
            return decl.name.text
        }
        if let decl = node.as(ClassDeclSyntax.self), decl.genericParameterClause != nil {
            return decl.name.text
        }
        if let decl = node.as(EnumDeclSyntax.self), decl.genericParameterClause != nil {
            return decl.name.text
        }
        if let decl = node.as(ActorDeclSyntax.self), decl.genericParameterClause != nil {
            return decl.name.text
        }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            let type = extensionDecl.extendedType
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
                || type.is(OptionalTypeSyntax.self)
            {
                return snippet(type)
            }
            if let name = TypeNames.simpleName(of: type), context.project.isGeneric(name) {
                return name
            }
        }
        return nil
    }
}
