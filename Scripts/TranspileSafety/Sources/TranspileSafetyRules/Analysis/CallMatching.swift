import SwiftSyntax

/// Which of the module's functions a call may mean, and which parameter each argument binds to,
/// by the call's base name and argument labels alone (Swift's rules for defaults, variadics and
/// trailing closures; argument types are not compared).
enum CallMatching {
    /// One argument of a call: its label and expression; trailing closures have no label.
    struct Argument {
        var label: String?
        var expression: ExprSyntax
        var isTrailingClosure: Bool
    }

    /// The call's base name: `f` for `f(...)`, `x.f(...)`, `.f(...)`; the type's name for
    /// `Type(...)` (initializers are indexed under their type); nil for other callees.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return SyntaxNames.unescaped(reference.baseName.text)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = SyntaxNames.unescaped(member.declName.baseName.text)
            if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
                return base.baseName.text
            }
            return name
        }
        return nil
    }

    static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var result = call.arguments.map {
            Argument(
                label: $0.label.map { SyntaxNames.unescaped($0.text) }, expression: $0.expression,
                isTrailingClosure: false)
        }
        if let closure = call.trailingClosure {
            result.append(Argument(label: nil, expression: ExprSyntax(closure), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(
                Argument(
                    label: SyntaxNames.unescaped(extra.label.text), expression: ExprSyntax(extra.closure),
                    isTrailingClosure: false))
        }
        return result
    }

    /// For each argument, the index of the parameter it binds to; nil when the labels do not fit.
    static func binding(_ arguments: [Argument], to parameters: [FunctionSignature.Parameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        var inVariadic = false
        for argument in arguments {
            var bound = false
            while next < parameters.count {
                let parameter = parameters[next]
                if inVariadic && argument.label == nil && !argument.isTrailingClosure {
                    bound = true
                    break
                }
                let fits =
                    argument.isTrailingClosure ? parameter.type.text.contains("->") : argument.label == parameter.label
                if fits {
                    bound = true
                    if parameter.isVariadic {
                        inVariadic = true
                    } else {
                        result.append(next)
                        next += 1
                    }
                    break
                }
                guard parameter.hasDefault || parameter.isVariadic else { return nil }
                next += 1
                inVariadic = false
            }
            guard bound else { return nil }
            if inVariadic { result.append(next) }
        }
        if inVariadic { next += 1 }
        while next < parameters.count {
            guard parameters[next].hasDefault || parameters[next].isVariadic else { return nil }
            next += 1
        }
        return result
    }

    /// The module's functions and initializers the call may mean, each with the parameter index
    /// of every argument.
    static func candidates(_ call: FunctionCallExprSyntax, in index: MemberIndex) -> [(FunctionSignature, [Int])] {
        guard let name = calledName(call) else { return [] }
        let arguments = arguments(of: call)
        return index.candidates(named: name).compactMap { signature in
            binding(arguments, to: signature.parameters).map { (signature, $0) }
        }
    }
}
