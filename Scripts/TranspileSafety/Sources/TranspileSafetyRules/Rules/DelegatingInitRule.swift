import SwiftSyntax

/// `delegating-init`: Skip moves the first `self.init(...)` / `super.init(...)` at the top level
/// of an initializer's body into the Kotlin constructor's `this(...)` / `super(...)` call, which
/// runs before the body. Its arguments may therefore use the initializer's parameters but no
/// local of the body (each use is reported), and no other delegating call may remain (each is
/// reported). Closures in the arguments may use their own names.
final class DelegatingInitRule: RuleVisitor {
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .visitChildren }
        let parameters = Set(
            node.signature.parameterClause.parameters.map {
                SyntaxNames.unescaped(($0.secondName ?? $0.firstName).text)
            }
        )
        let delegating = body.statements.first { Self.delegatingCall(in: $0) != nil }
        if let delegating, let call = Self.delegatingCall(in: delegating) {
            let locals = LocalNames.declared(in: body).subtracting(parameters)
            let finder = LocalReferenceFinder(locals: locals)
            finder.walk(call.arguments)
            for reference in finder.found {
                report(
                    reference,
                    .delegatingInit,
                    "`\(reference.baseName.text)` is a local of the initializer, used in the arguments of the "
                        + "delegating `\(snippet(call.calledExpression))(...)`; compute it in the argument expression "
                        + "or use a static factory",
                    // skipstone moves the call into the constructor, so the initializer's directive counts.
                    anchor: Syntax(node)
                )
            }
        }
        let others = DelegatingCallFinder(viewMode: .sourceAccurate)
        others.walk(body)
        for call in others.found where call.id != delegating.flatMap({ Self.delegatingCall(in: $0) })?.id {
            report(
                call,
                .delegatingInit,
                "`\(snippet(call.calledExpression))(...)` is not the first delegating call at the top level of "
                    + "the initializer"
            )
        }
        return .visitChildren
    }

    /// The `self.init(...)` / `super.init(...)` call that `item` is, seen through `try` and `await`.
    static func delegatingCall(in item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard case .expr(let expression) = item.item,
            let call = ExpressionShapes.stripped(expression).as(FunctionCallExprSyntax.self),
            isDelegating(call)
        else { return nil }
        return call
    }

    static func isDelegating(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.`init`),
            let base = member.base
        else { return false }
        if base.is(SuperExprSyntax.self) { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self)
        }
        return false
    }
}

/// Every `self.init` / `super.init` call in a body, closures included.
private final class DelegatingCallFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if DelegatingInitRule.isDelegating(node) {
            found.append(node)
        }
        return .visitChildren
    }
}

/// References to the given names outside closures, not as a member name (`x.name`) or label.
private final class LocalReferenceFinder: SyntaxVisitor {
    let locals: Set<String>
    var found: [DeclReferenceExprSyntax] = []

    init(locals: Set<String>) {
        self.locals = locals
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        if locals.contains(SyntaxNames.unescaped(node.baseName.text)) {
            found.append(node)
        }
        return .visitChildren
    }
}

/// Names a body of code declares for itself: variables, constants, `if let` / `guard let`
/// bindings, loop variables, case and catch bindings, local functions; not those of nested
/// closures or nested functions' bodies.
enum LocalNames {
    static func declared(in body: some SyntaxProtocol) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SyntaxNames.unescaped(node.identifier.text))
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            // `if let name` (no initializer) binds `name` again.
            if let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
                names.insert(SyntaxNames.unescaped(pattern.identifier.text))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SyntaxNames.unescaped(node.name.text))
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            .skipChildren
        }
    }
}
