import SwiftSyntax

/// The parts shared by struct, class, enum, protocol, actor and typealias declarations.
struct TypeDeclaration {
    var kind: String
    var name: String
    /// The introducing keyword (`struct`, `class`, ...), where reports point.
    var keyword: TokenSyntax
    var node: Syntax

    init?(_ node: some SyntaxProtocol) {
        let syntax = Syntax(node)
        if let decl = syntax.as(StructDeclSyntax.self) {
            self.init(kind: "struct", name: decl.name.text, keyword: decl.structKeyword, node: syntax)
        } else if let decl = syntax.as(ClassDeclSyntax.self) {
            self.init(kind: "class", name: decl.name.text, keyword: decl.classKeyword, node: syntax)
        } else if let decl = syntax.as(EnumDeclSyntax.self) {
            self.init(kind: "enum", name: decl.name.text, keyword: decl.enumKeyword, node: syntax)
        } else if let decl = syntax.as(ProtocolDeclSyntax.self) {
            self.init(kind: "protocol", name: decl.name.text, keyword: decl.protocolKeyword, node: syntax)
        } else if let decl = syntax.as(ActorDeclSyntax.self) {
            self.init(kind: "actor", name: decl.name.text, keyword: decl.actorKeyword, node: syntax)
        } else if let decl = syntax.as(TypeAliasDeclSyntax.self) {
            self.init(kind: "typealias", name: decl.name.text, keyword: decl.typealiasKeyword, node: syntax)
        } else {
            return nil
        }
    }

    private init(kind: String, name: String, keyword: TokenSyntax, node: Syntax) {
        self.kind = kind
        self.name = name
        self.keyword = keyword
        self.node = node
    }

    /// Whether a node is a body of code: a function, initializer, accessor or closure body.
    static func isCodeBody(_ node: Syntax) -> Bool {
        node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self)
    }
}

/// A visitor that calls `check` once for every type-like declaration.
class TypeDeclarationVisitor: RuleVisitor {
    func check(_ declaration: TypeDeclaration) {}

    private func visitDeclaration(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if let declaration = TypeDeclaration(node) {
            check(declaration)
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitDeclaration(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitDeclaration(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitDeclaration(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { visitDeclaration(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { visitDeclaration(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { visitDeclaration(node) }
}
