import SwiftSyntax

/// The declarations of one module, by type: SQLFFI's visible ones (public, package, open), or
/// every declaration of the modules meant for Kotlin (to know the types of their properties and
/// results).
struct DeclarationIndex {
    /// Types by qualified name.
    private(set) var types: [String: SurfaceType] = [:]
    /// Functions and variables declared outside any type.
    private(set) var globals: [SurfaceMember] = []
    /// Every type name declared, visible or not, qualified.
    private(set) var declaredTypeNames: Set<String> = []
    private var byLastComponent: [String: [String]] = [:]
    private var membersByName: [String: [SurfaceMember]] = [:]

    /// Indexes `files`. With `visibleOnly`, only public, package and open declarations count.
    /// `resolve(written, owner)` maps a type name written inside `owner` to a qualified SQLFFI
    /// type name.
    init(files: [ParsedFile], visibleOnly: Bool, resolve: @escaping (String, String) -> String?) {
        var collected = DeclarationCollector.Collected()
        for file in files {
            let collector = DeclarationCollector(file: file, visibleOnly: visibleOnly, resolve: resolve)
            collector.collected = collected
            collector.walk(file.tree)
            collected = collector.collected
        }
        declaredTypeNames = collected.allTypeNames
        globals = collected.members[""] ?? []
        for (name, var type) in collected.types {
            type.conformances += collected.extensionConformances[name] ?? []
            type.referencedTypes = Array(Set(type.referencedTypes + (collected.extensionReferences[name] ?? [])))
                .sorted()
            type.members = collected.members[name] ?? []
            types[name] = type
        }
        for (name, members) in collected.members where !name.isEmpty && types[name] == nil {
            // Members of a type the module only extends.
            guard let first = collected.foreignExtensions[name] else { continue }
            types[name] = SurfaceType(
                name: name, kind: .extension, signature: "extension " + name,
                conformances: collected.extensionConformances[name] ?? [], location: first,
                referencedTypes: (collected.extensionReferences[name] ?? []).sorted(), members: members)
        }
        for name in types.keys {
            byLastComponent[String(name.split(separator: ".").last ?? Substring(name)), default: []].append(name)
        }
        for member in types.values.flatMap(\.members) + globals {
            membersByName[member.name, default: []].append(member)
        }
    }

    /// The type a written name means: its qualified name, or its last component when one type has it.
    func type(named written: String) -> SurfaceType? {
        if let type = types[written] { return type }
        let last = String(written.split(separator: ".").last ?? Substring(written))
        guard let names = byLastComponent[last], names.count == 1 else { return nil }
        return types[names[0]]
    }

    /// The members named `name` of the type `owner` (qualified), or the globals for an empty owner.
    func members(of owner: String, named name: String) -> [SurfaceMember] {
        if owner.isEmpty { return globals.filter { $0.name == name } }
        return types[owner]?.members.filter { $0.name == name } ?? []
    }

    /// Every member or global named `name`, of any type.
    func allMembers(named name: String) -> [SurfaceMember] { membersByName[name] ?? [] }
}

/// Walks one file and collects its declarations (see ``DeclarationIndex``).
final class DeclarationCollector: SyntaxVisitor {
    /// What the files walked so far declare.
    struct Collected {
        var types: [String: SurfaceType] = [:]
        var members: [String: [SurfaceMember]] = [:]
        var extensionConformances: [String: [String]] = [:]
        var extensionReferences: [String: [String]] = [:]
        var foreignExtensions: [String: SourceLocation] = [:]
        var allTypeNames: Set<String> = []
    }

    /// The type whose members are being read.
    private struct Owner {
        var name: String
        /// Whether other modules can see the type (always true for a module read whole).
        var visible: Bool
        /// The access an unmodified member gets: an extension's own modifier, a protocol's access.
        var memberAccess: String?
        /// The access an enum case gets: its enum's.
        var caseAccess: String?
        var isForeign: Bool
    }

    var collected = Collected()
    private var owners: [Owner] = []
    private let file: ParsedFile
    private let visibleOnly: Bool
    private let resolve: (String, String) -> String?

    init(file: ParsedFile, visibleOnly: Bool, resolve: @escaping (String, String) -> String?) {
        self.file = file
        self.visibleOnly = visibleOnly
        self.resolve = resolve
        super.init(viewMode: .sourceAccurate)
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(
            file: file.path, line: node.startLocation(converter: file.converter, afterLeadingTrivia: true).line)
    }

    private func signatures(for owner: Owner?) -> MemberSignatures {
        let name = owner?.name ?? ""
        return MemberSignatures(
            owner: name, ownerIsForeign: owner?.isForeign ?? false, resolve: { [resolve] in resolve($0, name) },
            file: file.path, converter: file.converter)
    }

    /// The access a declaration has, or nil when other modules cannot see it.
    private func access(_ modifiers: DeclModifierListSyntax, isCase: Bool = false) -> String? {
        if !visibleOnly { return "internal" }
        if let owner = owners.last, !owner.visible { return nil }
        if let explicit = SyntaxText.visibleAccess(modifiers) { return explicit }
        if SyntaxText.hasAccessModifier(modifiers) { return nil }
        return isCase ? owners.last?.caseAccess : owners.last?.memberAccess
    }

