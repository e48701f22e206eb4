/// The identifier of every rule, with what it forbids and why Kotlin cannot take it.
/// RULES.md is generated from these texts (`check-transpile-safety --rules-markdown`).
public enum RuleID: String, CaseIterable, Sendable, Comparable {
    case pointerType = "pointer-type"
    case unsafeCall = "unsafe-call"
    case conventionAttribute = "convention-attribute"
    case unmanaged = "unmanaged"
    case platformImport = "platform-import"
    case keyPath = "key-path"
    case mirror = "mirror"
    case parameterPack = "parameter-pack"
    case resultBuilder = "result-builder"
    case propertyWrapper = "property-wrapper"
    case macro = "macro"
    case dynamicMemberLookup = "dynamic-member-lookup"
    case dynamicCallable = "dynamic-callable"
    case localType = "local-type"
    case customOperator = "custom-operator"
    case optionSetNotStruct = "optionset-not-struct"
    case publicInout = "public-inout"
    case nestedInGeneric = "nested-in-generic"
    case doubleIntLiteral = "double-int-literal"
    case appendCharacter = "append-character"
    case intForSQLiteInteger = "int-for-sqlite-integer"

    /// Orders rules by identifier, for stable output.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// What the rule forbids, in a few words.
    public var forbidden: String {
        switch self {
        case .pointerType:
            return "`Unsafe…Pointer` / `Unsafe…BufferPointer` types, `OpaquePointer`, `CVaListPointer`"
        case .unsafeCall:
            return "`withUnsafe…` calls (`withUnsafeBytes`, `withUnsafeMutablePointer`, ...) and `unsafeBitCast`"
        case .conventionAttribute:
            return "`@convention(...)` function types and C symbol attributes (`@c`, `@_cdecl`, `@_silgen_name`)"
        case .unmanaged:
            return "`Unmanaged`"
        case .platformImport:
            return
                "`import` of C or platform modules (Glibc, Darwin, WinSDK, Android, Musl, ucrt, CRT, Bionic, "
                + "WASILibc, ObjectiveC, os, any `C…` module such as CSQLite) and of our modules other than "
                + "SQLFFI (SQLFFIShims, SQLContext, sqlctx)"
        case .keyPath:
            return "key-path expressions (`\\Foo.bar`, `\\.bar`) and the `KeyPath` family of types"
        case .mirror:
            return "`Mirror` and `CustomReflectable` (runtime reflection)"
        case .parameterPack:
            return "variadic generics: `each T` parameters, `repeat` pack expansions"
        case .resultBuilder:
            return "`@resultBuilder` declarations and builder attributes on functions, closures and parameters"
        case .propertyWrapper:
            return "`@propertyWrapper` declarations and any custom attribute on a variable or value parameter"
        case .macro:
            return
                "`macro` declarations, `@attached` / `@freestanding`, `#` expansions other than "
                + "#file/#line/#function/#column/#fileID/#filePath, custom attributes on types and other declarations"
        case .dynamicMemberLookup:
            return "`@dynamicMemberLookup`"
        case .dynamicCallable:
            return "`@dynamicCallable`"
        case .localType:
            return
                "struct/class/enum/protocol/actor/typealias declared inside a function, closure, initializer or accessor"
        case .customOperator:
            return
                "`operator` and `precedencegroup` declarations, operator functions other than ==, !=, <, <=, >, >="
        case .optionSetNotStruct:
            return "a class, enum or actor conforming to `OptionSet`"
        case .publicInout:
            return "`inout` parameters in public or open functions, initializers and subscripts"
        case .nestedInGeneric:
            return "types declared inside a generic type or an extension of one"
        case .doubleIntLiteral:
            return "comparing a `Double` (or other floating-point value) with an integer literal"
        case .appendCharacter:
            return "`String.append` of a `Character` (write `s += String(c)` or `s += \"c\"`)"
        case .intForSQLiteInteger:
            return
                "`Int` for SQLite integers, row ids and change counts (names with rowid, changes, lastInsert, "
                + "integerValue; functions named `integer`): use `Int64`"
        }
    }

    /// Why Skip's Kotlin output cannot take it.
    public var why: String {
        switch self {
        case .pointerType:
            return "Kotlin has no raw pointers; pointer work belongs in SQLFFI"
        case .unsafeCall:
            return "Kotlin has no scoped raw memory access and no bit-level reinterpretation of values"
        case .conventionAttribute:
            return "Kotlin function types have no calling conventions; C function pointers do not exist on the JVM"
        case .unmanaged:
            return "the JVM has a garbage collector, no manual retain/release"
        case .platformImport:
            return
                "Kotlin cannot import C or platform modules; only Foundation, Dispatch, XCTest, Testing and SQLFFI map"
        case .keyPath:
            return "Kotlin has no key-path values"
        case .mirror:
            return "Kotlin (without kotlin-reflect) has no Swift-style runtime reflection"
        case .parameterPack:
            return "Kotlin generics have no variadic type parameters"
        case .resultBuilder:
            return "Kotlin has no result builders"
        case .propertyWrapper:
            return "Kotlin has no property wrappers"
        case .macro:
            return "Kotlin has no Swift macros; the transpiler sees only the unexpanded source"
        case .dynamicMemberLookup:
            return "Kotlin resolves members statically; there is no dynamic member lookup"
        case .dynamicCallable:
            return "Kotlin has no dynamically callable values"
        case .localType:
            return "Kotlin has no local enums or typealiases; the transpiler takes types only at file or member level"
        case .customOperator:
            return "Kotlin has a fixed set of operators; only Equatable/Comparable operators map to equals/compareTo"
        case .optionSetNotStruct:
            return "the transpiler supports OptionSet only as a struct with a rawValue (a value type)"
        case .publicInout:
            return "Kotlin has no inout parameters, so a public API that takes one has no Kotlin form"
        case .nestedInGeneric:
            return "Kotlin nested classes of a generic class cannot use the outer type parameters"
        case .doubleIntLiteral:
            return "Kotlin does not widen an integer literal to Double: `d == 0` with a Double `d` does not compile"
        case .appendCharacter:
            return
                "Kotlin Char is a UTF-16 code unit, not a Swift Character; `+=` with a String is the form that transpiles"
        case .intForSQLiteInteger:
            return "Kotlin Int is 32-bit; SQLite integers, row ids and change counts are 64-bit"
        }
    }
}
