import SwiftSyntax

/// `actor-mutable-property`: `var`s of an actor that other code could set.
final class ActorMutablePropertyRule: RuleVisitor {
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var),
                !SyntaxNames.hasAccessLevel(variable.modifiers, [.private, .fileprivate]),
                !variable.bindings.allSatisfy(Self.isReadOnlyComputed)
            else { continue }
            report(
                variable.bindingSpecifier,
                .actorMutableProperty,
                "`var \(snippet(variable.bindings))` of actor \(node.name.text) is not private"
            )
        }
        return .visitChildren
    }

    /// `var x: T { ... }` or `var x: T { get ... }` without a setter.
    static func isReadOnlyComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter:
            return true
        case .accessors(let accessors):
            return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil:
            return false
        }
    }
}
