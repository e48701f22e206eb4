import SwiftParser
import SwiftSyntax

/// The module's functions, initializers, properties and enum cases with their written types,
/// gathered from every file, so a rule can ask what a call of the module takes and returns.
/// Declarations inside function bodies are left out; names are matched without the receiver's
/// type, so a fact holds only when every declaration of that name agrees.
public struct MemberIndex: Sendable {
    /// Functions by base name; initializers under `init` (with their type as `owner`).
    var functions: [String: [FunctionSignature]] = [:]
    /// The written types of the properties (stored or computed) of types and extensions, by
    /// name; nil stands for a property declared without a type.
    var propertyTypes: [String: Set<WrittenType?>] = [:]
    /// The associated value types of enum cases, by case name (one list per declaration).
    var caseAssociatedTypes: [String: [[WrittenType]]] = [:]
    /// The names of the types (struct, class, enum, protocol, actor, typealias) declared.
    var typeNames: Set<String> = []

    /// Every function and initializer that a call by this name may mean: functions of that base
    /// name and, when `name` is a type, its initializers.
    func candidates(named name: String) -> [FunctionSignature] {
        let initializers = (functions["init"] ?? []).filter { $0.owner == name }
        return (functions[name] ?? []) + initializers
    }

    /// The one type every declaration of a property named `name` agrees on.
    func propertyType(_ name: String) -> WrittenType? {
        guard let types = propertyTypes[name], types.count == 1, let only = types.first else { return nil }
        return only
    }

    /// The type of the associated value at `position` of the enum case `name` with `arity`
    /// associated values, when every such case of that name agrees.
    func associatedType(ofCase name: String, arity: Int, at position: Int) -> WrittenType? {
        let cases = (caseAssociatedTypes[name] ?? []).filter { $0.count == arity && position < arity }
        let types = Set(cases.map { $0[position] })
        guard types.count == 1, let only = types.first else { return nil }
        return only
    }
}

extension MemberIndex {
    /// The members of `files`, parsed, as the transpiler sees them (`#if SKIP` branches).
    init(linking files: [SourceFile]) {
        let collector = MemberIndexCollector(viewMode: .sourceAccurate)
        for file in files {
            let tree = Parser.parse(source: file.text)
            collector.path = file.path
            collector.converter = SourceLocationConverter(fileName: file.path, tree: tree)
            collector.walk(tree)
        }
        self = collector.index
    }
}

final class MemberIndexCollector: TranspiledCodeVisitor {
    var index = MemberIndex()
    var path = ""
    var converter: SourceLocationConverter?

    private func line(_ token: TokenSyntax) -> Int {
        converter?.location(for: token.positionAfterSkippingLeadingTrivia).line ?? 0
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let placement = FunctionSignature.placement(of: node)
        var owner: String?
        var inExtension = false
        switch placement {
        case .local: return .visitChildren
        case .topLevel: break
        case .member(let name, let isExtension):
            owner = name
            inExtension = isExtension
        }
        let name = SyntaxNames.unescaped(node.name.text)
        let returnType = node.signature.returnClause.map { WrittenType($0.type) }
        let signature = FunctionSignature(
            name: name, owner: owner, inExtension: inExtension,
            isStatic: SyntaxNames.hasModifier(node.modifiers, [.static, .class]),
            parameters: FunctionSignature.parameters(node.signature.parameterClause),
            returnType: returnType?.text == "Void" || returnType?.text == "()" ? nil : returnType,
            thrownType: node.signature.effectSpecifiers?.throwsClause?.type.map { WrittenType($0) },
            genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            isInlineAlways: FunctionSignature.isInlineAlways(node.attributes),
            modifiers: FunctionSignature.modifierNames(node.modifiers), path: path, line: line(node.name))
        index.functions[name, default: []].append(signature)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .member(let owner, let inExtension) = FunctionSignature.placement(of: node) else {
            return .visitChildren
        }
        let signature = FunctionSignature(
            name: "init", owner: owner, inExtension: inExtension, isStatic: false,
            parameters: FunctionSignature.parameters(node.signature.parameterClause),
            returnType: node.optionalMark != nil ? WrittenType(owner + "?") : WrittenType(owner),
            thrownType: node.signature.effectSpecifiers?.throwsClause?.type.map { WrittenType($0) },
            genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            isInlineAlways: FunctionSignature.isInlineAlways(node.attributes),
            modifiers: FunctionSignature.modifierNames(node.modifiers), path: path, line: line(node.initKeyword))
        index.functions["init", default: []].append(signature)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .member = FunctionSignature.placement(of: node) else { return .visitChildren }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = SyntaxNames.unescaped(pattern.identifier.text)
            index.propertyTypes[name, default: []].insert(binding.typeAnnotation.map { WrittenType($0.type) })
        }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { index.typeNames.insert(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { index.typeNames.insert(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { index.typeNames.insert(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { index.typeNames.insert(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { index.typeNames.insert(node.name.text) }
    override func visitPost(_ node: TypeAliasDeclSyntax) { index.typeNames.insert(node.name.text) }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        let types = node.parameterClause?.parameters.map { WrittenType($0.type) } ?? []
        index.caseAssociatedTypes[node.name.text, default: []].append(types)
        return .visitChildren
    }
}
