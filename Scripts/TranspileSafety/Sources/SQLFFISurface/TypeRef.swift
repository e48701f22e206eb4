import SwiftSyntax

/// What the tool knows about the type of a declaration or an expression: just enough to tell which
/// SQLFFI declaration a member access names. `nil` where a `TypeRef?` is expected means unknown.
indirect enum TypeRef: Hashable, Sendable {
    /// A value of an SQLFFI type (its qualified name; optionality is dropped).
    case ffi(String)
    /// An SQLFFI type itself, as in `SQLiteLibrary.load()`.
    case ffiType(String)
    /// A value of a type that is not SQLFFI's and has no SQLFFI type inside it (its name as written,
    /// empty when only that much is known).
    case other(String)
    /// A type that is not SQLFFI's, itself, as in `SQLError.misuse(...)`.
    case otherType(String)
    /// A tuple, with the labels and types of its elements.
    case tuple([TupleElement])

    /// One element of a tuple type.
    struct TupleElement: Hashable, Sendable {
        var label: String?
        var type: TypeRef?
    }

    /// A value of the type `self` names (an instance for a type, unchanged for a value).
    var instance: TypeRef {
        switch self {
        case .ffiType(let name): return .ffi(name)
        case .otherType(let name): return .other(name)
        default: return self
        }
    }

    /// The meaning of a written type. `resolve` maps a name as written (`Attempt`,
    /// `SQLiteLibraryError.Attempt`) to the qualified name of an SQLFFI type, or nil. A type that
    /// has an SQLFFI type inside it without being one (an array of them, a function type) is
    /// unknown: a member of it may well be an SQLFFI value.
    static func from(_ type: TypeSyntax, resolve: (String) -> String?) -> TypeRef? {
        if let optional = type.as(OptionalTypeSyntax.self) { return from(optional.wrappedType, resolve: resolve) }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return from(implicit.wrappedType, resolve: resolve)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return from(attributed.baseType, resolve: resolve) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = SyntaxText.name(identifier.name)
            if name == "Optional", let argument = identifier.genericArgumentClause?.arguments.first,
                case .type(let wrapped) = argument.argument
            {
                return from(wrapped, resolve: resolve)
            }
            if identifier.genericArgumentClause == nil, let qualified = resolve(name) { return .ffi(qualified) }
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
            let qualified = resolve(SyntaxText.oneLine(member))
        {
            return .ffi(qualified)
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return from(only.type, resolve: resolve)
            }
            return .tuple(
                tuple.elements.map { element in
                    TupleElement(
                        label: element.firstName.map(SyntaxText.name), type: from(element.type, resolve: resolve))
                })
        }
        if !namedTypes(in: type, resolve: resolve).isEmpty { return nil }
        return .other(SyntaxText.oneLine(type))
    }

    /// The SQLFFI types named anywhere inside `node` (generic arguments, function types, ...).
    static func namedTypes(in node: some SyntaxProtocol, resolve: (String) -> String?) -> Set<String> {
        var names = Set<String>()
        for identifier in node.tokens(viewMode: .sourceAccurate) where identifier.tokenKind.isIdentifier {
            guard let parent = identifier.parent else { continue }
            if let type = parent.as(IdentifierTypeSyntax.self), type.name == identifier {
                if let qualified = resolve(SyntaxText.name(identifier)) { names.insert(qualified) }
            } else if let type = parent.as(MemberTypeSyntax.self), type.name == identifier {
                let written = SyntaxText.oneLine(type.with(\.genericArgumentClause, nil))
                if let qualified = resolve(written) { names.insert(qualified) }
            }
        }
        return names
    }
}

extension TokenKind {
    /// Whether the token is an identifier (`Foo`, `` `default` ``).
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
