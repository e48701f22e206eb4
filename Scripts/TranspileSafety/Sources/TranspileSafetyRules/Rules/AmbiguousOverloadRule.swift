import SwiftSyntax

/// `ambiguous-overload`: a call of the module's overloads that have the same base name and labels
/// and differ in the type of a parameter, whose argument there has a type the transpiler does not
/// know: a subscript's parameter (or a member, call or subscript of it) used in that subscript's
/// accessors, `columnMap.index(of: column)` in `subscript(column: SQLColumn)`. skipstone's
/// `SubscriptDeclaration.inferTypes` infers the accessor bodies without the subscript's
/// parameters in scope (a function's are), so the argument's type is unknown, every overload
/// matches it equally (`TypeInferenceContext.function`) and it warns `ambiguousFunctionCall`,
/// then calls the first. Overloads that other arguments of known type rule out do not count.
final class AmbiguousOverloadRule: RuleVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = CallMatching.arguments(of: node)
        let untyped = arguments.indices.filter { isSubscriptParameterValue(arguments[$0].expression) }
        guard !untyped.isEmpty else { return .visitChildren }
        let candidates = CallMatching.candidates(node, in: context.module.members).filter { signature, binding in
            fitsKnownArguments(arguments, signature, binding, except: Set(untyped))
        }
        let groups = Dictionary(grouping: candidates) { signature, _ in
            (signature.owner ?? "") + "." + signature.name
        }
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            for position in untyped {
                let types = Set(group.map { $0.0.parameters[$0.1[position]].type })
                guard types.count > 1 else { continue }
                let name = group[0].0.name == "init" ? (group[0].0.owner ?? "init") : group[0].0.name
                report(
                    calleeName(node), .ambiguousOverload,
                    "\(name) has overloads taking \(types.map { "`\($0)`" }.sorted().joined(separator: ", ")) for the subscript parameter `\(snippet(arguments[position].expression))`"
                )
                return .visitChildren
            }
        }
        return .visitChildren
    }

    /// Where skipstone puts the message: the member name of `x.f(...)`, else the callee.
    private func calleeName(_ call: FunctionCallExprSyntax) -> Syntax {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(call.calledExpression)
    }

    /// Whether the arguments whose type the checker knows fit the candidate's parameters.
    private func fitsKnownArguments(
        _ arguments: [CallMatching.Argument], _ signature: FunctionSignature, _ binding: [Int], except: Set<Int>
    ) -> Bool {
        for (position, argument) in arguments.enumerated() where !except.contains(position) {
            // An integer literal fits no text, truth value or collection.
            if ExpressionShapes.isIntegerLiteral(argument.expression) {
                let parameter = signature.parameters[binding[position]].type.unwrapped.text
                if ["String", "Bool", "Character"].contains(parameter) || parameter.hasPrefix("[") { return false }
                continue
            }
            guard let known = context.types.type(of: argument.expression)?.unwrapped else { continue }
            let parameter = signature.parameters[binding[position]].type.unwrapped
            if parameter != known && !signature.mentionsGenericParameter(parameter)
                && !["Any", "AnyObject"].contains(parameter.text)
            {
                return false
            }
        }
        return true
    }

    /// Whether `expression` is a parameter of the subscript whose accessor holds it, or a member,
    /// call or subscript of one.
    private func isSubscriptParameterValue(_ expression: ExprSyntax) -> Bool {
        let expression = ExpressionShapes.stripped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let (_, declaration) = LocalScopes.declaration(of: reference.baseName.text, at: reference),
                declaration.is(FunctionParameterSyntax.self)
            else { return false }
            return declaration.parent?.parent?.parent?.is(SubscriptDeclSyntax.self) == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isSubscriptParameterValue(base)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            return isSubscriptParameterValue(base)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return isSubscriptParameterValue(subscriptCall.calledExpression)
        }
        return false
    }
}
