import SwiftSyntax

/// The written types of the names one file declares, and of simple expressions built from them
/// and from the module's declarations (``MemberIndex``), with no type checker: a name is known
/// only when every declaration of it in the file agrees (scopes are ignored, so shadowing makes
/// it unknown), and an expression only when its shape says it (``ExpressionTypes``).
///
/// What gives a name its type:
/// - an annotation (variables, properties, parameters; `T...` is `[T]`);
/// - an initializer whose type ``ExpressionTypes`` tells (`let bytes = Array(text.utf8)`,
///   `let value = try integer(as: …)`, `let byte = bytes[i]`, `let kind = type(of: x)`);
/// - `for x in s`: the element of `s` when `s` is an array;
/// - `if let x = e` / `guard let x = e`: `e`'s type unwrapped (`if let x` alone re-declares `x`
///   unwrapped, which then disagrees with its optional declaration);
/// - `case .name(let x)`: the associated value's type, when every enum case of that name agrees.
final class FileTypes {
    enum Source {
        case annotation(WrittenType)
        case initializer(ExprSyntax)
        case element(of: ExprSyntax)
        case unwrapped(ExprSyntax)
        case unwrappedName(String)
        /// The associated value at a position of an enum case of the module.
        case associatedValue(caseName: String, position: Int)
        case unknown
    }

    private(set) var sources: [String: [Source]] = [:]
    let module: MemberIndex
    private var resolved: [String: WrittenType?] = [:]
    private var resolving: Set<String> = []

    init(tree: SourceFileSyntax, module: MemberIndex) {
        self.module = module
        let collector = FileTypesCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        self.sources = collector.sources
    }

    /// Whether the file declares `name`.
    func declares(_ name: String) -> Bool {
        sources[name] != nil
    }

    /// The type every declaration of `name` in the file agrees on, or nil.
    func type(ofName name: String) -> WrittenType? {
        if let known = resolved[name] { return known }
        guard let list = sources[name], !resolving.contains(name) else { return nil }
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

    private func type(of source: Source) -> WrittenType? {
        switch source {
        case .annotation(let type):
            return type
        case .initializer(let expression):
            return ExpressionTypes(file: self).type(of: expression)
        case .element(let sequence):
            return ExpressionTypes(file: self).type(of: sequence)?.sequenceElement
        case .unwrapped(let expression):
            return ExpressionTypes(file: self).type(of: expression)?.unwrapped
        case .unwrappedName(let name):
            return type(ofName: name)?.unwrapped
        case .associatedValue(let caseName, let position):
            return module.associatedType(ofCase: caseName, at: position)
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

private final class FileTypesCollector: TranspiledCodeVisitor {
    var sources: [String: [FileTypes.Source]] = [:]

    private func record(_ name: String, _ source: FileTypes.Source) {
        guard name != "_" else { return }
        sources[SyntaxNames.unescaped(name), default: []].append(source)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let name = node.identifier.text
        if let binding = node.parent?.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation {
                record(name, .annotation(WrittenType(annotation.type)))
            } else if let initializer = binding.initializer {
                record(name, .initializer(initializer.value))
            } else {
                record(name, .unknown)
            }
        } else if let condition = node.parent?.as(OptionalBindingConditionSyntax.self) {
            if let annotation = condition.typeAnnotation {
                record(name, .annotation(WrittenType(annotation.type)))
            } else if let initializer = condition.initializer {
                record(name, .unwrapped(initializer.value))
            } else {
                record(name, .unwrappedName(name))
            }
        } else if let loop = node.parent?.as(ForStmtSyntax.self) {
            record(name, .element(of: loop.sequence))
        } else if let (caseName, position) = Self.associatedValue(of: node) {
            record(name, .associatedValue(caseName: caseName, position: position))
        } else {
            record(name, .unknown)
        }
        return .visitChildren
    }

    /// The enum case and argument position of a binding in `case .name(let x)` or
    /// `case let .name(x)`.
    private static func associatedValue(of node: IdentifierPatternSyntax) -> (String, Int)? {
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
        return (member.declName.baseName.text, position)
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        let type = WrittenType(node.type)
        record(name, .annotation(node.ellipsis != nil ? WrittenType("[" + type.text + "]") : type))
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        record(name, node.type.map { .annotation(WrittenType($0)) } ?? .unknown)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, .unknown)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, .unknown)
        return .visitChildren
    }
}
