import SwiftSyntax

/// `int64-literal-equality`: `==` or `!=` between an integer literal and a value known to be
/// `Int64` or `Int64?` (``FileTypes``: an annotation, `Int64(…)`, a module property such as
/// `integerValue: Int64?`, a module function returning `Int64`), and a `case 1:` of a `switch` on
/// one. Kotlin's `Long` compares with an `Int` literal by `<` and `>` but not by `==`, and
/// skipstone adds no `L` (only `Int64(1)` becomes `1L`).
final class Int64LiteralEqualityRule: RuleVisitor {
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for (left, op, right) in OperatorRuns(node).comparedPairs where op == "==" || op == "!=" {
            for (literalSide, otherSide) in [(right, left), (left, right)] where literalSide.isLiteralOnly {
                guard let type = context.types.type(ofRun: otherSide.elements), type.unwrapped.text == "Int64" else {
                    continue
                }
                for literal in literalSide.integerLiterals {
                    report(
                        literal, .int64LiteralEquality,
                        "integer literal \(snippet(literal)) compared (\(op)) with \(type) `\(snippet(otherSide.elements.first!))`"
                    )
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = context.types.type(of: node.subject), type.unwrapped.text == "Int64" else {
            return .visitChildren
        }
        for case .switchCase(let switchCase) in node.cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                    ExpressionShapes.isIntegerLiteral(pattern.expression)
                else { continue }
                report(
                    pattern.expression, .int64LiteralEquality,
                    "integer literal \(snippet(pattern.expression)) matched against \(type) `\(snippet(node.subject))`")
            }
        }
        return .visitChildren
    }
}
