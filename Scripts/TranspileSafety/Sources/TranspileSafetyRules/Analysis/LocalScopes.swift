import SwiftSyntax

/// Finds the declaration a name used inside a body refers to, by Swift's scopes: walking out
/// from the use, the earlier statements of each enclosing block (`let`, `var`, `guard let`), the
/// conditions of an enclosing `if`/`while`/`guard` (`if let`), the variable of an enclosing
/// `for`, the bindings of an enclosing `case`, and the parameters of enclosing closures and
/// functions. Nil when none is found before the enclosing type (a property or global). The
/// declaration is the identifier pattern, parameter, or (for the implicit `error`) catch clause.
enum LocalScopes {
    static func declaration(of name: String, at node: some SyntaxProtocol) -> (FileTypes.Source, Syntax)? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let found = search(name, in: parent, below: current) { return found }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The declaration of `name` that `parent` puts in scope for its child `child`.
    private static func search(_ name: String, in parent: Syntax, below child: Syntax) -> (
        FileTypes.Source, Syntax
    )? {
        if let list = parent.as(CodeBlockItemListSyntax.self) {
            for item in list.reversed() where item.position < child.position {
                if let found = declared(name, by: Syntax(item.item)) { return found }
            }
        } else if let conditions = parent.as(ConditionElementListSyntax.self) {
            for condition in conditions.reversed() where condition.position < child.position {
                if let found = pattern(named: name, in: Syntax(condition)) { return found }
            }
        } else if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id {
            return pattern(named: name, in: Syntax(ifExpr.conditions))
        } else if let whileStmt = parent.as(WhileStmtSyntax.self), child.id == whileStmt.body.id {
            return pattern(named: name, in: Syntax(whileStmt.conditions))
        } else if let forStmt = parent.as(ForStmtSyntax.self), child.id != forStmt.sequence.id {
            return pattern(named: name, in: Syntax(forStmt.pattern))
        } else if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id {
            return pattern(named: name, in: Syntax(switchCase.label))
        } else if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
            return closureParameter(named: name, in: signature)
        } else if let catchClause = parent.as(CatchClauseSyntax.self) {
            if let found = pattern(named: name, in: Syntax(catchClause.catchItems)) { return found }
            if catchClause.catchItems.isEmpty && name == "error" { return (.unknown, Syntax(catchClause)) }
        } else if let clause = functionParameters(of: parent) {
            for parameter in clause
            where SyntaxNames.unescaped((parameter.secondName ?? parameter.firstName).text) == name {
                let type = WrittenType(parameter.type)
                return (
                    .annotation(parameter.ellipsis != nil ? WrittenType("[" + type.text + "]") : type),
                    Syntax(parameter)
                )
            }
        }
        return nil
    }

    private static func functionParameters(of node: Syntax) -> FunctionParameterListSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.signature.parameterClause.parameters }
        if let initializer = node.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters
        }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return subscriptDecl.parameterClause.parameters }
        return nil
    }

    private static func closureParameter(named name: String, in signature: ClosureSignatureSyntax) -> (
        FileTypes.Source, Syntax
    )? {
        switch signature.parameterClause {
        case .simpleInput(let parameters):
            for parameter in parameters where parameter.name.text == name { return (.unknown, Syntax(parameter)) }
        case .parameterClause(let clause):
            for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                return (parameter.type.map { .annotation(WrittenType($0)) } ?? .unknown, Syntax(parameter))
            }
        case nil:
            break
        }
        return nil
    }

    /// A `let`/`var` or `guard` statement that declares `name`.
    private static func declared(_ name: String, by statement: Syntax) -> (FileTypes.Source, Syntax)? {
        if statement.is(VariableDeclSyntax.self) || statement.is(GuardStmtSyntax.self) {
            return pattern(named: name, in: statement)
        }
        return nil
    }

    /// The last identifier pattern named `name` inside `node` (not inside nested bodies when asked).
    private static func pattern(named name: String, in node: Syntax, outsideBodies: Bool = true) -> (
        FileTypes.Source, Syntax
    )? {
        var found: IdentifierPatternSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) where SyntaxNames.unescaped(token.text) == name {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { continue }
            if outsideBodies, hasBody(between: pattern, and: node) { continue }
            found = pattern
        }
        return found.map { (source(of: $0), Syntax($0)) }
    }

    private static func hasBody(between node: IdentifierPatternSyntax, and ancestor: Syntax) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current, syntax.id != ancestor.id {
            if TypeDeclaration.isCodeBody(syntax) { return true }
            current = syntax.parent
        }
        return false
    }

    /// What an identifier pattern's declaration says of its type.
    static func source(of node: IdentifierPatternSyntax) -> FileTypes.Source {
        if let binding = node.parent?.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation { return .annotation(WrittenType(annotation.type)) }
            return binding.initializer.map { .initializer($0.value) } ?? .unknown
        }
        if let condition = node.parent?.as(OptionalBindingConditionSyntax.self) {
            if let annotation = condition.typeAnnotation { return .annotation(WrittenType(annotation.type)) }
            return condition.initializer.map { .unwrapped($0.value) } ?? .unwrappedOuter(node)
        }
        if let loop = node.parent?.as(ForStmtSyntax.self) { return .element(of: loop.sequence) }
        if let (caseName, arity, position) = associatedValue(of: node) {
            return .associatedValue(caseName: caseName, arity: arity, position: position)
        }
        return .unknown
    }

    /// The enum case, its arity and the argument position of a binding in `case .name(let x)` or
    /// `case let .name(x)`.
    private static func associatedValue(of node: IdentifierPatternSyntax) -> (String, Int, Int)? {
        var current = node.parent
        while let syntax = current, !syntax.is(LabeledExprSyntax.self) {
            guard syntax.is(ValueBindingPatternSyntax.self) || syntax.is(PatternExprSyntax.self) else { return nil }
            current = syntax.parent
        }
        guard let argument = current?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let position = Array(list).firstIndex(where: { $0.id == argument.id })
        else { return nil }
        return (member.declName.baseName.text, list.count, position)
    }
}
