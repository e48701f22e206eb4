import SwiftSyntax

/// `double-int-literal`: `x == 0`, `ratio > 1`, ... where one side is an integer literal and the
/// other is syntactically known to be floating point.
///
/// The parser leaves `a + b > 0 && c` as a flat sequence of operands and operators. Comparison
/// operators bind looser than arithmetic, casts and `??`, and tighter than `&&`, `||`, `?:` and
/// assignment, so each comparison's operands are the runs of elements between it and the
/// nearest comparison or looser operator. An operand is known floating point when it is:
/// - a float literal, `Double(...)` / `Float(...)` / `TimeInterval(...)`, `x as Double`;
/// - a name (or the last name of `a.b.name`) that every declaration in the same file gives a
///   floating-point type annotation or a float-literal / `Double(...)` initializer;
/// - a call of `real(at:)`, or a reference to `realValue`;
/// - `Double.pi` and other members of a floating-point type;
/// - an arithmetic (`+ - * /`, `??`, prefix `-`) combination with any such part.
/// Anything else (calls, subscripts, closure parameters, names declared without a type) is
/// unknown, and unknown never reports.
final class DoubleIntLiteralRule: RuleVisitor {
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]
    /// Operators that bind tighter than comparisons and keep the type of their operands.
    static let sameTypeArithmetic: Set<String> = ["+", "-", "*", "/", "??"]
    /// Other operators that bind tighter than comparisons (the result's type is not tracked).
    static let otherTighter: Set<String> = [
        "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>", "..<", "...",
    ]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() {
            guard let op = element.as(BinaryOperatorExprSyntax.self),
                Self.comparisons.contains(op.operator.text)
            else { continue }
            let left = operand(elements, before: index)
            let right = operand(elements, after: index)
            if let literal = single(right), ExpressionShapes.isIntegerLiteral(literal),
                let description = floatingPointDescription(left)
            {
                reportComparison(literal: literal, op: op.operator.text, other: description)
            } else if let literal = single(left), ExpressionShapes.isIntegerLiteral(literal),
                let description = floatingPointDescription(right)
            {
                reportComparison(literal: literal, op: op.operator.text, other: description)
            }
        }
        return .visitChildren
    }

    private func reportComparison(literal: ExprSyntax, op: String, other: String) {
        let text = snippet(literal)
        report(
            literal,
            .doubleIntLiteral,
            "\(other) compared (\(op)) with integer literal \(text); write \(text).0"
        )
    }

    /// Whether `element` ends an operand of a comparison (a comparison or a looser operator).
    private func isBoundary(_ element: ExprSyntax) -> Bool {
        if let op = element.as(BinaryOperatorExprSyntax.self) {
            let text = op.operator.text
            return !(Self.sameTypeArithmetic.contains(text) || Self.otherTighter.contains(text))
        }
        return element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self)
    }

    private func operand(_ elements: [ExprSyntax], before index: Int) -> ArraySlice<ExprSyntax> {
        var start = index
        while start > 0, !isBoundary(elements[start - 1]) {
            start -= 1
        }
        return elements[start..<index]
    }

    private func operand(_ elements: [ExprSyntax], after index: Int) -> ArraySlice<ExprSyntax> {
        var end = index + 1
        while end < elements.count, !isBoundary(elements[end]) {
            end += 1
        }
        return elements[(index + 1)..<end]
    }

    private func single(_ operand: ArraySlice<ExprSyntax>) -> ExprSyntax? {
        operand.count == 1 ? operand.first : nil
    }

    /// A short description of why the operand is floating point, or nil when not known to be.
    private func floatingPointDescription(_ operand: ArraySlice<ExprSyntax>) -> String? {
        let elements = Array(operand)
        if elements.count == 1 {
            return floatingPointDescription(elements[0])
        }
        // `x as Double`
        if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
            cast.questionOrExclamationMark == nil, let type = elements[2].as(TypeExprSyntax.self),
            ValueKinds.kind(of: type.type) == .floatingPoint
        {
            return "`\(snippet(elements[0])) as \(snippet(type))`"
        }
        // operand (op operand)*, with only type-preserving arithmetic between them
        guard elements.count % 2 == 1 else { return nil }
        var found: String?
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self),
                    Self.sameTypeArithmetic.contains(op.operator.text)
                else { return nil }
            } else if found == nil, let description = floatingPointDescription(element) {
                found = description
            }
        }
        guard let found else { return nil }
        return "arithmetic with \(found)"
    }

    private func floatingPointDescription(_ element: ExprSyntax) -> String? {
        let expression = ExpressionShapes.stripped(element)
        if let nested = expression.as(SequenceExprSyntax.self) {
            return floatingPointDescription(ArraySlice(Array(nested.elements)))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self),
            prefix.operator.text == "-" || prefix.operator.text == "+"
        {
            return floatingPointDescription(prefix.expression)
        }
        if expression.is(FloatLiteralExprSyntax.self) {
            return "float literal \(snippet(expression))"
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return floatingPointCallDescription(call)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "realValue" { return "realValue" }
            if context.declarations.knownKind(of: name) == .floatingPoint {
                return "`\(name)` (declared floating point in this file)"
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "realValue" { return "realValue" }
            if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                TypeNames.floatingPoint.contains(typeName)
            {
                return "\(typeName).\(name)"
            }
            if context.declarations.knownKind(of: name) == .floatingPoint {
                return "`\(snippet(member))` (declared floating point in this file)"
            }
        }
        return nil
    }

    private func floatingPointCallDescription(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if TypeNames.floatingPoint.contains(name) {
                return "\(name)(...)"
            }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        if name == "real", call.arguments.first?.label?.text == "at" {
            return "real(at:)"
        }
        return nil
    }
}
