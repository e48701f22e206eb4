import SwiftSyntax

/// `external-extension` and `extension-file-private`: Skip merges an extension into its type's
/// Kotlin class when the type is declared in the module, the extension has no generic
/// constraints and is not `private`/`fileprivate` in another file than the type; any other
/// extension becomes Kotlin extension functions, which cannot add conformances, constructors or
/// nested types. A merged extension from another file loses that file's private API.
final class ExtensionRules: RuleVisitor {
    /// Why Skip cannot merge the extension into its type, or nil when it can.
    private func unmovableReason(_ node: ExtensionDeclSyntax, name: String) -> String? {
        let module = context.module
        if !module.declares(name) {
            return "\(name) is not declared in this module"
        }
        if node.genericWhereClause != nil || Self.hasGenericArguments(node.extendedType) {
            return "the extension of \(name) has generic constraints"
        }
        if SyntaxNames.hasAccessLevel(node.modifiers, [.private, .fileprivate]),
            module.declaredTypes[name]?.contains(context.path) != true
        {
            return "the extension of \(name) is private in another file than \(name)"
        }
        return nil
    }

    static func hasGenericArguments(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.genericArgumentClause != nil
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause != nil
        }
        return !(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNames.simpleName(of: node.extendedType) ?? snippet(node.extendedType)
        guard let reason = unmovableReason(node, name: name) else {
            checkFilePrivateAPI(node, name: name)
            return .visitChildren
        }
        if let inheritance = node.inheritanceClause {
            report(
                inheritance.inheritedTypes,
                .externalExtension,
                "\(reason), so it cannot add the conformance `\(snippet(inheritance.inheritedTypes))`"
            )
        }
        for member in node.memberBlock.members {
            let decl = member.decl
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                report(initializer.initKeyword, .externalExtension, "\(reason), so it cannot add an initializer")
            } else if let type = TypeDeclaration(decl) {
                report(type.keyword, .externalExtension, "\(reason), so it cannot add \(type.kind) \(type.name)")
            }
        }
        return .visitChildren
    }

    /// `extension-file-private` for an extension Skip merges into a type of another file.
    private func checkFilePrivateAPI(_ node: ExtensionDeclSyntax, name: String) {
        guard context.module.declaredTypes[name]?.contains(context.path) == false else { return }
        guard let privateDeclaration = FilePrivateAPI.first(in: context.tree, skipping: Syntax(node)) else { return }
        report(
            node.extensionKeyword,
            .extensionFilePrivate,
            "extension of \(name) (declared in another file) in a file with file-private `\(privateDeclaration)`"
        )
    }
}

/// skipstone's `mayUseFilePrivateAPI`: a `fileprivate` declaration, or a `private` one outside any
/// type or extension; function and property bodies are not searched.
enum FilePrivateAPI {
    static func first(in tree: SourceFileSyntax, skipping skipped: Syntax) -> String? {
        for item in tree.statements {
            if case .decl(let decl) = item.item, let found = search(decl, insideType: false, skipping: skipped) {
                return found
            }
        }
        return nil
    }

    private static func search(_ decl: DeclSyntax, insideType: Bool, skipping skipped: Syntax) -> String? {
        guard Syntax(decl).id != skipped.id else { return nil }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let isFilePrivate =
            SyntaxNames.hasAccessLevel(modifiers, [.fileprivate])
            || (!insideType && SyntaxNames.hasAccessLevel(modifiers, [.private]))
        if isFilePrivate {
            return summary(of: decl)
        }
        guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return nil }
        for member in members {
            if let found = search(member.decl, insideType: true, skipping: skipped) {
                return found
            }
        }
        return nil
    }

    private static func summary(of decl: DeclSyntax) -> String {
        let text = decl.with(\.leadingTrivia, []).trimmedDescription.prefix { $0 != "{" && $0 != "\n" && $0 != "=" }
        let trimmed = String(text).trimmingTrailingSpaces
        return trimmed.count > 50 ? String(trimmed.prefix(47)) + "..." : trimmed
    }
}

extension String {
    /// The string without trailing spaces.
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " {
            result.removeLast()
        }
        return result
    }
}
