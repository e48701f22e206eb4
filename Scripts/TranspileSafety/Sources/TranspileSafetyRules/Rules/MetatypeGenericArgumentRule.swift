import SwiftSyntax

/// `metatype-generic-argument`: `type(of: x)`, directly or through a local initialized from it,
/// passed where every matching generic function of the module takes `T.Type` for its own type
/// parameter `T` (`fetch(type(of: ob), primaryKeys: …)` with `fetch<T>(_ type: T.Type, …)`).
/// skipstone writes `type(of: x)` as a `KClass<*>` of the run-time class, from which Kotlin
/// cannot infer `T` (CANNOT_INFER_PARAMETER_TYPE, "KClass<CapturedType(*)>" mismatch). Pass
/// `T.self` from an `@inline(__always)` function (a reified `T`), or call non-generic code with
/// what the metatype gives (`type(of: x).table`).
final class MetatypeGenericArgumentRule: RuleVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = CallMatching.arguments(of: node)
        let dynamic = arguments.indices.filter {
            context.types.type(of: arguments[$0].expression) == ExpressionTypes.dynamicMetatype
        }
        guard !dynamic.isEmpty else { return .visitChildren }
        let candidates = CallMatching.candidates(node, in: context.module.members)
        guard !candidates.isEmpty else { return .visitChildren }
        for position in dynamic {
            let generic = candidates.allSatisfy { signature, binding in
                guard let instance = signature.parameters[binding[position]].type.metatypeInstance else { return false }
                return signature.genericParameters.contains(instance.text)
            }
            guard generic else { continue }
            let signature = candidates[0].0
            report(
                arguments[position].expression, .metatypeGenericArgument,
                "`\(snippet(arguments[position].expression))` is a type(of:) metatype passed as "
                    + "`\(signature.parameters[candidates[0].1[position]].type)` of generic \(signature.name)")
        }
        return .visitChildren
    }
}
