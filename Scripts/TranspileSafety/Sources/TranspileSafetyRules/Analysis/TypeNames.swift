import SwiftSyntax

/// Small questions about written types, answered from the syntax alone.
enum TypeNames {
    /// The last name component of a nominal type: `Int` for `Int`, `Swift.Int` and `Int<...>`,
    /// nil for tuples, functions, arrays and the like.
    static func simpleName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return simpleName(of: attributed.baseType)
        }
        return nil
    }

    /// The type without specifiers and attributes (`inout`, `borrowing`, `@escaping`) and with
    /// one level of `T?` / `T!` removed.
    static func unwrappingOptional(_ type: TypeSyntax) -> TypeSyntax {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return unwrappingOptional(attributed.baseType)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return optional.wrappedType
        }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return implicit.wrappedType
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first,
            case .type(let wrapped) = argument.argument
        {
            return wrapped
        }
        return type
    }

    /// True when `name` is written as the standard library's `Swift.name` or just `name`.
    static func isStandard(_ type: TypeSyntax, named names: Set<String>) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return names.contains(identifier.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self),
            let base = member.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Swift"
        {
            return names.contains(member.name.text)
        }
        return false
    }

    static let floatingPoint: Set<String> = [
        "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "TimeInterval",
    ]

    /// Standard generic types that a project may extend (`extension Array { ... }`).
    static let standardGenerics: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result",
        "Range", "ClosedRange", "KeyValuePairs", "CollectionOfOne", "EmptyCollection",
        "LazySequence", "ReversedCollection", "Slice", "AsyncStream", "AsyncThrowingStream",
        "Task", "CheckedContinuation", "UnsafeContinuation", "SIMD2", "SIMD4",
    ]
}

/// Names of declarations, attributes and references.
enum SyntaxNames {
    /// `Foo` for `@Foo`, `@Foo(...)`, `@Module.Foo`.
    static func attributeName(_ attribute: AttributeSyntax) -> String {
        TypeNames.simpleName(of: attribute.attributeName) ?? attribute.attributeName.trimmedDescription
    }

    /// The names of the plain attributes in a list (entries inside `#if` are included).
    static func attributes(in list: AttributeListSyntax) -> [AttributeSyntax] {
        var result: [AttributeSyntax] = []
        for element in list {
            switch element {
            case .attribute(let attribute):
                result.append(attribute)
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let nested) = clause.elements {
                        result.append(contentsOf: attributes(in: nested))
                    }
                }
            }
        }
        return result
    }

    /// `name` for `` `name` ``.
    static func unescaped(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }

    static func hasAttribute(_ list: AttributeListSyntax, named name: String) -> Bool {
        attributes(in: list).contains { attributeName($0) == name }
    }

    /// Whether a modifier list holds one of the given keywords (`public`, `open`, ...).
    static func hasModifier(_ modifiers: DeclModifierListSyntax, _ keywords: Set<Keyword>) -> Bool {
        modifiers.contains { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind {
                return keywords.contains(keyword)
            }
            return false
        }
    }

    /// Whether the declaration's own access level is one of `keywords` (`private(set)` does not count).
    static func hasAccessLevel(_ modifiers: DeclModifierListSyntax, _ keywords: Set<Keyword>) -> Bool {
        modifiers.contains { modifier in
            if modifier.detail == nil, case .keyword(let keyword) = modifier.name.tokenKind {
                return keywords.contains(keyword)
            }
            return false
        }
    }

    /// True when `name` (as found in source) starts at a camel-case word boundary at `index`.
    static func isWordStart(_ name: [Character], at index: Int) -> Bool {
        if index == 0 { return true }
        if name[index].isUppercase { return true }
        let previous = name[index - 1]
        return previous == "_" || previous.isNumber
    }

    /// Whether `needle` (lower case) occurs in `name` starting at a camel-case word boundary,
    /// so `rowid` matches `rowID`, `lastInsertRowid` and `RowID` but not `borrowid`.
    static func containsWord(_ name: String, _ needle: String) -> Bool {
        let characters = Array(name)
        let lowered = characters.map { $0.lowercased() }
        let target = needle.map { String($0) }
        guard target.count <= lowered.count else { return false }
        for start in 0...(lowered.count - target.count)
        where lowered[start..<(start + target.count)].elementsEqual(target)
            && isWordStart(characters, at: start)
        {
            return true
        }
        return false
    }
}
