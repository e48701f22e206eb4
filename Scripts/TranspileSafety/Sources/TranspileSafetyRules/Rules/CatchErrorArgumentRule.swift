import SwiftSyntax

/// `catch-error-argument`: in a `catch` without a type pattern (the implicit `error`, or
/// `catch let e`), the caught error passed where every matching function or initializer of the
/// module declares a parameter of a concrete type (`SQLError(_ failure: SQLiteFailure, …)`), not
/// `Error`, `any Error`, `Any` or a generic parameter. In Swift a `do` body whose calls all throw
/// one type (`throws(SQLiteFailure)`) makes `error` that type; skipstone does so only when it
/// resolves every `try` of the body to that typed throw, and otherwise binds `error` as an
/// `Error` (`Throwable` in Kotlin), which the parameter does not take. The checker sees that
/// resolution for the module's own functions and those of the modules given with `--link` (as
/// skipstone is given them): it stays silent when every `try` of the `do` body calls such
/// functions declared `throws(E)` with the parameter's type `E`, and reports otherwise (a call
/// into another module, a closure, an untyped `throws`).
final class CatchErrorArgumentRule: RuleVisitor {
    /// Parameter types a caught error (a Kotlin `Error`/`Throwable`) always fits.
    static let errorTypes: Set<String> = ["Error", "Any", "AnyObject", "Sendable"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = CallMatching.arguments(of: node)
        let caught = arguments.indices.filter { isCaughtError(arguments[$0].expression) }
        guard !caught.isEmpty else { return .visitChildren }
        guard !callsExternalType(node) else { return .visitChildren }
        let candidates = CallMatching.candidates(node, in: context.module.members)
        guard !candidates.isEmpty else { return .visitChildren }
        for position in caught {
            if let catchClause = catchClause(binding: arguments[position].expression),
                resolvesToTypedThrow(catchClause, candidates.map { $0.0.parameters[$0.1[position]].type.unwrapped })
            {
                continue
            }
            let concrete = candidates.allSatisfy { signature, binding in
                let type = signature.parameters[binding[position]].type.unwrapped
                return !Self.errorTypes.contains(type.text) && !signature.mentionsGenericParameter(type)
            }
            guard concrete else { continue }
            let parameter = candidates[0].0.parameters[candidates[0].1[position]]
            let name = candidates[0].0.name == "init" ? (candidates[0].0.owner ?? "init") : candidates[0].0.name
            report(
                arguments[position].expression, .catchErrorArgument,
                "the caught `\(snippet(arguments[position].expression))` passed as `\(parameter.name): \(parameter.type)` of \(name)"
            )
        }
        return .visitChildren
    }

    /// Whether `call` is a member of a type the module does not declare, such as
    /// `Result.failure(error)`: no function of the module is meant, whatever its name.
    private func callsExternalType(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        let name = base.baseName.text
        guard let first = name.first, first.isUppercase else { return false }
        return !context.module.declares(name)
    }

    /// Whether `expression` names the error a `catch` without a type pattern binds.
    private func isCaughtError(_ expression: ExprSyntax) -> Bool {
        catchClause(binding: expression) != nil
    }

    /// Whether every `try` of the `do` body (outside closures and nested functions) calls the
    /// module's functions declared `throws(E)` with `E` the one type of `parameterTypes`, which
    /// skipstone resolves (`CodeBlock.throwsType`) and then binds the caught error as `E`.
    private func resolvesToTypedThrow(_ catchClause: CatchClauseSyntax, _ parameterTypes: [WrittenType]) -> Bool {
        guard let doStmt = catchClause.parent?.parent?.as(DoStmtSyntax.self), Set(parameterTypes).count == 1,
            let expected = parameterTypes.first
        else { return false }
        let tries = TryCollector(viewMode: .sourceAccurate)
        tries.walk(doStmt.body)
        guard !tries.calls.isEmpty else { return false }
        return tries.calls.allSatisfy { call in
            guard let call else { return false }
            // Names are matched without the receiver's type: `handle.reopen()` may be the linked
            // module's `reopen()` as well as one of this module's, so either set may resolve it.
            return [context.module.members, context.module.linkedMembers].contains { index in
                let candidates = CallMatching.candidates(call, in: index)
                return !candidates.isEmpty && candidates.allSatisfy { $0.0.thrownType?.unwrapped == expected }
            }
        }
    }

    /// The catch clause whose error `expression` names, when it has no type pattern.
    private func catchClause(binding expression: ExprSyntax) -> CatchClauseSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
            let (_, declaration) = LocalScopes.declaration(of: reference.baseName.text, at: reference)
        else { return nil }
        if let clause = declaration.as(CatchClauseSyntax.self) { return clause }
        // `catch let e`: the pattern is the whole catch item's binding.
        guard let pattern = declaration.as(IdentifierPatternSyntax.self),
            let binding = pattern.parent?.as(ValueBindingPatternSyntax.self),
            let item = binding.parent?.as(CatchItemSyntax.self), item.whereClause == nil
        else { return nil }
        return item.parent?.parent?.as(CatchClauseSyntax.self)
    }
}

/// The calls that the `try`s of a block try (nil for a `try` of anything else), outside closures
/// and nested functions.
private final class TryCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax?] = []

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        var expression = node.expression
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            expression = first
        }
        calls.append(expression.as(FunctionCallExprSyntax.self))
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
