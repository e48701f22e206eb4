import SwiftSyntax

/// `empty-literal-element`: `x.append([])` or `x.insert([], at: i)`, an empty array literal given
/// as the element. skipstone writes it as `arrayOf()`, which fits both SkipLib overloads
/// (`append(newElement:)` and `append(contentsOf:)`), and kotlinc cannot infer its type.
final class EmptyLiteralElementRule: RuleVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let first = node.arguments.first, first.label == nil,
            let literal = ExpressionShapes.stripped(first.expression).as(ArrayExprSyntax.self),
            literal.elements.isEmpty
        else { return .visitChildren }
        let name = member.declName.baseName.text
        let labels = node.arguments.dropFirst().map { $0.label?.text }
        guard (name == "append" && labels.isEmpty) || (name == "insert" && labels == ["at"]) else {
            return .visitChildren
        }
        report(node, .emptyLiteralElement, "`\(snippet(node))` passes an empty array literal as the element")
        return .visitChildren
    }
}
