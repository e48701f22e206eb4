import SwiftSyntax

/// `jvm-signature-clash`: two functions (or initializers) of one type of the module, its
/// extensions in the module included (skipstone moves them into the Kotlin class), or two
/// top-level functions of one file, with the same base name, both static or both not, whose
/// Kotlin declarations skipstone leaves with the same parameter types on the JVM:
/// `public func attach(table: String)` and `private func attach(name: String?)`. Kotlin drops the
/// argument labels, `String` and `String?` are one JVM type (`Int` and `Int?` are not: `int`
/// and `Integer`), `Int` and `Int32` are both Kotlin `Int`, and the type arguments of `[T]`,
/// `[K: V]` and other generic types are erased. skipstone's `KotlinDisambiguateFunctionsTransformer`
/// appends unused parameters only to overloads whose Swift parameter types are the same (type
/// arguments erased, optionality kept) and whose labels differ, and loses them for a function it
/// cannot change (`open`, a protocol's requirement) or whose labels hold a Kotlin hard keyword
/// (`checkNonNull(_:in:)` beside `checkNonNull(_:_:)`). kotlinc reports what is
/// left: CONFLICTING_OVERLOADS for the same Kotlin parameter types, CONFLICTING_JVM_DECLARATIONS
/// for the same JVM signature (result type included). Overloads with different Swift parameter
/// types are not compared when one takes an unsigned integer (Kotlin mangles the name) or a
/// parameter of its own generic type.
final class JVMSignatureClashRule: RuleVisitor {
    /// Kotlin's name for Swift's standard value types whose spelling differs.
    static let kotlinNames: [String: String] = [
        "Int32": "Int", "Int64": "Long", "Int16": "Short", "Int8": "Byte", "Float64": "Double",
        "TimeInterval": "Double",
        "CGFloat": "Double", "Float32": "Float", "Bool": "Boolean", "Character": "Char", "AnyObject": "Any",
    ]

