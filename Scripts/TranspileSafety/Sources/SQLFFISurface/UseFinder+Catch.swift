import SwiftSyntax

extension UseFinder {
    /// Declares the error a `catch` clause binds: `error` in a clause without a pattern, typed
    /// with the one SQLFFI error type that every throwing call of the `do` body throws (typed
    /// throws), or the cast type of `let error as T`.
    func declareCaughtError(_ clause: CatchClauseSyntax) {
        guard !clause.catchItems.isEmpty else {
            declare("error", caughtErrorType(clause))
            return
        }
        for item in clause.catchItems {
            guard let pattern = item.pattern else { continue }
            let names = pattern.tokens(viewMode: .sourceAccurate).filter {
                $0.parent?.is(IdentifierPatternSyntax.self) == true
            }
            let cast =
                pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(ExpressionPatternSyntax.self)
                .flatMap { Self.castType(in: $0.expression) }
                ?? pattern.as(ExpressionPatternSyntax.self).flatMap { Self.castType(in: $0.expression) }
            for name in names {
                declare(SyntaxText.name(name), names.count == 1 ? cast.flatMap { resolveType($0) } : nil)
            }
        }
    }

    /// `T` in `x as T`, folded or not.
    private static func castType(in expression: ExprSyntax) -> TypeSyntax? {
        if let cast = expression.as(AsExprSyntax.self) { return cast.type }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
                return elements[2].as(TypeExprSyntax.self)?.type
            }
        }
        return nil
    }

    private struct ThrownSummary {
        var types: Set<String> = []
        var unknown = false
    }

    private func caughtErrorType(_ clause: CatchClauseSyntax) -> TypeRef? {
        guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return nil }
        if let typed = doStatement.throwsClause?.type { return resolveType(typed) }
        var summary = ThrownSummary()
        collectThrown(in: Syntax(doStatement.body), tried: false, into: &summary)
        guard !summary.unknown, summary.types.count == 1, let only = summary.types.first else { return nil }
        return resolver.resolve(only, from: ffiOwner).map { .ffi($0) } ?? .other(only)
    }

    /// What the statements of a `do` body can throw out of it: the effects of the calls under
    /// `try`, and `throw` statements. Closures and local declarations have their own.
    private func collectThrown(in node: Syntax, tried: Bool, into summary: inout ThrownSummary) {
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self)
            || node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ActorDeclSyntax.self)
        {
            return
        }
        if let nested = node.as(DoStmtSyntax.self), !nested.catchClauses.isEmpty {
            // Its body's errors are caught there; its catch clauses may throw again.
            for clause in nested.catchClauses { collectThrown(in: Syntax(clause.body), tried: tried, into: &summary) }
            return
        }
        if let tryExpression = node.as(TryExprSyntax.self) {
            // `try?` and `try!` let nothing out.
            if tryExpression.questionOrExclamationMark == nil {
                collectThrown(in: Syntax(tryExpression.expression), tried: true, into: &summary)
            }
            return
        }
        if let throwStatement = node.as(ThrowStmtSyntax.self) {
            switch throwTypes[throwStatement.id] {
            case .some(.some(.ffi(let name))): summary.types.insert(name)
            case .some(.some(.other(let name))) where !name.isEmpty: summary.types.insert(name)
            default: summary.unknown = true
            }
        }
        if tried, let call = node.as(FunctionCallExprSyntax.self) {
            switch callEffects[call.id] {
            case .typed(let type)?: summary.types.insert(resolver.resolve(type, from: ffiOwner) ?? type)
            case .untyped?: summary.unknown = true
            case .nothing?: break
            case nil: if !Self.neverThrows(call) { summary.unknown = true }
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            collectThrown(in: child, tried: tried, into: &summary)
        }
    }

    /// Conversions of the standard value types, which never throw: `Int32(clamping: index)`.
    private static func neverThrows(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float", "String", "Bool", "Character", "Substring",
        ].contains(callee.baseName.text)
    }
}
