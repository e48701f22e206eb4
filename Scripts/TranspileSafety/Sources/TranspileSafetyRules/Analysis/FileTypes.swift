import SwiftSyntax

/// The written types of the names one file uses, and of simple expressions built from them and
/// from the module's declarations (``MemberIndex``), with no type checker (``ExpressionTypes``
/// says which expression shapes tell their type; anything else is unknown).
///
/// A name used inside a body is looked up in scope (``LocalScopes``): the nearest parameter,
/// closure parameter, earlier `let`/`var` of an enclosing block, `guard let`, `if let`, `for`
/// variable or `case` binding. A name declared nowhere there is a property or global: its type is
/// the one every declaration of that name outside bodies in the file agrees on, else the type
/// every property of that name in the module is declared with.
///
/// What a declaration gives its name:
/// - an annotation (variables, properties, parameters; `T...` is `[T]`);
/// - an initializer whose type ``ExpressionTypes`` tells (`let bytes = Array(text.utf8)`,
///   `let value = try integer(as: …)`, `let byte = bytes[i]`, `let kind = type(of: x)`);
/// - `for x in s`: the element of `s` when `s` is an array or a string's `utf8`;
/// - `if let x = e` / `guard let x = e`: `e`'s type unwrapped (`if let x` alone: the outer `x`'s);
/// - `case .name(let x)`: the associated value's type, when every enum case of that name agrees.
final class FileTypes {
    enum Source {
        case annotation(WrittenType)
        case initializer(ExprSyntax)
        case element(of: ExprSyntax)
        case unwrapped(ExprSyntax)
        /// `if let x`: the `x` in scope at this pattern, unwrapped.
        case unwrappedOuter(IdentifierPatternSyntax)
        /// The associated value at a position of an enum case of the module.
        case associatedValue(caseName: String, arity: Int, position: Int)
        case unknown
    }

    /// The declarations outside bodies (properties, globals), by name.
    private(set) var memberSources: [String: [Source]] = [:]
    let module: MemberIndex
    private var resolved: [String: WrittenType?] = [:]
    private var resolving: Set<String> = []
    private var resolvingLocals: Set<SyntaxIdentifier> = []

    init(tree: SourceFileSyntax, module: MemberIndex) {
        self.module = module
        let collector = MemberSourcesCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        self.memberSources = collector.sources
    }

    /// Whether the file declares `name` outside bodies.
    func declares(_ name: String) -> Bool {
        memberSources[name] != nil
    }

    /// The type every declaration of the property or global `name` in the file agrees on, or nil.
    func type(ofName name: String) -> WrittenType? {
        if let known = resolved[name] { return known }
        guard let list = memberSources[name], !resolving.contains(name) else { return nil }
        resolving.insert(name)
        var types: Set<WrittenType?> = []
        for source in list {
            types.insert(type(of: source))
            if types.count > 1 || types.contains(nil) { break }
        }
        resolving.remove(name)
        let result = types.count == 1 ? types.first ?? nil : nil
        resolved[name] = result
        return result
    }

    /// The type of `name` as used at `node`: its declaration in scope, else the property or
    /// global's (in the file, else in the module).
    func type(ofName name: String, at node: some SyntaxProtocol) -> WrittenType? {
        if let (source, declaration) = LocalScopes.declaration(of: name, at: node) {
            guard resolvingLocals.insert(declaration.id).inserted else { return nil }
            defer { resolvingLocals.remove(declaration.id) }
            return type(of: source)
        }
        return declares(name) ? type(ofName: name) : module.propertyType(name)
    }

    func type(of source: Source) -> WrittenType? {
        switch source {
        case .annotation(let type):
            return type
        case .initializer(let expression):
            return ExpressionTypes(file: self).type(of: expression)
        case .element(let sequence):
            return ExpressionTypes(file: self).type(of: sequence)?.sequenceElement
        case .unwrapped(let expression):
            return ExpressionTypes(file: self).type(of: expression)?.unwrapped
        case .unwrappedOuter(let pattern):
            return type(ofName: pattern.identifier.text, at: pattern)?.unwrapped
        case .associatedValue(let caseName, let arity, let position):
            return module.associatedType(ofCase: caseName, arity: arity, at: position)
        case .unknown:
            return nil
        }
    }

    /// The type of an expression, or nil when its shape does not tell.
    func type(of expression: ExprSyntax) -> WrittenType? {
        ExpressionTypes(file: self).type(of: expression)
    }

    /// The type of a run of operands and operators of a sequence expression.
    func type(ofRun elements: ArraySlice<ExprSyntax>) -> WrittenType? {
        ExpressionTypes(file: self).type(ofSequence: Array(elements))
    }
}

/// Collects the properties and globals (declarations outside function, accessor and closure bodies).
private final class MemberSourcesCollector: TranspiledCodeVisitor {
    var sources: [String: [FileTypes.Source]] = [:]

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if case .local = FunctionSignature.placement(of: node) { return .skipChildren }
        let name = SyntaxNames.unescaped(node.identifier.text)
        guard name != "_" else { return .skipChildren }
        sources[name, default: []].append(LocalScopes.source(of: node))
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