    /// Kotlin types that are JVM primitives when not optional.
    static let primitives: Set<String> = ["Int", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Char"]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(
            name: SyntaxNames.unescaped(node.name.text), at: node.name, placement: FunctionSignature.placement(of: node)
        )
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        check(name: "init", at: node.initKeyword, placement: FunctionSignature.placement(of: node))
        return .visitChildren
    }

    private func check(name: String, at token: TokenSyntax, placement: FunctionSignature.Placement) {
        var owner: String?
        switch placement {
        case .local: return
        case .topLevel: owner = nil
        case .member(let type, _):
            guard context.module.declares(type) else { return }
            owner = type
        }
        let line = context.converter.location(for: token.positionAfterSkippingLeadingTrivia).line
        let all = context.module.members.functions[name] ?? []
        guard let this = all.first(where: { $0.path == context.path && $0.line == line && $0.owner == owner }) else {
            return
        }
        for other in all where other.line != this.line || other.path != this.path {
            guard other.owner == owner, other.isStatic == this.isStatic, owner != nil || other.path == this.path,
                let clash = clash(this, other)
            else { continue }
            let otherName = other.name + "(" + other.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            let file = other.path.split(separator: "/").last.map(String.init) ?? other.path
            report(
                token, .jvmSignatureClash,
                "\(name)(\(this.labels.map { ($0 ?? "_") + ":" }.joined())) and \(otherName) at \(file):\(other.line) are both \(clash)"
            )
            return
        }
    }

    /// The Kotlin or JVM signature both functions have, or nil when they differ.
    private func clash(_ a: FunctionSignature, _ b: FunctionSignature) -> String? {
        guard a.parameters.count == b.parameters.count else { return nil }
        // skipstone's disambiguation: same Swift types (type arguments erased), different labels.
        let erasedSwift = { (signature: FunctionSignature) in
            signature.parameters.map { Self.withoutTypeArguments($0.type) }
        }
        if !a.parameters.isEmpty, erasedSwift(a) == erasedSwift(b), a.labels != b.labels,
            keepsDisambiguation(receiver(of: a, b))
        {
            return nil
        }
        let sameSwiftTypes = a.parameters.map(\.type) == b.parameters.map(\.type)
        for signature in [a, b] where !sameSwiftTypes {
            for parameter in signature.parameters {
                if parameter.type.isUnsignedInteger
                    || signature.genericParameters.contains(parameter.type.unwrapped.text)
                {
                    return nil
                }
            }
        }
        let kotlin = { (signature: FunctionSignature) in signature.parameters.map { Self.kotlinType($0) } }
        if kotlin(a) == kotlin(b) {
            return "\(a.name)(\(kotlin(a).joined(separator: ", "))) in Kotlin"
        }
        let jvm = { (signature: FunctionSignature) in signature.parameters.map { Self.jvmType($0) } }
        let jvmReturn = { (signature: FunctionSignature) in signature.returnType.map { Self.jvmType(of: $0) } ?? "Unit"
        }
        if jvm(a) == jvm(b) && jvmReturn(a) == jvmReturn(b) {
            return "\(a.name)(\(jvm(a).joined(separator: ", "))) on the JVM"
        }
        return nil
    }

    /// The overload of a pair that skipstone gives the unused parameter (`initializeLabelCounts`):
    /// of the two, ordered by their labels joined, the first, unless it has no label or only it
    /// can be overridden from another module.
    private func receiver(of a: FunctionSignature, _ b: FunctionSignature) -> FunctionSignature {
        let key = { (signature: FunctionSignature) in signature.labels.map { $0 ?? "" }.joined(separator: ", ") }
        let (first, second) = key(a) < key(b) ? (a, b) : (b, a)
        if first.labels.allSatisfy({ $0 == nil }) || (isImplementable(first) && !isImplementable(second)) {
            return second
        }
        return first
    }

    /// Whether the unused parameter reaches the Kotlin: skipstone gives none to a function that
    /// can be overridden from another module (it warns), and matches the count to the Kotlin
    /// declaration by its labels after `KotlinEscapeKeywordsTransformer` appended `_` to a hard
    /// keyword (`in` is `in_`), so a function labelled with one keeps no unused parameter.
    private func keepsDisambiguation(_ signature: FunctionSignature) -> Bool {
        !isImplementable(signature) && !signature.labels.contains { Self.kotlinHardKeywords.contains($0 ?? "") }
    }

    /// skipstone `KotlinIdentifier.hardKeywords` (`Kotlin/KotlinExpressionTypes.swift`).
    static let kotlinHardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "checks",
        "is",
        "null", "object", "package", "return", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// Whether skipstone leaves the function's signature alone because another module may override it.
    private func isImplementable(_ signature: FunctionSignature) -> Bool {
        signature.modifiers.contains("open") || context.module.protocols.contains(signature.owner ?? "")
    }

    /// `Name` for `Name<…>`, `[]` for `[T]`, `[:]` for `[K:V]`, with the optional kept.
    static func withoutTypeArguments(_ type: WrittenType) -> String {
        let base = type.unwrapped
        var text = base.text
        if base.arrayElement != nil {
            text = "[]"
        } else if text.hasPrefix("[") {
            text = "[:]"
        } else if let open = text.firstIndex(of: "<") {
            text = String(text[..<open])
        }
        return text + (type.isOptional ? "?" : "")
    }

    static func kotlinType(_ parameter: FunctionSignature.Parameter) -> String {
        let base = parameter.type.unwrapped.text
        let name = kotlinNames[base] ?? base
        let text = name + (parameter.type.isOptional ? "?" : "")
        if parameter.isInout { return "InOut<\(text)>" }
        return parameter.isVariadic ? "vararg " + text : text
    }

    static func jvmType(_ parameter: FunctionSignature.Parameter) -> String {
        if parameter.isInout { return "InOut" }
        let type = jvmType(of: parameter.type)
        return parameter.isVariadic ? type + "[]" : type
    }

    /// The erased JVM type: primitives when not optional, generic types without type arguments.
    static func jvmType(of type: WrittenType) -> String {
        let base = type.unwrapped
        if base.arrayElement != nil { return "Array" }
        if base.text.hasPrefix("[") { return "Dictionary" }
        if base.text.contains("->") { return "Function" + String(functionArity(base.text)) }
        if base.text.hasPrefix("(") { return "Tuple" }
        var name = withoutTypeArguments(base)
        name = kotlinNames[name] ?? name
        if primitives.contains(name) { return type.isOptional ? name : name.lowercased() }
        return name
    }

    /// The number of parameters of a function type's written text, `(A, B) -> C`.
    static func functionArity(_ text: String) -> Int {
        var depth = 0
        var commas = 0
        var sawParameter = false
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if character == "(" || character == "[" || character == "<" {
                depth += 1
                continue
            }
            if character == ")" || character == "]" || (character == ">" && previous != "-") {
                depth -= 1
                if depth == 0 { break }
                continue
            }
            if depth == 1 {
                if character == "," { commas += 1 } else if !character.isWhitespace { sawParameter = true }
            }
        }
        return sawParameter ? commas + 1 : 0
    }
}
