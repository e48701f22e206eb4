import SwiftSyntax

/// `unsigned-int-literal`: an integer literal where Kotlin needs an unsigned value. Swift's
/// `UInt8`, `UInt16`, `UInt32`, `UInt64` and `UInt` are Kotlin's `UByte`, `UShort`, `UInt` and
/// `ULong`, and Kotlin converts no integer literal to them (`10u` would be needed; skipstone writes
/// `u` only for `UInt(7)` and `UInt64(7)`). Reported, when the other side is known unsigned
/// (``FileTypes``): a literal compared with it (`bytes[i] != 10`, `byte >= 48`), in its arithmetic
/// (`byte - 48`), assigned or compound-assigned to it, matched against it in a `switch` case,
/// returned from a function whose result is unsigned, or passed where every matching function or
/// initializer of the module declares the parameter unsigned (`reader.skip(45)` with
/// `skip(_ byte: UInt8)`). A shift's count is not an operand.
final class UnsignedIntLiteralRule: RuleVisitor {
    private func reportLiteral(_ literal: ExprSyntax, _ what: String) {
        report(literal, .unsignedIntLiteral, "integer literal \(snippet(literal)) \(what)")
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let runs = OperatorRuns(node)
        var reported = Set<SyntaxIdentifier>()
        for run in runs.runs {
            guard let type = context.types.type(ofRun: run.elements), type.isUnsignedInteger else { continue }
            for literal in run.integerLiterals where reported.insert(literal.id).inserted {
                reportLiteral(literal, "in arithmetic with \(type) values")
            }
        }
        for (left, op, right) in runs.comparedPairs {
            for (literalSide, otherSide) in [(right, left), (left, right)] where literalSide.isLiteralOnly {
                guard let type = context.types.type(ofRun: otherSide.elements), type.isUnsignedInteger else { continue }
                for literal in literalSide.integerLiterals where reported.insert(literal.id).inserted {
                    let how =
                        op == "="
                        ? "assigned to"
                        : OperatorRuns.comparisons.contains(op) ? "compared (\(op)) with" : "in `\(op)` with"
                    reportLiteral(literal, "\(how) \(type) `\(snippet(otherSide.elements.first!))`")
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let candidates = CallMatching.candidates(node, in: context.module.members)
        guard !candidates.isEmpty else { return .visitChildren }
        for (position, argument) in CallMatching.arguments(of: node).enumerated()
        where ExpressionShapes.isIntegerLiteral(argument.expression) {
            let types = Set(candidates.map { signature, binding in signature.parameters[binding[position]].type })
            guard types.count == 1, let type = types.first, type.isUnsignedInteger else { continue }
            let name = candidates[0].0.name
            reportLiteral(argument.expression, "passed as a \(type) parameter of \(name)")
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = context.types.type(of: node.subject), type.isUnsignedInteger else { return .visitChildren }
        for case .switchCase(let switchCase) in node.cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { continue }
                for literal in Self.literals(in: pattern.expression) {
                    reportLiteral(literal, "matched against \(type) `\(snippet(node.subject))`")
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let value = node.expression, ExpressionShapes.isIntegerLiteral(value),
            let function = Self.enclosingFunction(of: node),
            let result = function.signature.returnClause.map({ WrittenType($0.type) }), result.isUnsignedInteger
        else { return .visitChildren }
        reportLiteral(value, "returned as \(result)")
        return .visitChildren
    }

    /// `48` and both bounds of `48...57`.
    private static func literals(in expression: ExprSyntax) -> [ExprSyntax] {
        if ExpressionShapes.isIntegerLiteral(expression) { return [expression] }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.filter { ExpressionShapes.isIntegerLiteral($0) }
        }
        return []
    }

    /// The function whose body holds `node` directly (not through a closure).
    private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return nil }
            if let function = syntax.as(FunctionDeclSyntax.self) { return function }
            current = syntax.parent
        }
        return nil
    }
}
