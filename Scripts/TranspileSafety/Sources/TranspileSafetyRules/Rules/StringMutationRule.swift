import SwiftSyntax

/// `string-mutation`: a mutating String method (`append`, `insert`, `remove...`, ...) called on a
/// receiver this file declares as a String, or `append` of a Character to a receiver it does
/// not declare as anything else. Kotlin strings are immutable; `s += x` (a new string assigned
/// to the variable) is the form that transpiles.
final class StringMutationRule: RuleVisitor {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "reserveCapacity", "popLast", "write",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let receiver = member.base
        else { return .visitChildren }
        let method = member.declName.baseName.text
        guard Self.mutatingMethods.contains(method) else { return .visitChildren }
        let declarations = context.declarations
        let receiverKind = declarations.kind(of: receiver)
        if receiverKind == .string {
            report(member.declName, .stringMutation, "`\(snippet(receiver)).\(method)(...)` mutates a String in place")
        } else if receiverKind == nil, method == "append", node.arguments.count == 1,
            let argument = node.arguments.first, argument.label == nil,
            declarations.kind(of: argument.expression) == .character
        {
            report(
                member.declName,
                .stringMutation,
                "`\(snippet(receiver)).append` of Character `\(snippet(argument.expression))`: a String mutated in place"
            )
        }
        return .visitChildren
    }
}
