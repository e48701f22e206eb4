import SwiftSyntax

/// `enum-reserved-property`: a non-static `name` or `ordinal` property of an enum that Skip
/// turns into a Kotlin `enum class`, declared in the enum or in an extension of it that Skip
/// merges into the enum (same module, no `where` clause).
final class EnumReservedPropertyRule: RuleVisitor {
    static let reservedNames: Set<String> = ["name", "ordinal"]

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if context.module.isKotlinEnumClass(name) {
            check(node.memberBlock, enumName: name)
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericWhereClause == nil, let name = TypeNames.simpleName(of: node.extendedType),
            context.module.isKotlinEnumClass(name)
        {
            check(node.memberBlock, enumName: name)
        }
        return .visitChildren
    }

    private func check(_ members: MemberBlockSyntax, enumName: String) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !SyntaxNames.hasModifier(variable.modifiers, [.static, .class])
            else { continue }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let name = SyntaxNames.unescaped(pattern.identifier.text)
                if Self.reservedNames.contains(name) {
                    report(
                        pattern.identifier,
                        .enumReservedProperty,
                        "property `\(name)` of enum \(enumName), which Skip makes a Kotlin enum class"
                    )
                }
            }
        }
    }
}
