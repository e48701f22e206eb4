import SwiftSyntax

/// `numeric-init-label`: `Int32(clamping: x)`, `UInt8(truncatingIfNeeded: x)`, `Int(exactly: d)`,
/// `Int64(bitPattern: u)`, `Int(text, radix: 16)`, `Int32.init(clamping: x)`, ...: SkipLib's
/// Kotlin conversion functions take one unlabeled number or string.
final class NumericInitLabelRule: RuleVisitor {
    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
    ]

    /// The numeric type a call initializes: `Int32(...)`, `Swift.Int32(...)`, `Int32.init(...)`.
    static func numericType(called callee: ExprSyntax) -> String? {
        var expression = callee
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.`init`),
            let base = member.base
        {
            expression = base
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return numericTypes.contains(name) ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
        {
            let name = member.declName.baseName.text
            return numericTypes.contains(name) ? name : nil
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = Self.numericType(called: node.calledExpression),
            let labeled = node.arguments.first(where: { $0.label != nil }),
            let label = labeled.label?.text
        else { return .visitChildren }
        report(node, .numericInitLabel, "`\(type)(\(label):)`; write \(type)(x) after an explicit range check")
        return .visitChildren
    }
}
