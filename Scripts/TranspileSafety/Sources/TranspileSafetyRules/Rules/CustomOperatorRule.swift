import SwiftSyntax

/// `custom-operator`: operator and precedence-group declarations, and every operator function
/// but a static `==` or `<` with two parameters (skipstone's `isEqualImplementation` and
/// `isLessThanImplementation`, which become Kotlin `equals` and `compareTo`).
final class CustomOperatorRule: RuleVisitor {
    static let allowedOperatorFunctions: Set<String> = ["==", "<"]

    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.operatorKeyword, .customOperator, "operator declaration `\(node.name.text)`")
        return .skipChildren
    }

    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.precedencegroupKeyword, .customOperator, "precedence group `\(node.name.text)`")
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name):
            let isAllowed =
                Self.allowedOperatorFunctions.contains(name)
                && SyntaxNames.hasModifier(node.modifiers, [.static])
                && node.signature.parameterClause.parameters.count == 2
            if !isAllowed {
                report(node.name, .customOperator, "operator function `\(name)`")
            }
        default:
            break
        }
        return .visitChildren
    }
}
