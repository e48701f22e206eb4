import SwiftSyntax

/// How a use was tied to a declaration.
public enum MatchKind: Int, Comparable, Hashable, Sendable {
    /// By name and argument labels alone: the type the member is used on is not known.
    case byName
    /// On a value or type the syntax shows to be of the declaring SQLFFI type.
    case byType

    /// A use matched by type outranks one matched by name.
    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a call may throw, as far as the syntax tells.
enum CallEffect: Hashable {
    case nothing
    case typed(String)
    case untyped
}

/// Walks one file of a module meant for Kotlin and finds the SQLFFI declarations it uses.
///
/// It keeps the scopes of local names with what is known of their types (declared types,
/// parameters, `if let` bindings, values of calls it resolved), so that `statement.step()` is tied
/// to `SQLiteStatement.step()` when `statement` is known to be a `SQLiteStatement`.
final class UseFinder: SyntaxVisitor {
    let ffi: DeclarationIndex
    let modules: DeclarationIndex
    let resolver: TypeResolver

    /// Every SQLFFI member used, with the strongest way it was matched.
    private(set) var memberUses: [SurfaceMember: MatchKind] = [:]
    /// SQLFFI types named in the file: in type positions or as expressions.
    private(set) var namedTypes: Set<String> = []
    /// SQLFFI protocols that a type of the file conforms to.
    private(set) var conformedProtocols: Set<String> = []

    /// Local names and their types, innermost last; `.some(nil)` is a name of unknown type.
    private var scopes: [[String: TypeRef?]] = [[:]]
    /// The types whose bodies enclose the current node, innermost last.
    private var selfTypes: [TypeRef] = []
    /// What each resolved call throws, and what each `throw` statement throws, for `catch` clauses.
    var callEffects: [SyntaxIdentifier: CallEffect] = [:]
    var throwTypes: [SyntaxIdentifier: TypeRef?] = [:]
    /// What the members found by the latest lookup throw.
    var lastEffect: CallEffect?

