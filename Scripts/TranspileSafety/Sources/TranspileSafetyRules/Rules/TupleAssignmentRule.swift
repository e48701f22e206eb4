import SwiftSyntax

/// `tuple-assignment-uninitialized`: a tuple assigned to names declared earlier without a value,
/// `let a: T; let b: U; (a, b) = try f()`. skipstone writes the assignment as
/// `for (unusedi in 0..0) { val tmptuple = f(); a = tmptuple.element0; b = tmptuple.element1 }`,
/// and Kotlin proves no definite assignment through a loop: a `val` is reassigned
/// (VAL_REASSIGNMENT) and any variable is "not initialized" where it is read. Names declared with
/// an initial value, and properties, are fine.
final class TupleAssignmentRule: RuleVisitor {
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let tuple = elements[0].as(TupleExprSyntax.self)
        else { return .visitChildren }
        for element in tuple.elements {
            guard let reference = element.expression.as(DeclReferenceExprSyntax.self),
                let (_, declaration) = LocalScopes.declaration(of: reference.baseName.text, at: reference),
                let binding = declaration.parent?.as(PatternBindingSyntax.self), binding.initializer == nil,
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
            else { continue }
            report(
                reference, .tupleAssignmentUninitialized,
                "`\(reference.baseName.text)`, declared `\(variable.bindingSpecifier.text)` without a value, is assigned from a tuple"
            )
        }
        return .visitChildren
    }
}
