import SwiftSyntax

/// Helpers that look through the wrapping that does not change an expression's value type.
enum ExpressionShapes {
    /// Removes `try`, `await`, one-element parentheses and `!`.
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                current = only.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return current
            }
        }
    }

    /// True for `7`, `-7`, `(7)`.
    static func isIntegerLiteral(_ expression: ExprSyntax) -> Bool {
        let expression = stripped(expression)
        if expression.is(IntegerLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self),
            prefix.operator.text == "-" || prefix.operator.text == "+"
        {
            return isIntegerLiteral(prefix.expression)
        }
        return false
    }

    /// Whether a reference sits where it is called: `f(...)`, `x.f(...)`, `x.f { ... }`.
    static func isCalled(_ reference: DeclReferenceExprSyntax) -> Bool {
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
        {
            callee = Syntax(member)
        }
        if let call = callee.parent?.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.id == callee.id
        }
        return false
    }

    /// Whether a reference names a global (or `Swift.`-qualified) symbol, not a member of
    /// some other value: `unsafeBitCast(...)` and `Swift.unsafeBitCast(...)` but not `x.unsafeBitCast`.
    static func isGlobalReference(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
        else { return true }
        guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text == "Swift"
    }
}
