import SwiftSyntax

/// `fallthrough`, `case-where` and `case-partial-binding`: `switch` and `catch` shapes that a
/// Kotlin `when` (or `catch`) cannot express.
final class CaseRules: RuleVisitor {
    override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind {
        report(node, .fallthroughStatement, "`fallthrough` in a switch case")
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
        if let whereClause = node.whereClause {
            report(whereClause, .caseWhere, "`\(snippet(whereClause))` on case `\(snippet(node.pattern))`")
        }
        return .visitChildren
    }

    override func visit(_ node: CatchItemSyntax) -> SyntaxVisitorContinueKind {
        if let whereClause = node.whereClause {
            report(whereClause, .caseWhere, "`\(snippet(whereClause))` on a catch clause")
        }
        return .visitChildren
    }

    /// `.pair(let a, 0)`, `let .pair(a, 0)`: some arguments bind, others match values.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.is(MemberAccessExprSyntax.self), Self.isInCasePattern(node) else {
            return .visitChildren
        }
        var binds = false
        var matchesValue = false
        let underLet = Self.isUnderBindingPattern(node)
        for argument in node.arguments {
            let expression = argument.expression
            if expression.is(DiscardAssignmentExprSyntax.self) {
                continue
            }
            if let pattern = expression.as(PatternExprSyntax.self) {
                if pattern.pattern.is(WildcardPatternSyntax.self) { continue }
                binds = true
            } else if underLet, expression.is(DeclReferenceExprSyntax.self) {
                binds = true
            } else {
                matchesValue = true
            }
        }
        if binds && matchesValue {
            report(node, .casePartialBinding, "case pattern `\(snippet(node))` binds some values and matches others")
        }
        return .visitChildren
    }

    /// Whether the call is (part of) the pattern of a `case`, `if case`, `guard case`, `for case`
    /// or `catch`, rather than an expression.
    static func isInCasePattern(_ node: some SyntaxProtocol) -> Bool {
        hasAncestor(
            node, { $0.is(ExpressionPatternSyntax.self) },
            before: {
                $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self)
            })
    }

    /// Whether a `let` / `var` in front of the whole pattern makes bare names bindings.
    static func isUnderBindingPattern(_ node: some SyntaxProtocol) -> Bool {
        hasAncestor(
            node, { $0.is(ValueBindingPatternSyntax.self) },
            before: {
                $0.is(SwitchCaseItemSyntax.self) || $0.is(CodeBlockSyntax.self)
            })
    }

    /// Whether an ancestor of `node` matches before one that ends the search.
    static func hasAncestor(
        _ node: some SyntaxProtocol,
        _ matches: (Syntax) -> Bool,
        before ends: (Syntax) -> Bool
    ) -> Bool {
        var current = node.parent
        while let syntax = current {
            if matches(syntax) { return true }
            if ends(syntax) { return false }
            current = syntax.parent
        }
        return false
    }
}
