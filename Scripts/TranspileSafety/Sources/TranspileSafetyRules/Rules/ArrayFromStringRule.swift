import SwiftSyntax

/// `array-from-string`: `Array(s)` (or `[Character](s)`) of a string literal or a value known to
/// be a `String` (``FileTypes``). SkipLib's `Array(sequence:)` takes a Kotlin `Sequence`, and a
/// Kotlin `String` is a `CharSequence`, not a `Sequence`.
final class ArrayFromStringRule: RuleVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isArrayCallee(node.calledExpression), node.arguments.count == 1, let argument = node.arguments.first,
            argument.label == nil, context.types.type(of: argument.expression)?.text == "String"
        else { return .visitChildren }
        report(node, .arrayFromString, "`\(snippet(node))` makes an array of a String's characters")
        return .visitChildren
    }

    /// `Array`, `Array<Character>`, `[Character]`.
    static func isArrayCallee(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Array" }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
        }
        return callee.as(ArrayExprSyntax.self)?.elements.count == 1
    }
}
