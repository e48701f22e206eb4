import SwiftSyntax

/// `metatype-construct-cast`: a static function of the module that returns `Self`, called through
/// a metatype value (a parameter or local of type `T.Type`, `type(of: x)`) without casting the
/// result: `append(try type.construct(row: …))`. skipstone calls it through the metatype's
/// companion (`(type.companionObjectInstance as SQLCodableCompanion).construct(…)`), whose
/// function returns the protocol type, not `T`; Kotlin needs `as T` (SkipSQL writes
/// `… as T`). skipstone warns for `.init` called so (`kotlinConstructorCastStaticInitResult`),
/// not for other static functions.
final class MetatypeConstructCastRule: RuleVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text != "init", isMetatypeValue(base)
        else { return .visitChildren }
        let candidates = CallMatching.candidates(node, in: context.module.members)
        guard !candidates.isEmpty,
            candidates.allSatisfy({ signature, _ in
                signature.isStatic && signature.returnType?.unwrapped.text == "Self"
            }), !Self.isCast(node)
        else { return .visitChildren }
        report(
            node, .metatypeConstructCast,
            "`\(snippet(node))` returns Self through a metatype value without `as T`")
        return .visitChildren
    }

    private func isMetatypeValue(_ expression: ExprSyntax) -> Bool {
        guard let type = context.types.type(of: expression) else { return false }
        return type == ExpressionTypes.dynamicMetatype || type.metatypeInstance != nil
    }

    /// Whether the call (through `try`, `await`, parentheses) is the left operand of `as`.
    static func isCast(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                current = parent
            } else if let labeled = parent.as(LabeledExprSyntax.self),
                let tuple = labeled.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
            {
                current = Syntax(tuple)
            } else {
                break
            }
        }
        guard let list = current.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == current.id }), index + 1 < elements.count else {
            return false
        }
        return elements[index + 1].is(UnresolvedAsExprSyntax.self)
    }
}
