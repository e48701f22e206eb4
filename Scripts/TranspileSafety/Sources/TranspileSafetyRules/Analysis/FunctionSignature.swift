import SwiftSyntax

/// A function or initializer of the module as its declaration writes it.
struct FunctionSignature: Sendable {
    /// One parameter.
    struct Parameter: Sendable {
        /// The argument label, nil for `_`.
        var label: String?
        /// The parameter's name inside the function.
        var name: String
        /// The written type (`inout` dropped; `T...` is `T`).
        var type: WrittenType
        var hasDefault: Bool
        var isVariadic: Bool
        var isInout: Bool
    }

    /// The base name, `init` for an initializer.
    var name: String
    /// The type that declares it (or that its extension extends); nil at the top level.
    var owner: String?
    /// Whether it is declared in an extension rather than in the type.
    var inExtension: Bool
    var isStatic: Bool
    var parameters: [Parameter]
    /// The result type, nil for none (`Void`, an initializer).
    var returnType: WrittenType?
    /// The error type of a typed `throws(E)`; nil for an untyped `throws` or none.
    var thrownType: WrittenType?
    /// The function's own generic parameters.
    var genericParameters: [String]
    /// `@inline(__always)`.
    var isInlineAlways: Bool
    /// `final`, `private`, `fileprivate`, `open`, `override`, ... as written.
    var modifiers: Set<String>
    /// The file that declares it.
    var path: String
    /// 1-based line of the declaration's name, to tell one declaration from another.
    var line: Int

    /// The labels in order (nil for `_`).
    var labels: [String?] { parameters.map(\.label) }

    /// Whether the result type names one of the function's generic parameters (or `Self`).
    var returnsGeneric: Bool {
        guard let text = returnType?.text else { return false }
        let words = Set(text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        return !words.isDisjoint(with: genericParameters) || words.contains("Self")
    }

    /// Whether `type` mentions one of the function's generic parameters.
    func mentionsGenericParameter(_ type: WrittenType) -> Bool {
        let words = Set(type.text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        return !words.isDisjoint(with: genericParameters)
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            let label =
                parameter.firstName.tokenKind == .wildcard ? nil : SyntaxNames.unescaped(parameter.firstName.text)
            let name = SyntaxNames.unescaped((parameter.secondName ?? parameter.firstName).text)
            var isInout = false
            if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
            }
            return Parameter(
                label: label, name: name, type: WrittenType(parameter.type), hasDefault: parameter.defaultValue != nil,
                isVariadic: parameter.ellipsis != nil, isInout: isInout)
        }
    }

    static func isInlineAlways(_ attributes: AttributeListSyntax) -> Bool {
        SyntaxNames.attributes(in: attributes).contains {
            SyntaxNames.attributeName($0) == "inline" && $0.arguments?.trimmedDescription == "__always"
        }
    }

    static func modifierNames(_ modifiers: DeclModifierListSyntax) -> Set<String> {
        Set(modifiers.map { $0.trimmedDescription })
    }

    /// Where a declaration sits.
    enum Placement {
        case topLevel
        /// In a type (or in an extension of it, named by the extended type's simple name).
        case member(of: String, inExtension: Bool)
        /// In a function, initializer, accessor or closure body.
        case local
    }

    static func placement(of node: some SyntaxProtocol) -> Placement {
        var current = node.parent
        while let syntax = current {
            if TypeDeclaration.isCodeBody(syntax) { return .local }
            if let type = TypeDeclaration(syntax), type.kind != "typealias" {
                return .member(of: type.name, inExtension: false)
            }
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                let name =
                    TypeNames.simpleName(of: extensionDecl.extendedType)
                    ?? extensionDecl.extendedType.trimmedDescription
                return .member(of: name, inExtension: true)
            }
            current = syntax.parent
        }
        return .topLevel
    }
}
