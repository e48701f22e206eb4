import SwiftSyntax

/// `optionset-not-struct`: OptionSet conformances of classes, enums and actors, declared on the
/// type or in an extension of a type that the module declares only as a non-struct.
final class OptionSetRule: RuleVisitor {
    private func optionSetType(in clause: InheritanceClauseSyntax?) -> TypeSyntax? {
        clause?.inheritedTypes.first { inherited in
            TypeNames.isStandard(inherited.type, named: ["OptionSet"])
        }?.type
    }

    private func check(kind: String, name: String, clause: InheritanceClauseSyntax?) {
        if let type = optionSetType(in: clause) {
            report(type, .optionSetNotStruct, "\(kind) \(name) conforms to OptionSet")
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(kind: "class", name: node.name.text, clause: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(kind: "enum", name: node.name.text, clause: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        check(kind: "actor", name: node.name.text, clause: node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let project = context.module
        if let name = TypeNames.simpleName(of: node.extendedType),
            project.nonStructTypes.contains(name), !project.structs.contains(name)
        {
            check(kind: "type", name: name, clause: node.inheritanceClause)
        }
        return .visitChildren
    }
}
