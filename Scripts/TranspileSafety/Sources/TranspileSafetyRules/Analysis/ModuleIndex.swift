import SwiftSyntax

/// Facts about the types declared across all files of one module, so a rule in one file can ask
/// about a type declared in another (an extension of an enum, an OptionSet conformance added in
/// another file). Types are known by their simple name only.
public struct ModuleIndex: Sendable {
    /// The modules of the whole run, which the files may import.
    public var moduleNames: Set<String> = []
    /// Struct, class, enum, actor and protocol names, with the files that declare them.
    public var declaredTypes: [String: Set<String>] = [:]
    /// Names declared as struct somewhere.
    public var structs: Set<String> = []
    /// Names declared as class, enum, actor or protocol somewhere.
    public var nonStructTypes: Set<String> = []
    /// Enums by name.
    public var enums: [String: EnumFacts] = [:]
    /// The names of every enum case of the module.
    public var enumCaseNames: Set<String> = []
    /// The names of the module's static properties and functions (`static let some = ...`).
    public var staticMemberNames: Set<String> = []
    /// What each name's declaration and extensions inherit (protocols, superclass, raw type).
    public var inherited: [String: Set<String>] = [:]
    /// Names with a `static func <` in their declaration or an extension.
    public var declaresLessThan: Set<String> = []
    /// Names declared as a class somewhere.
    public var classes: Set<String> = []
    /// Names declared as a `final class` somewhere.
    public var finalClasses: Set<String> = []
    /// Names declared as a protocol somewhere.
    public var protocols: Set<String> = []
    /// The modules each file imports, by path.
    public var fileImports: [String: Set<String>] = [:]
    /// The conformances extensions add: type name, then protocol name, then the extensions' files.
    public var extensionConformances: [String: [String: Set<String>]] = [:]
    /// Names declared as a typealias of a function type (`typealias TraceAction = (String) -> Void`).
    public var functionTypealiases: Set<String> = []
    /// The module's functions, initializers, properties and enum cases.
    public var members = MemberIndex()
    /// The members of the modules linked to this one (`--link`): what the transpiler knows of
    /// the functions this module calls in them, such as their typed throws.
    public var linkedMembers = MemberIndex()

    /// What decides how Skip translates an enum.
    public struct EnumFacts: Sendable {
        /// Whether some case has associated values.
        public var hasAssociatedValues = false
    }

    /// The standard-library protocols that are or refine `Error`.
    static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError"]

    /// An index that knows no types.
    public init() {}

    /// Collects the facts from every file of the module.
    public init(files: [(path: String, tree: SourceFileSyntax)], moduleNames: Set<String> = []) {
        let collector = ModuleIndexCollector(viewMode: .sourceAccurate)
        let memberCollector = MemberIndexCollector(viewMode: .sourceAccurate)
        for (path, tree) in files {
            collector.path = path
            collector.walk(tree)
            memberCollector.path = path
            memberCollector.converter = SourceLocationConverter(fileName: path, tree: tree)
            memberCollector.walk(tree)
        }
        self = collector.index
        self.members = memberCollector.index
        self.moduleNames = moduleNames
    }

    /// Whether the module declares a struct, class, enum, actor or protocol of this name.
    public func declares(_ name: String) -> Bool {
        declaredTypes[name] != nil
    }

    /// Whether `name` conforms to `Error`, directly or through protocols of the module.
    public func conformsToError(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if Self.errorProtocols.contains(next) && next != name { return true }
            pending.append(contentsOf: inherited[next] ?? [])
        }
        return false
    }

    /// Whether Skip makes the enum a Kotlin `enum class` (rather than sealed classes):
    /// no case with associated values, no Error conformance, no custom `<` ordering.
    public func isKotlinEnumClass(_ name: String) -> Bool {
        guard let facts = enums[name] else { return false }
        return !facts.hasAssociatedValues && !conformsToError(name) && !declaresLessThan.contains(name)
    }
}

private final class ModuleIndexCollector: TranspiledCodeVisitor {
    var index = ModuleIndex()
    var path = ""

    private func record(name: String, inheritance: InheritanceClauseSyntax?, isStruct: Bool) {
        index.declaredTypes[name, default: []].insert(path)
        if isStruct {
            index.structs.insert(name)
        } else {
            index.nonStructTypes.insert(name)
        }
        recordInherited(name: name, inheritance: inheritance)
    }

    private func recordInherited(name: String, inheritance: InheritanceClauseSyntax?) {
        for inherited in inheritance?.inheritedTypes ?? [] {
            if let simple = TypeNames.simpleName(of: inherited.type) {
                index.inherited[name, default: []].insert(simple)
            }
        }
    }

    private func recordLessThan(name: String, members: MemberBlockSyntax) {
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "<",
                SyntaxNames.hasModifier(function.modifiers, [.static])
            {
                index.declaresLessThan.insert(name)
            }
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, isStruct: true)
        recordLessThan(name: node.name.text, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, isStruct: false)
        index.classes.insert(node.name.text)
        if SyntaxNames.hasModifier(node.modifiers, [.final]) {
            index.finalClasses.insert(node.name.text)
        }
        recordLessThan(name: node.name.text, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        record(name: name, inheritance: node.inheritanceClause, isStruct: false)
        recordLessThan(name: name, members: node.memberBlock)
        var facts = index.enums[name] ?? ModuleIndex.EnumFacts()
        for member in node.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements where element.parameterClause != nil {
                facts.hasAssociatedValues = true
            }
        }
        index.enums[name] = facts
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        index.enumCaseNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxNames.hasModifier(node.modifiers, [.static, .class]) {
            for binding in node.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    index.staticMemberNames.insert(SyntaxNames.unescaped(pattern.identifier.text))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxNames.hasModifier(node.modifiers, [.static, .class]) {
            index.staticMemberNames.insert(SyntaxNames.unescaped(node.name.text))
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if TrailingClosureNotLastRule.isFunctionType(node.initializer.value, typealiases: []) {
            index.functionTypealiases.insert(node.name.text)
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            index.fileImports[path, default: []].insert(module)
        }
        return .skipChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, isStruct: false)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, inheritance: node.inheritanceClause, isStruct: false)
        index.protocols.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = TypeNames.simpleName(of: node.extendedType) {
            recordInherited(name: name, inheritance: node.inheritanceClause)
            for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
                if let conformance = TypeNames.simpleName(of: inherited.type) {
                    index.extensionConformances[name, default: [:]][conformance, default: []].insert(path)
                }
            }
            recordLessThan(name: name, members: node.memberBlock)
        }
        return .visitChildren
    }
}
