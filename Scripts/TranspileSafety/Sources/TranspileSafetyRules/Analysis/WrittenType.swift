import SwiftSyntax

/// A type as the checker compares types: the written type in one canonical spelling, without
/// spaces, module prefixes (`Swift.`, `Foundation.`), specifiers and `any`/`some`, with sugar for
/// optionals, arrays and dictionaries: `Int64?`, `[UInt8]`, `[String:Int]`, `T.Type`.
struct WrittenType: Hashable, CustomStringConvertible {
    /// The canonical spelling.
    var text: String

    init(_ text: String) {
        self.text = text
    }

    init(_ type: TypeSyntax) {
        self.text = Self.canonical(type)
    }

    var description: String { text }

    /// Whether the type is optional (`T?`).
    var isOptional: Bool { text.hasSuffix("?") }

    /// The type without its outermost optional.
    var unwrapped: WrittenType {
        isOptional ? WrittenType(String(text.dropLast())) : self
    }

    /// The same type made optional (unchanged when it already is).
    var optional: WrittenType {
        isOptional ? self : WrittenType(text + "?")
    }

    /// `E` for `[E]` (not for `[K:V]`), else nil.
    var arrayElement: WrittenType? {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = String(text.dropFirst().dropLast())
        var depth = 0
        for character in inner {
            if character == "[" || character == "<" || character == "(" { depth += 1 }
            if character == "]" || character == ">" || character == ")" { depth -= 1 }
            if character == ":" && depth == 0 { return nil }
        }
        return WrittenType(inner)
    }

    /// The element a `for` loop over a value of this type binds: an array's element, or `UInt8`
    /// for `String.UTF8View` (not for `Data`, which is no sequence in SkipFoundation).
    var sequenceElement: WrittenType? {
        text == "String.UTF8View" ? WrittenType("UInt8") : arrayElement
    }

    /// `T` for `T.Type`, else nil.
    var metatypeInstance: WrittenType? {
        text.hasSuffix(".Type") ? WrittenType(String(text.dropLast(".Type".count))) : nil
    }

    static let unsignedIntegers: Set<String> = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Whether the (non-optional) type is one of Swift's unsigned integers, which Kotlin has
    /// as `UByte`, `UShort`, `UInt`, `ULong`.
    var isUnsignedInteger: Bool { Self.unsignedIntegers.contains(unwrapped.text) }

    /// The standard type names a call `Name(...)` makes (a conversion or a Foundation value).
    static let standardValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Data", "Date", "UUID", "URL",
    ]

    private static let droppedModules: Set<String> = ["Swift", "Foundation"]

    private static func canonical(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return named(identifier.name.text, identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            if let base = member.baseType.as(IdentifierTypeSyntax.self), droppedModules.contains(base.name.text) {
                return named(member.name.text, member.genericArgumentClause)
            }
            return canonical(member.baseType) + "." + named(member.name.text, member.genericArgumentClause)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return canonical(optional.wrappedType) + "?"
        }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return canonical(implicit.wrappedType) + "?"
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return "[" + canonical(array.element) + "]"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "[" + canonical(dictionary.key) + ":" + canonical(dictionary.value) + "]"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return canonical(attributed.baseType)
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            return canonical(someOrAny.constraint)
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return canonical(metatype.baseType) + "." + metatype.metatypeSpecifier.text
        }
        return type.trimmedDescription.filter { !$0.isWhitespace }
    }

    private static func named(_ name: String, _ clause: GenericArgumentClauseSyntax?) -> String {
        guard let clause else { return name }
        let arguments: [String] = clause.arguments.map { argument in
            if case .type(let type) = argument.argument { return canonical(type) }
            return argument.argument.trimmedDescription
        }
        if name == "Optional" && arguments.count == 1 { return arguments[0] + "?" }
        if name == "Array" && arguments.count == 1 { return "[" + arguments[0] + "]" }
        if name == "Dictionary" && arguments.count == 2 { return "[" + arguments[0] + ":" + arguments[1] + "]" }
        return name + "<" + arguments.joined(separator: ",") + ">"
    }
}
