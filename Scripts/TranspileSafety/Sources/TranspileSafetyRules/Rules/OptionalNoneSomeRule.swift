import SwiftSyntax

/// `optional-none-some`: `.none` / `.some` of an Optional. `Optional.none`, `Optional<T>.some(x)`
/// always count; an implicit `.none` / `.some(x)` counts when no enum case or static member of the
/// module has that name (so it can only be Optional's, unless a type of another module has one).
final class OptionalNoneSomeRule: RuleVisitor {
    static let names: Set<String> = ["none", "some"]

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard Self.names.contains(name) else { return .visitChildren }
        if let base = node.base {
            if Self.isOptionalType(base) {
                report(node, .optionalNoneSome, "`\(snippet(node))`: write nil or the value")
            }
        } else if !context.module.enumCaseNames.contains(name), !context.module.staticMemberNames.contains(name) {
            report(
                node, .optionalNoneSome,
                "`.\(name)` is Optional's (no case or static member of the module has that name)")
        }
        return .visitChildren
    }

    /// `Optional`, `Optional<T>`, `Swift.Optional`.
    static func isOptionalType(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "Optional"
        }
        if let specialized = base.as(GenericSpecializationExprSyntax.self) {
            return isOptionalType(specialized.expression)
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "Optional"
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
        }
        return false
    }
}
