import SwiftSyntax

/// `custom-operator`: operator and precedence-group declarations, and operator functions
/// other than the Equatable / Comparable ones.
final class CustomOperatorRule: RuleVisitor {
    static let allowedOperatorFunctions: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        report(
            node.operatorKeyword,
            .customOperator,
            "operator declaration `\(node.name.text)`; \(RuleID.customOperator.why)"
        )
        return .skipChildren
    }

    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
        report(
            node.precedencegroupKeyword,
            .customOperator,
            "precedence group `\(node.name.text)` (only custom operators use one); \(RuleID.customOperator.why)"
        )
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name):
            if !Self.allowedOperatorFunctions.contains(name) {
                report(
                    node.name,
                    .customOperator,
                    "operator function `\(name)`; \(RuleID.customOperator.why)"
                )
            }
        default:
            break
        }
        return .visitChildren
    }
}