    private func add(_ members: [SurfaceMember]) {
        collected.members[owners.last?.name ?? "", default: []].append(contentsOf: members)
        if let owner = owners.last, owner.isForeign, collected.foreignExtensions[owner.name] == nil,
            let first = members.first
        {
            collected.foreignExtensions[owner.name] = first.location
        }
    }

    // MARK: - Types

    private func enterType(
        _ node: some DeclGroupSyntax & WithAttributesSyntax & WithModifiersSyntax, name token: TokenSyntax,
        kind: SurfaceType.Kind, keyword: TokenSyntax
    ) -> SyntaxVisitorContinueKind {
        let parent = owners.last
        let name = (parent.map { $0.name + "." } ?? "") + SyntaxText.name(token)
        collected.allTypeNames.insert(name)
        let typeAccess = access(node.modifiers)
        let visible = typeAccess != nil
        owners.append(
            Owner(
                name: name, visible: visible, memberAccess: kind == .protocol ? typeAccess : nil,
                caseAccess: kind == .enum ? typeAccess : nil, isForeign: false))
        guard visible else { return .visitChildren }
        let shown = SyntaxText.shown(node).with(\.memberBlock, MemberBlockSyntax(members: []))
        var signature = SyntaxText.oneLine(shown)
        if signature.hasSuffix("{}") { signature.removeLast(2) }
        let inherited = node.inheritanceClause?.inheritedTypes.map { SyntaxText.oneLine($0.type) } ?? []
        let referenced = node.inheritanceClause.map { TypeRef.namedTypes(in: $0) { resolve($0, name) } } ?? []
        collected.types[name] = SurfaceType(
            name: name, kind: kind, signature: signature.trimmingSpaces, conformances: inherited,
            location: SourceLocation(
                file: file.path,
                line: (node.modifiers.first.map { location(of: $0) } ?? location(of: keyword)).line),
            referencedTypes: referenced.sorted(), members: [])
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name, kind: .class, keyword: node.classKeyword)
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name, kind: .struct, keyword: node.structKeyword)
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name, kind: .enum, keyword: node.enumKeyword)
    }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name, kind: .protocol, keyword: node.protocolKeyword)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name, kind: .actor, keyword: node.actorKeyword)
    }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let written = SyntaxText.oneLine(node.extendedType).prefix { $0 != "<" }
        let resolved = resolve(String(written), "")
        let name = resolved ?? String(written)
        // An extension of a type the module declares but hides: nothing in it is visible.
        let hidden = visibleOnly && resolved == nil && collected.allTypeNames.contains(name)
        let extensionAccess = SyntaxText.visibleAccess(node.modifiers)
        owners.append(
            Owner(
                name: name, visible: !hidden, memberAccess: extensionAccess, caseAccess: nil,
                isForeign: resolved == nil && !collected.allTypeNames.contains(name)))
        if !hidden, let clause = node.inheritanceClause {
            collected.extensionConformances[name, default: []] += clause.inheritedTypes.map {
                SyntaxText.oneLine($0.type)
            }
            collected.extensionReferences[name, default: []] += TypeRef.namedTypes(in: clause) { resolve($0, name) }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let parent = owners.last
        let name = (parent.map { $0.name + "." } ?? "") + SyntaxText.name(node.name)
        collected.allTypeNames.insert(name)
        guard access(node.modifiers) != nil else { return .skipChildren }
        let shown = SyntaxText.shown(node)
        collected.types[name] = SurfaceType(
            name: name, kind: .typealias, signature: SyntaxText.oneLine(shown), conformances: [],
            location: node.modifiers.first.map { location(of: $0) } ?? location(of: node.typealiasKeyword),
            referencedTypes: TypeRef.namedTypes(in: node.initializer) { resolve($0, name) }.sorted(), members: [])
        return .skipChildren
    }

    // MARK: - Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if access(node.modifiers) != nil { add([signatures(for: owners.last).function(node)]) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if access(node.modifiers) != nil { add([signatures(for: owners.last).initializer(node)]) }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if access(node.modifiers) != nil { add([signatures(for: owners.last).subscript(node)]) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if access(node.modifiers) != nil { add(signatures(for: owners.last).properties(node)) }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if access(node.modifiers, isCase: true) != nil { add(signatures(for: owners.last).enumCases(node)) }
        return .skipChildren
    }

    // Code outside declarations declares nothing the other modules see.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // The `#if SKIP` branches are SQLFFI's Skip form (Sources/SQLFFI/JNA), the Kotlin side of the
    // same surface: indexing them too would list every member twice. The surface is the native
    // declarations; the Skip form must provide the same ones.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if condition == "SKIP" || condition?.hasPrefix("SKIP&&") == true { return .skipChildren }
        return .visitChildren
    }
}

extension String {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
