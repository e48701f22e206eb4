import SwiftSyntax

/// `public-inline-calls-internal`: a `public` or `open` function marked `@inline(__always)` whose
/// body calls a function that the module declares only below `public`. skipstone writes
/// `@inline(__always)` as a Kotlin `inline` function, and Kotlin forbids a public inline function
/// to call non-public API.
final class PublicInlineCallsInternalRule: RuleVisitor {
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard FunctionSignature.isInlineAlways(node.attributes),
            Self.isPublic(FunctionSignature.modifierNames(node.modifiers)), let body = node.body
        else { return .visitChildren }
        let callees = CalleeCollector(viewMode: .sourceAccurate)
        callees.walk(body)
        var reported: Set<String> = []
        for (name, call) in callees.calls where !reported.contains(name) {
            let declarations = context.module.members.functions[name] ?? []
            guard !declarations.isEmpty, declarations.allSatisfy({ !Self.isPublic($0.modifiers) }) else { continue }
            reported.insert(name)
            report(
                call, .publicInlineCallsInternal,
                "`\(node.name.text)` is public and @inline(__always), and calls `\(name)`, which the module declares only below public"
            )
        }
        return .visitChildren
    }

    /// Whether `modifiers` make a declaration public API (`public`, `open`).
    static func isPublic(_ modifiers: Set<String>) -> Bool {
        modifiers.contains("public") || modifiers.contains("open")
    }
}

/// The base names of the functions a body calls (`f(…)`, `x.f(…)`), in order, with each call.
private final class CalleeCollector: SyntaxVisitor {
    var calls: [(name: String, call: FunctionCallExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calls.append((SyntaxNames.unescaped(reference.baseName.text), node))
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.append((SyntaxNames.unescaped(member.declName.baseName.text), node))
        }
        return .visitChildren
    }
}
