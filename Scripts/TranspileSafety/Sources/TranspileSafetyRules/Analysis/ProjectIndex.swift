import SwiftSyntax

/// Facts about the types declared across all files of one run, so a rule in one file can ask
/// about a type declared in another (an extension of a generic type, a property wrapper used
/// in another file). Types are known by their simple name only.
public struct ProjectIndex: Sendable {
    /// Types declared with `@resultBuilder`.
    public var resultBuilders: Set<String> = []
    /// Types declared with `@propertyWrapper`.
    public var propertyWrappers: Set<String> = []
    /// Types declared with `@globalActor`: their attribute is an isolation, not a custom attribute.
    public var globalActors: Set<String> = []
    /// Structs, classes, enums and actors with generic parameters.
    public var genericTypes: Set<String> = []
    /// Names declared as struct somewhere.
    public var structs: Set<String> = []
    /// Names declared as class, enum, actor or protocol somewhere.
    public var nonStructTypes: Set<String> = []

    /// An index that knows no types.
    public init() {}

    /// Collects the facts from every tree of the run.
    public init(trees: [SourceFileSyntax]) {
        let collector = ProjectIndexCollector(viewMode: .sourceAccurate)
        for tree in trees {
            collector.walk(tree)
        }
        self = collector.index
    }

    /// Whether an extension of `name` extends a generic type.
    public func isGeneric(_ name: String) -> Bool {
        genericTypes.contains(name) || TypeNames.standardGenerics.contains(name)
    }
}

private final class ProjectIndexCollector: SyntaxVisitor {
    var index = ProjectIndex()

    private func record(
        name: String,
        attributes: AttributeListSyntax,
        isGeneric: Bool,
        isStruct: Bool
    ) {
        if SyntaxNames.hasAttribute(attributes, named: "resultBuilder") {
            index.resultBuilders.insert(name)
        }
        if SyntaxNames.hasAttribute(attributes, named: "propertyWrapper") {
            index.propertyWrappers.insert(name)
        }
        if SyntaxNames.hasAttribute(attributes, named: "globalActor") {
            index.globalActors.insert(name)
        }
        if isGeneric {
            index.genericTypes.insert(name)
        }
        if isStruct {
            index.structs.insert(name)
        } else {
            index.nonStructTypes.insert(name)
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text,
            attributes: node.attributes,
            isGeneric: node.genericParameterClause != nil,
            isStruct: true
        )
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text,
            attributes: node.attributes,
            isGeneric: node.genericParameterClause != nil,
            isStruct: false
        )
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text,
            attributes: node.attributes,
            isGeneric: node.genericParameterClause != nil,
            isStruct: false
        )
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text,
            attributes: node.attributes,
            isGeneric: node.genericParameterClause != nil,
            isStruct: false
        )
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, attributes: node.attributes, isGeneric: false, isStruct: false)
        return .visitChildren
    }
}
