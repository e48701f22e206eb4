import SwiftSyntax

/// `generic-static-member`: `T.member` or `T.self` where `T` is a generic parameter of the
/// enclosing function. Kotlin has no value for a type parameter: `T.self` becomes `T::class`,
/// which needs a reified `T` (a Swift `@inline(__always)` function becomes `inline fun <reified T>`),
/// and `T.member` names a companion member that a type parameter does not have, unless the body
/// declares a Kotlin value `T` for it, as SkipSQL does:
/// `// SKIP INSERT: val T = T::class.companionObjectInstance as SQLCodableCompanion`.
/// A metatype value (`type.member` with `type: T.Type`, `type(of: x).member`) is not reported:
/// skipstone reads its companion object at run time.
final class GenericStaticMemberRule: RuleVisitor {
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let clause = node.genericParameterClause, let body = node.body else { return .visitChildren }
        let names = Set(clause.parameters.map(\.name.text))
        let inline = node.attributes.contains { element in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "inline"
            else { return false }
            return attribute.arguments?.trimmedDescription == "__always"
        }
        let companions = Self.companionValues(in: body)
        for access in body.tokens(viewMode: .sourceAccurate).compactMap(Self.genericBaseAccess) {
            guard let base = access.base?.as(DeclReferenceExprSyntax.self), names.contains(base.baseName.text),
                Self.enclosingFunction(of: access) == node
            else { continue }
            let name = base.baseName.text
            let member = access.declName.baseName.text
            if member == "self" {
                if !inline {
                    report(
                        access, .genericStaticMember,
                        "`\(name).self` in \(node.name.text)<\(names.sorted().joined(separator: ", "))>, "
                            + "which is not @inline(__always)")
                }
            } else if !inline || !companions.contains(name) {
                var missing: [String] = []
                if !inline { missing.append("@inline(__always)") }
                if !companions.contains(name) {
                    missing.append("a `// SKIP INSERT: val \(name) = \(name)::class.companionObjectInstance as …` line")
                }
                report(
                    access, .genericStaticMember,
                    "`\(name).\(member)` in \(node.name.text) without " + missing.joined(separator: " and "))
            }
        }
        return .visitChildren
    }

    /// The member access whose base ends at `token`, when `token` is the base identifier.
    private static func genericBaseAccess(_ token: TokenSyntax) -> MemberAccessExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let access = reference.parent?.as(MemberAccessExprSyntax.self),
            access.base?.id == reference.id
        else { return nil }
        return access
    }

    /// The innermost function declaration around `node`.
    private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function }
            current = syntax.parent
        }
        return nil
    }

    /// The names `X` that a `// SKIP INSERT: val X = X::class.companionObjectInstance …` line in
    /// `body` declares as Kotlin values.
    static func companionValues(in body: CodeBlockSyntax) -> Set<String> {
        var names = Set<String>()
        for token in body.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia {
                guard case .lineComment(let text) = piece,
                    let range = text.range(of: "SKIP INSERT:")
                else { continue }
                let words = text[range.upperBound...].split(separator: " ")
                guard words.count >= 4, words[0] == "val", words[2] == "=" else { continue }
                let name = String(words[1])
                if words[3].hasPrefix(name + "::class.companionObjectInstance") { names.insert(name) }
            }
        }
        return names
    }
}
