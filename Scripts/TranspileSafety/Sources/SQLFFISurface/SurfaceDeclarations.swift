/// Where a declaration is written: a path relative to the repository root and a 1-based line.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file, relative to the root the tool ran from, such as `Sources/SQLFFI/Statement/SQLiteStatement.swift`.
    public var file: String
    /// The line of the declaration's first attribute, modifier or keyword.
    public var line: Int

    /// A location from its parts.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    /// By file, then line.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// One parameter of a function, initializer, subscript or enum case, as a call site sees it.
struct SurfaceParameter: Hashable {
    /// The argument label, nil for `_`.
    var label: String?
    /// Whether the parameter has a default value, so that a call may leave it out.
    var hasDefault: Bool
    /// Whether the parameter is variadic (`Int...`).
    var isVariadic: Bool
    /// Whether its type is a function type, so that a trailing closure can fill it.
    var isFunction: Bool
}

/// A member of an SQLFFI type (or a global declaration of SQLFFI) that other modules can see.
public struct SurfaceMember: Hashable, Sendable {
    /// What kind of declaration the member is.
    public enum Kind: String, Hashable, Sendable {
        /// A stored or computed property.
        case property
        /// A method.
        case function
        /// An initializer.
        case initializer
        /// A subscript.
        case `subscript`
        /// An enum case.
        case enumCase = "case"
    }

    /// The qualified name of the type that declares the member (an extension counts), empty for a
    /// global declaration.
    public var owner: String
    /// The base name: `bind`, `init`, `subscript`, `ok`.
    public var name: String
    /// What kind of declaration it is.
    public var kind: Kind
    /// Whether it is `static` (or `class`).
    public var isStatic: Bool
    /// The declaration on one line, without body, doc comment or code-generation attributes.
    public var signature: String
    /// What it throws: nil when it does not throw, `any Error` for an untyped `throws`, the type of
    /// a typed `throws(...)`, or `rethrows`.
    public var throwsType: String?
    /// Where it is declared.
    public var location: SourceLocation
    /// The SQLFFI types its signature names (parameters, result, thrown error, property type).
    public var referencedTypes: [String]
    /// The argument labels, nil for a property or an enum case without associated values.
    var parameters: [SurfaceParameter]?
    /// The type of the property, the result of the function or subscript, the owner for an
    /// initializer or an enum case.
    var valueType: TypeRef?

    /// The name with its argument labels, as Swift documentation writes it: `bind(_:at:)`, `raw`.
    public var displayName: String {
        guard let parameters else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A type of SQLFFI (or a type SQLFFI extends) that other modules can see, with all its visible members.
public struct SurfaceType: Hashable, Sendable {
    /// What kind of declaration the type is.
    public enum Kind: String, Hashable, Sendable {
        /// A class.
        case `class`
        /// A struct.
        case `struct`
        /// An enum.
        case `enum`
        /// A protocol.
        case `protocol`
        /// An actor.
        case actor
        /// A type alias.
        case `typealias`
        /// A type declared elsewhere that SQLFFI extends with visible members.
        case `extension`
    }

    /// The qualified name: `SQLiteStatement`, `SQLiteLibraryError.Attempt`.
    public var name: String
    /// What kind of declaration it is.
    public var kind: Kind
    /// The declaration on one line, without members, doc comment or code-generation attributes.
    public var signature: String
    /// The conformances and superclass: the declaration's, then those its extensions add.
    public var conformances: [String]
    /// Where it is declared (for an extended foreign type, its first extension).
    public var location: SourceLocation
    /// The SQLFFI types the declaration itself names (conformances, the aliased type).
    public var referencedTypes: [String]
    /// Every visible member, in declaration order.
    public var members: [SurfaceMember]
}
