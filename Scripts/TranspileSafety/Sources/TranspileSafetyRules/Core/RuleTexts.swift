extension RuleID {
    /// What the rule reports, in a sentence.
    public var forbidden: String {
        switch self {
        case .enumReservedProperty:
            return """
                a non-static property named `name` or `ordinal` in an enum that becomes a Kotlin `enum class` \
                (no case with associated values, no `Error` conformance, no `static func <`), declared in the enum \
                or in an extension of it in the same module
                """
        case .delegatingInit:
            return """
                a delegating `self.init(...)` / `super.init(...)` whose arguments use a local declared in the \
                initializer's body (parameters are fine), and every delegating call but the first one at the top \
                level of the body (one nested in `if`, a second one)
                """
        case .unsupportedAttribute:
            return """
                an attribute on a type, function, initializer, deinit, subscript, property, enum case or parameter \
                that Skip does not know. Known: `@available`, `@discardableResult`, `@escaping`, `@frozen`, \
                `@indirect`, `@inlinable`, `@inline(__always)`, `@inline(never)`, `@MainActor`, `@Observable`, \
                `@ObservationIgnored`, `@AppStorage`, `@Bindable`, `@Binding`, `@Environment`, \
                `@EnvironmentObject`, `@FocusState`, `@ObservedObject`, `@Published`, `@ScaledMetric`, `@State`, \
                `@StateObject`, `@ViewBuilder`, `@ToolbarContentBuilder`, `@Test`, `@Suite`, `@Bridge`, \
                `@BridgeIgnored` (`@autoclosure` has its own rule). Everything else is reported: \
                `@usableFromInline`, `@exclusivity(...)`, `@inline(...)` with another argument, `@_...`, \
                `@objc`, `@Sendable`, `@preconcurrency`, `@resultBuilder`, `@propertyWrapper`, \
                `@dynamicMemberLookup`, `@dynamicCallable`, `@globalActor`, `@attached`, `@freestanding`, \
                `@GestureState` and every custom attribute (property wrapper, result builder, global actor, \
                attached macro). One report per declaration, at its first unknown attribute
                """
        case .numericInitLabel:
            return """
                a numeric conversion with an argument label: `Int8`...`Int64`, `UInt8`...`UInt64`, `Int`, `UInt`, \
                `Float`, `Double` called with `clamping:`, `truncatingIfNeeded:`, `exactly:`, `bitPattern:`, \
                `radix:` or any other label, also as `T.init(label:)`; write `Int32(x)` after an explicit range check
                """
        case .autoclosure:
            return "`@autoclosure` parameters"
        case .asyncInitOrSubscript:
            return "`async` initializers, and subscripts with an `async` getter"
        case .actorMutableProperty:
            return "a `var` property of an actor that is not `private` or `fileprivate`"
        case .caseWhere:
            return "`where` in a `switch` case pattern or a `catch` clause (`for ... where` is fine)"
        case .casePartialBinding:
            return """
                a case pattern that binds some associated values and matches others against values: \
                `case .pair(let a, 0)` (a `_` counts as neither)
                """
        case .composedType:
            return "protocol compositions `A & B`, wherever a type is written (also in generic constraints)"
        case .customOperator:
            return """
                `operator` and `precedencegroup` declarations, and every operator function other than \
                `static func ==` and `static func <` with two parameters (so `!=`, `<=`, `>`, `>=`, `+`, `~=` too)
                """
        case .externalExtension:
            return """
                an extension that Skip cannot merge into its type (the type is not declared in the module, the \
                extension has a `where` clause, or it is `private`/`fileprivate` in another file than the type) \
                and that adds protocol conformances, initializers or nested types
                """
        case .extensionFilePrivate:
            return """
                an extension of a type of the module, written in another file than the type, in a file that \
                declares something `fileprivate`, or something `private` outside any type
                """
        case .fallthroughStatement:
            return "`fallthrough`"
        case .genericInit:
            return "initializers with generic parameters of their own (`init<T>(...)`)"
        case .keyPath:
            return """
                key paths other than a plain `\\.a.b` / `\\T.a.b` literal passed directly as a call or attribute \
                argument (which Skip turns into a closure): key-path values (stored, returned, used with \
                `[keyPath:]`), the `KeyPath` family of types, and literals with subscript, `?` or `!` components
                """
        case .localType:
            return "struct/class/enum/protocol/actor declared inside a function, initializer, accessor or closure"
        case .localVariableAccessors:
            return """
                a local variable (in a function, initializer, accessor or closure) that is `lazy` or has `get`, \
                `set`, `willSet` or `didSet`
                """
        case .macro:
            return """
                `macro` declarations and freestanding expansions `#name` other than `#Preview`, `#warning`, \
                `#error`, `#colorLiteral`, `#expect` and `#require` (so `#file`, `#line`, `#function`, `#column` \
                count); attached macros are attributes (`unsupported-attribute`)
                """
        case .nestedInGeneric:
            return """
                a type declared directly inside a generic struct/class/enum/actor, or inside an extension with a \
                `where` clause
                """
        case .optionalNoneSome:
            return """
                `Optional.none`, `Optional.some(x)`, and an implicit `.none` / `.some(...)` when no enum case or \
                static member of the module has that name
                """
        case .optionSetNotStruct:
            return """
                a class, enum or actor conforming to `OptionSet`, on the type or in an extension of a type the \
                module declares only as a non-struct
                """
        case .parameterPack:
            return "variadic generics: `each T` parameters, `repeat` pack expansions"
        case .reservedTypeName:
            return """
                a struct, class, enum or actor named `Boolean`, `Char`, `Exception`, `Long`, `Nothing`, `Short`, \
                `Throwable` or `Unit`
                """
        case .tupleArity:
            return "tuple types and tuple expressions with more than 5 elements"
        case .typealiasConstraint:
            return "a typealias with constrained generic parameters (`typealias X<T: P> = ...` or a `where` clause)"
        case .pointerType:
            return "`Unsafe…Pointer` / `Unsafe…BufferPointer` types, `OpaquePointer`, `CVaListPointer`"
        case .unsafeCall:
            return "`withUnsafe…` calls (`withUnsafeBytes`, `withUnsafeMutablePointer`, ...) and `unsafeBitCast`"
        case .unmanaged:
            return "`Unmanaged`"
        case .mirror:
            return "`Mirror`, `CustomReflectable` and `CustomLeafReflectable`"
        case .unmappedImport:
            return """
                `import` of a module that Skip neither maps to a Skip module nor transpiles. Allowed: the modules \
                Skip maps (\(ImportRule.skipMappedModules.sorted().joined(separator: ", "))), Skip's own \
                `Skip…` modules, the modules checked in the same run, and \
                \(ImportRule.kotlinCounterparts.sorted().joined(separator: ", ")) (its Kotlin/JNA \
                implementation is what Android builds link)
                """
        case .stringMutation:
            return """
                mutating a `String` in place (`append`, `append(contentsOf:)`, `insert`, `remove`, `removeAll`, \
                `removeFirst`, `removeLast`, `removeSubrange`, `replaceSubrange`, `reserveCapacity`, `popLast`) \
                on a value known to be a String: write `s += ...` or build a new String
                """
        case .doubleIntLiteral:
            return "comparing a `Double` (or other floating-point value) with an integer literal: write `0.0`"
        case .intForSQLiteInteger:
            return """
                `Int` for SQLite integers, row ids and change counts (names with rowid, changes, lastInsert, \
                integerValue; functions named `integer`): use `Int64`
                """
        case .genericStaticMember:
            return """
                `T.member` or `T.self` where `T` is a generic parameter of the enclosing function, unless the \
                function is `@inline(__always)` and, for `T.member`, its body has a \
                `// SKIP INSERT: val T = T::class.companionObjectInstance as …Companion` line (SkipSQL's form); \
                a metatype parameter `type: T.Type` (`type.member`) or `type(of: x).member` is fine
                """
        case .trailingClosureNotLast:
            return """
                a function or initializer (any access level) with a parameter of function type (`() -> Void`, \
                `@escaping (T) -> U`, `((E) -> Void)?`, or a typealias of the module for one) that has no default \
                value and is followed only by parameters that all have one, of any type (at least one): \
                `observe(sql: String, onChange: @escaping ([[SQLValue]]) -> Void, onError: ((SQLError) -> Void)? = nil)`, \
                `f(body: () -> Void, label: String = "")`. An `inout`, `@autoclosure` or variadic parameter takes no \
                trailing closure and does not count; a variadic parameter after the closure has no default. Put the \
                closure without a default last: `onError: ((SQLError) -> Void)? = nil, onChange: @escaping …`
                """
        case .emptyLiteralElement:
            return """
                a call `x.append([])` or `x.insert([], at: i)` whose unlabeled first argument is an empty array \
                literal (`[]`, also in parentheses); give the empty array a type first, `let none: [T] = []`, and \
                append that
                """
        case .publicInlineCallsInternal:
            return """
                a `public` or `open` function marked `@inline(__always)` whose body calls (`f(…)`, `x.f(…)`) a \
                function that the module declares only without `public` or `open`; keep `@inlinable` and drop \
                `@inline(__always)`, or make the callee public
                """
        case .unsignedIntLiteral:
            return """
                an integer literal used as an unsigned integer (`UInt8`, `UInt16`, `UInt32`, `UInt64`, `UInt`): \
                compared with, in arithmetic with, assigned or compound-assigned to, or matched in a `switch` on \
                a value known to be unsigned (`bytes[i] != 10`, `byte >= 48`, `byte - 48`), returned from a \
                function whose result is unsigned, or passed where the module's function or initializer declares \
                the parameter unsigned (`reader.skip(45)` with `skip(_ byte: UInt8)`); convert the unsigned side \
                (`Int(byte) != 10`) or keep the values as `Int`
                """
        case .int64LiteralEquality:
            return """
                `==` or `!=` between an integer literal and a value known to be `Int64` or `Int64?` (annotated, \
                `Int64(…)`, a module property or function result declared `Int64`: `x.integerValue == 1`, \
                `let value = try integer(…)` then `value == 0`), and an integer literal `case` of a `switch` on one; \
                write `Int64(1)`, or compare `SQLValue`s (`x == SQLValue.integer(1)`). `<`, `>`, `<=`, `>=` are fine
                """
        case .shiftCountType:
            return """
                a shift `x << n` / `x >> n` whose count is known to be an integer other than `Int` or `Int32` \
                (`Int64(1) << Int64(index)`, a count declared `Int64` or unsigned); shift by an `Int`
                """
        case .stringInitializer:
            return """
                `String(…)` with argument labels that no `String` function of SkipLib or SkipFoundation takes: \
                `String(decoding:as:)`, `String(cString:)`, `String(validatingUTF8:)`, `String(_:radix:)`, \
                `String(reflecting:)`, … Known: `String()`, `String(x)`, `String(describing:)`, \
                `String(repeating:count:)`, `String(format:…)`, `String(format:arguments:)`, `String(data:encoding:)`, \
                `String(bytes:encoding:)`, `String(contentsOf:)`, `String(contentsOf:encoding:)`, `String(localized:…)`, \
                and initializers the module adds to `String`
                """
        case .arrayFromString:
            return """
                `Array(s)`, `Array<Character>(s)` or `[Character](s)` of a string literal or a value known to be a \
                `String`; write the array literal, or `s.map { $0 }`
                """
        case .dataSequence:
            return """
                a `Data` used as a sequence: `for … in data`, or `map`, `compactMap`, `flatMap`, `filter`, `forEach`, \
                `reduce`, `contains(where:)`, `first`, `last`, `enumerated`, `reversed`, `sorted`, `prefix`, `suffix`, \
                `dropFirst`, `dropLast`, `allSatisfy`, `elementsEqual`, `starts`, `min`, `max` and the like, on a value \
                known to be `Data` (annotated, `Data(…)`, `case .blob(let value)` of a case the module declares with \
                `Data`); read `[UInt8](data)` or `data.bytes` in Kotlin (`// SKIP REPLACE:`), then index it
                """
        case .catchErrorArgument:
            return """
                in a `catch` without a type pattern (the implicit `error`, or `catch let e`), the caught error passed \
                where every matching function or initializer of the module declares a parameter of a concrete type \
                (`SQLError(_ failure: SQLiteFailure, …)`), not `Error`, `any Error`, `Any` or a generic parameter, \
                unless every `try` of the `do` body calls functions of the module, or of a module given with \
                `--link` (SQLFFI's `#if SKIP` form), declared `throws(E)` with that type `E`; take `any Error` and convert inside, or `catch let failure as SQLiteFailure`
                """
        case .tupleAssignmentUninitialized:
            return """
                a tuple assigned to names declared earlier in scope without a value: `let a: T`, `let b: U`, then \
                `(a, b) = try f()`; keep the tuple (`let result = try f()`) or destructure into new names \
                (`let (a, b) = try f()`)
                """
        case .protocolExtensionSelf:
            return """
                `Self.member` in a member (instance or static) of an extension of a protocol of the module; write \
                `type(of: self).member` in an instance member, `member` in a static one
                """
        case .metatypeGenericArgument:
            return """
                a `type(of: x)` metatype, directly or through a local initialized from it, passed where every \
                matching generic function of the module takes `T.Type` for its own `T` \
                (`fetch(type(of: ob), primaryKeys: …)`); pass `T.self` from an `@inline(__always)` function, or use \
                the metatype only for its static members (`type(of: x).table`)
                """
        case .metatypeConstructCast:
            return """
                a static function of the module that returns `Self`, called through a metatype value (a parameter \
                or local of type `T.Type`, `type(of: x)`) and not cast: `append(try type.construct(row: …))`, \
                `let x: T = try type.construct(…)`; write `try type.construct(…) as T`
                """
        case .localizedErrorOverride:
            return """
                `errorDescription`, `failureReason`, `recoverySuggestion` or `helpAnchor` (not static) in a type of the \
                module that conforms to `LocalizedError` (on the type, on an extension, or through a protocol of the \
                module), or in an extension of it, when no file that declares the type itself imports `Foundation` \
                (or another module that brings SkipFoundation: `SkipFoundation`, `CoreFoundation`, `CryptoKit`, \
                `Dispatch`, `os`, `OSLog`, `SwiftUI`, `SkipSwiftUI`, `SkipFuseUI`, `UIKit`, `UserNotifications`); \
                add `import Foundation` to the type's file
                """
        case .undeterminedGenericLiteral:
            return """
                a property of a type or a global (not a local) declared without a type and initialized with an \
                explicitly specialized generic type, `let spare = SQLiteCallStorage<[SQLValue]?>([])`, that neither \
                the module, nor a module given with `--link`, nor SkipLib or SkipFoundation declares; declare the \
                property's type, or give the transpiler the module that declares it
                """
        case .ambiguousOverload:
            return """
                a call of overloads of the module with the same base name and labels that differ in the type of a \
                parameter, whose argument there is a parameter of the enclosing subscript (or a member, call or \
                subscript of one) used in the subscript's accessor: `columnMap.index(of: column)` in \
                `subscript(column: SQLColumn)` with `index(of: SQLColumn)` and `index(of: String)`; overloads that \
                another argument of known type rules out do not count; give the overloads distinct labels
                """
        case .jvmSignatureClash:
            return """
                two functions or initializers of one type of the module (its extensions in the module included), or \
                two top-level functions of one file, with the same base name, both static or not, whose Kotlin \
                parameter types are the same, or whose JVM signatures (result included) are: labels dropped, \
                `String` and `String?` one type (`Int` and `Int?` are `int` and `Integer`), `Int` and `Int32` both \
                Kotlin `Int`, type arguments of `[T]`, `[K: V]` and `Name<T>` erased; except the overloads \
                skipstone disambiguates: the same Swift parameter types (type arguments erased) with different labels, \
                unless the overload skipstone changes (of the two ordered by their labels, the first, or the second \
                when the first has no labels) is `open`, a protocol requirement, or has a label that is a Kotlin hard \
                keyword (`in`, `is`, `as`, `for`, …), `checkNonNull(_:in:)` beside `checkNonNull(_:_:)`. Overloads of different Swift parameter types are not \
                compared when one takes an unsigned integer or its own generic parameter. Rename one of them
                """
        }
    }
}