    init(ffi: DeclarationIndex, modules: DeclarationIndex, resolver: TypeResolver) {
        self.ffi = ffi
        self.modules = modules
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Results

    func record(_ member: SurfaceMember, _ kind: MatchKind) {
        if let existing = memberUses[member], existing >= kind { return }
        memberUses[member] = kind
    }

    func recordType(_ name: String) { namedTypes.insert(name) }

    // MARK: - Scopes

    func declare(_ name: String, _ type: TypeRef?) {
        guard name != "_" else { return }
        scopes[scopes.count - 1][name] = .some(type)
    }

    /// The type of a local name: nil when no scope declares it, `.some(nil)` when one does without a type.
    func local(_ name: String) -> TypeRef?? {
        for scope in scopes.reversed() {
            if let type = scope[name] { return .some(type) }
        }
        return nil
    }

    private func push() { scopes.append([:]) }

    /// Opens a scope for the node's children.
    private func pushing() -> SyntaxVisitorContinueKind {
        push()
        return .visitChildren
    }
    private func pop() { scopes.removeLast() }

    /// The enclosing types, innermost last.
    var enclosingTypes: [TypeRef] { selfTypes }

    /// The SQLFFI type whose extension encloses the node, from which nested type names resolve.
    var ffiOwner: String {
        for type in selfTypes.reversed() {
            if case .ffi(let name) = type { return name }
        }
        return ""
    }

    func resolveType(_ type: TypeSyntax) -> TypeRef? {
        TypeRef.from(type) { [resolver, ffiOwner] in resolver.resolve($0, from: ffiOwner) }
    }

    // MARK: - Types and extensions

    private func enterType(_ name: TokenSyntax, inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        var qualified = SyntaxText.name(name)
        if case .other(let outer) = selfTypes.last { qualified = outer + "." + qualified }
        selfTypes.append(.other(qualified))
        push()
        noteConformances(inheritance)
        return .visitChildren
    }

    private func leaveType() {
        selfTypes.removeLast()
        pop()
    }

    private func noteConformances(_ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] {
            if case .ffi(let name) = resolveType(inherited.type), ffi.types[name]?.kind == .protocol {
                conformedProtocols.insert(name)
            }
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let written = String(SyntaxText.oneLine(node.extendedType).prefix { $0 != "<" })
        if let name = resolver.resolve(written, from: "") {
            recordType(name)
            selfTypes.append(.ffi(name))
        } else {
            selfTypes.append(.other(written))
        }
        push()
        noteConformances(node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    // MARK: - Type names

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let name = resolver.resolve(SyntaxText.name(node.name), from: ffiOwner) { recordType(name) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let written = SyntaxText.oneLine(node.with(\.genericArgumentClause, nil))
        if let name = resolver.resolve(written, from: ffiOwner) { recordType(name) }
        return .visitChildren
    }

    // MARK: - Functions, closures and blocks

    private func declareParameters(_ list: FunctionParameterListSyntax) {
        for parameter in list {
            let name = parameter.secondName ?? parameter.firstName
            declare(SyntaxText.name(name), parameter.ellipsis == nil ? resolveType(parameter.type) : nil)
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        push()
        declareParameters(node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { pop() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        push()
        declareParameters(node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { pop() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        push()
        declareParameters(node.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { pop() }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        push()
        let implicitName: String?
        switch node.accessorSpecifier.tokenKind {
        case .keyword(.set), .keyword(.willSet): implicitName = "newValue"
        case .keyword(.didSet): implicitName = "oldValue"
        default: implicitName = nil
        }
        if let implicitName {
            let name = node.parameters.map { SyntaxText.name($0.name) } ?? implicitName
            declare(name, propertyType(around: Syntax(node)))
        }
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { pop() }

    /// The declared type of the property or subscript whose accessor `node` is.
    private func propertyType(around node: Syntax) -> TypeRef? {
        var current = node.parent
        while let candidate = current {
            if let binding = candidate.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { resolveType($0.type) }
            }
            if let subscriptDecl = candidate.as(SubscriptDeclSyntax.self) {
                return resolveType(subscriptDecl.returnClause.type)
            }
            current = candidate.parent
        }
        return nil
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        push()
        for capture in node.signature?.capture?.items ?? [] {
            if let value = capture.initializer?.value { declare(SyntaxText.name(capture.name), typeOf(value)) }
        }
        switch node.signature?.parameterClause {
        case .simpleInput(let names):
            for parameter in names { declare(SyntaxText.name(parameter.name), nil) }
        case .parameterClause(let clause):
            for parameter in clause.parameters {
                let name = parameter.secondName ?? parameter.firstName
                declare(SyntaxText.name(name), parameter.type.flatMap { resolveType($0) })
            }
        case nil: break
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { pop() }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { pushing() }
    override func visitPost(_ node: CodeBlockSyntax) { pop() }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { pushing() }
    override func visitPost(_ node: SwitchCaseSyntax) { pop() }

    // `if` and `while` bindings live in their statement; `guard` bindings stay after it.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { pushing() }
    override func visitPost(_ node: IfExprSyntax) { pop() }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { pushing() }
    override func visitPost(_ node: WhileStmtSyntax) { pop() }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { pushing() }
    override func visitPost(_ node: ForStmtSyntax) { pop() }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        push()
        declareCaughtError(node)
        return .visitChildren
    }
    override func visitPost(_ node: CatchClauseSyntax) { pop() }

    // MARK: - Local names

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Properties of a type are known from the module index; only locals and globals enter scopes.
        guard node.parent?.is(MemberBlockItemSyntax.self) != true else { return .visitChildren }
        for binding in node.bindings {
            let type =
                binding.typeAnnotation.flatMap { resolveType($0.type) }
                ?? binding.initializer.flatMap {
                    typeOf($0.value)
                }
            bind(binding.pattern, to: type)
        }
        return .visitChildren
    }

    /// Declares the names of `pattern`, taking tuple elements apart where the type is a tuple.
    private func bind(_ pattern: PatternSyntax, to type: TypeRef?) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            declare(SyntaxText.name(identifier.identifier), type)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            var elementTypes: [TypeRef.TupleElement] = []
            if case .tuple(let elements) = type, elements.count == tuple.elements.count { elementTypes = elements }
            for (index, element) in tuple.elements.enumerated() {
                bind(element.pattern, to: elementTypes.isEmpty ? nil : elementTypes[index].type)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: type)
        }
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let identifier = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
        let name = SyntaxText.name(identifier.identifier)
        let type: TypeRef?
        if let annotation = node.typeAnnotation {
            type = resolveType(annotation.type)
        } else if let initializer = node.initializer {
            type = typeOf(initializer.value)
        } else {
            type = local(name) ?? implicitSelfMember(name, call: nil) ?? nil
        }
        declare(name, type)
        return .visitChildren
    }

    /// Names bound by patterns (`case .integer(let value)`, `for row in rows`) whose type the syntax
    /// does not give.
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(PatternBindingSyntax.self) || ancestor.is(OptionalBindingConditionSyntax.self)
                || ancestor.is(CatchItemSyntax.self)
            {
                return .visitChildren
            }
            if ancestor.is(StmtSyntax.self) || ancestor.is(SwitchCaseLabelSyntax.self) || ancestor.is(DeclSyntax.self) {
                break
            }
            current = ancestor.parent
        }
        declare(SyntaxText.name(node.identifier), nil)
        return .visitChildren
    }

    // MARK: - Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        _ = call(node)
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        _ = typeOf(ExprSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !isCallee(Syntax(node)) { _ = member(node, call: nil) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            return .visitChildren
        }
        if !isCallee(Syntax(node)) { _ = reference(node, call: nil) }
        return .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        throwTypes[node.id] = .some(typeOf(node.expression))
        return .visitChildren
    }

    private func isCallee(_ node: Syntax) -> Bool {
        if let call = node.parent?.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        return false
    }
}
