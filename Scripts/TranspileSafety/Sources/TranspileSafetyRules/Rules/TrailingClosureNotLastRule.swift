import SwiftSyntax

/// `trailing-closure-not-last`: a closure parameter without a default that only defaulted
/// parameters follow. Swift gives a trailing closure to it; Kotlin gives the trailing lambda that
/// skipstone writes to the last parameter.
final class TrailingClosureNotLastRule: RuleVisitor {
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.signature.parameterClause, name: SyntaxNames.unescaped(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.signature.parameterClause, name: "init")
        return .visitChildren
    }

    /// Reports the last parameter without a default when it can take a trailing closure and
    /// every parameter after it (one at least) has a default.
    private func check(_ clause: FunctionParameterClauseSyntax, name: String) {
        let parameters = Array(clause.parameters)
        guard let index = parameters.lastIndex(where: { $0.defaultValue == nil }),
            index < parameters.count - 1,
            Self.takesTrailingClosure(parameters[index], typealiases: context.module.functionTypealiases)
        else { return }
        let closure = SyntaxNames.unescaped((parameters[index].secondName ?? parameters[index].firstName).text)
        let after = parameters[(index + 1)...].map {
            "`" + SyntaxNames.unescaped(($0.secondName ?? $0.firstName).text) + "`"
        }
        let last = after[after.count - 1]
        report(
            parameters[index],
            .trailingClosureNotLast,
            "closure parameter `\(closure)` of `\(name)` has no default and only defaulted parameters follow it "
                + "(\(after.joined(separator: ", "))): `\(name)(…) { … }` passes `\(closure)` in Swift, \(last) in "
                + "Kotlin; put `\(closure)` last"
        )
    }

    /// Whether Swift can match an unlabeled trailing closure to the parameter: not variadic,
    /// not `inout`, not `@autoclosure`, and of function type (SE-0286).
    static func takesTrailingClosure(_ parameter: FunctionParameterSyntax, typealiases: Set<String>) -> Bool {
        guard parameter.ellipsis == nil else { return false }
        if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
            if attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) { return false }
            if SyntaxNames.hasAttribute(attributed.attributes, named: "autoclosure") { return false }
        }
        return isFunctionType(parameter.type, typealiases: typealiases)
    }

    /// Whether `type` is written as a function type: `() -> Void`, `@escaping (T) -> U`,
    /// `((E) -> Void)?`, `Optional<() -> Void>`, or one of `typealiases` (optional or not).
    static func isFunctionType(_ type: TypeSyntax, typealiases: Set<String>) -> Bool {
        if type.is(FunctionTypeSyntax.self) {
            return true
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return isFunctionType(attributed.baseType, typealiases: typealiases)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil, only.ellipsis == nil
        {
            return isFunctionType(only.type, typealiases: typealiases)
        }
        let unwrapped = TypeNames.unwrappingOptional(type)
        if unwrapped.id != type.id {
            return isFunctionType(unwrapped, typealiases: typealiases)
        }
        if let name = TypeNames.simpleName(of: type) {
            return typealiases.contains(name)
        }
        return false
    }
}
