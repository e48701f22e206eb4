import SwiftSyntax

/// The parser leaves `a + 1 == b && c` as a flat list of operands and operators. Arithmetic,
/// bitwise and shift operators bind tighter than comparisons, assignments, casts, `??`, `&&`,
/// `||` and `?:`, so the list splits at those looser operators into runs of arithmetic; in valid
/// Swift every operand of a run has the run's type, except a shift's count.
struct OperatorRuns {
    /// A run of operands joined by arithmetic operators, and the looser operator after it.
    struct Run {
        var elements: ArraySlice<ExprSyntax>
        /// The operator that ends the run (nil for the last run).
        var next: ExprSyntax?

        /// The run's operands that are integer literals and not a shift's count.
        var integerLiterals: [ExprSyntax] {
            var result: [ExprSyntax] = []
            var previous: ExprSyntax?
            for element in elements {
                defer { previous = element }
                guard ExpressionShapes.isIntegerLiteral(element) else { continue }
                if let op = previous?.as(BinaryOperatorExprSyntax.self)?.operator.text, OperatorRuns.isShift(op) {
                    continue
                }
                result.append(element)
            }
            return result
        }

        /// Whether every operand of the run is an integer literal.
        var isLiteralOnly: Bool {
            elements.enumerated().allSatisfy { offset, element in
                offset % 2 == 1 || ExpressionShapes.isIntegerLiteral(element)
            }
        }
    }

    static let arithmetic: Set<String> = ExpressionTypes.arithmeticOperators
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="]

    static func isShift(_ op: String) -> Bool {
        op.hasSuffix("<<") || op.hasSuffix(">>")
    }

    /// The text of a looser operator: `==`, `+=`, `=` (assignment), nil for others.
    static func operatorText(_ element: ExprSyntax?) -> String? {
        if let op = element?.as(BinaryOperatorExprSyntax.self) { return op.operator.text }
        if element?.is(AssignmentExprSyntax.self) == true { return "=" }
        return nil
    }

    let runs: [Run]

    init(_ sequence: SequenceExprSyntax) {
        var runs: [Run] = []
        let elements = Array(sequence.elements)
        var start = 0
        // Operands and operators alternate (`?:` and `as`/`is` count as operators).
        for index in stride(from: 1, to: elements.count, by: 2) {
            let element = elements[index]
            if let op = element.as(BinaryOperatorExprSyntax.self), Self.arithmetic.contains(op.operator.text) {
                continue
            }
            runs.append(Run(elements: elements[start..<index], next: element))
            start = index + 1
        }
        runs.append(Run(elements: elements[start..<elements.count], next: nil))
        self.runs = runs
    }

    /// The pairs of runs on either side of a comparison, assignment or compound assignment,
    /// with the operator.
    var comparedPairs: [(left: Run, op: String, right: Run)] {
        var result: [(Run, String, Run)] = []
        for (index, run) in runs.enumerated().dropLast() {
            guard let op = Self.operatorText(run.next),
                Self.comparisons.contains(op) || Self.compoundAssignments.contains(op) || op == "="
            else { continue }
            result.append((run, op, runs[index + 1]))
        }
        return result
    }
}
