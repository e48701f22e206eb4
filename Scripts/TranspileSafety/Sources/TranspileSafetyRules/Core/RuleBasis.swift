extension RuleID {
    /// What the rule rests on: the transpiler source and message, or the Skip documentation.
    /// `skipstone` is skiptools/skipstone `Sources/SkipSyntax/`; the Transpilation Reference is
    /// skiptools/skip.dev `src/content/docs/docs/swiftsupport.md` (https://skip.dev/docs/swiftsupport/);
    /// the SkipLib page is `src/content/docs/docs/modules/skip-lib/index.md` there.
    public var basis: String {
        switch self {
        case .enumReservedProperty:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`, `KotlinClassDeclaration.processEnumMemberDeclarations`: \
                for an enum that is not `isSealedClassesEnum`, every non-static variable in \
                `disallowedEnumPropertyNames = ["name", "ordinal"]` (members of extensions in the module are moved \
                in first) gets error `kotlinEnumReservedProperty` (`Kotlin/KotlinMessage.swift`): "The Kotlin enum \
                base type has 'name' and 'ordinal' properties which cannot be overridden. Consider changing the \
                name of this property". Sealed classes: `isSealedClassesEnum` (`Kotlin/KotlinCodebaseInfo.swift`) \
                is true when the enum conforms to Error, has a case with associated values, or declares `<`
                """
        case .delegatingInit:
            return """
                skipstone `Kotlin/KotlinConstructorAndSideEffectSupressionTransformer.swift` (not in the stored \
                index of skiptools/skipstone; read in the fork chrisfinazzo/skipstone at skipVersion 1.6.40): \
                `fixupClassConstructor` moves the first top-level `self.init`/`super.init` into the Kotlin \
                `this(...)`/`super(...)` call and reports any other one, error \
                `kotlinConstructorSingleDelegatingStatement`: "A Kotlin constructor can only include a single \
                top-level call to another 'this' or 'super' constructor"; `fixupDelegatingConstructorCall` reports \
                each identifier in its arguments that is a local and not a parameter, error \
                `kotlinConstructorDelegatingStatementArguments`: "In Kotlin, delegating calls to 'self' or 'super' \
                constructors can not use local variables other than the parameters passed to this constructor". \
                Transpilation Reference: "Kotlin imposes some limitations on calling `super.init` or `self.init` \
                in a delegating constructor"
                """
        case .unsupportedAttribute:
            return """
                skipstone `HelperTypes.swift`, `Attribute.kind`: the known attributes map to an `Attribute.Kind`, \
                every other name (and `@inline` with other arguments) to `.unknown`; \
                `Kotlin/KotlinHelperTypes.swift`, `KotlinStatement.processAttributes` (called for types, functions, \
                initializers, subscripts, properties and enum cases) drops `.unknown` and `.gestureState` attributes \
                with warning `kotlinAttributeUnsupported`: "Kotlin does not support this Swift attribute, macro, or \
                property wrapper" (one per declaration), and `Parameter.appendKotlinMessages` there warns \
                `kotlinAttributeOnParameterUnsupported`: "Kotlin does not support this Swift function parameter \
                attribute". Transpilation Reference: "✕ Custom property wrappers", "✕ Other result builders", \
                "✕ Other macros"
                """
        case .numericInitLabel:
            return """
                skip-lib `Sources/SkipLib/Skip/Numbers.kt` defines the Kotlin conversions `Byte`, `Short`, `Int`, \
                `Long`, `UByte`, `UShort`, `UInt`, `ULong`, `Float`, `Double` only as `(number: Number)`, \
                `(number: UByte/UShort/UInt/ULong)` and `(string: String)`. The transpiler keeps Swift argument \
                labels as Kotlin named arguments (`Int32(clamping: x)` becomes `Int(clamping = x)`), which no \
                overload takes, so the Kotlin does not compile; the transpiler itself says nothing (issue 12's run \
                of skipstone 1.7.4 gave exactly the other 6 errors and 13 warnings). SkipLib page: `Int32` lists \
                only `min`, `max`, `random(in:)`; "Anything not listed here is likely not supported."
                """
        case .autoclosure:
            return """
                skipstone error `kotlinAutoclosure` (`Kotlin/KotlinMessage.swift`): "Kotlin does not support \
                @autoclosure parameters. Consider using a standard closure". Transpilation Reference: \
                "✕ `@autoclosure` parameters"
                """
        case .asyncInitOrSubscript:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`: `KotlinFunctionDeclaration.translateMemberInfo` \
                reports error `kotlinAsyncConstructor`: "Kotlin does not support async constructors. Consider using \
                a factory function"; `translate(statement: SubscriptDeclaration)` reports error \
                `kotlinAsyncSubscript`: "Kotlin does not support async subscripts. Consider using a standard get \
                function"
                """
        case .actorMutableProperty:
            return """
                skipstone error `kotlinActorMutableProperty` (`Kotlin/KotlinMessage.swift`): "Non-private mutable \
                actor properties are not supported. Consider making this private and using non-private functions \
                to access it". Transpilation Reference: "Custom actors — Non-private mutable properties not \
                supported"
                """
        case .caseWhere:
            return """
                skipstone `Kotlin/KotlinExpressionTypes.swift`, `KotlinCase.translate` (switch cases and, through \
                `KotlinTryCatch`, catch clauses): error `kotlinWhenCaseWhere`: "Kotlin does not support where \
                conditions in case and catch matches. Consider using an if statement within the case or catch \
                body". Transpilation Reference: "✕ `case … where`"
                """
        case .casePartialBinding:
            return """
                skipstone `Kotlin/KotlinExpressionTypes.swift`, `KotlinCasePattern.translate`: a case call pattern \
                with both bindings and non-bindings gets error `kotlinWhenCasePartialBinding`: "Kotlin does not \
                support partial bindings in case matches. Match against a concrete value or bind all values"
                """
        case .composedType:
            return """
                skipstone `TypeSignature.appendKotlinMessages` (`Kotlin/KotlinTypeSignature.swift`) reports every \
                `.composition`, error `kotlinComposedTypes`: "Kotlin does not support composed types. Consider \
                creating a single type that conforms to these types". Transpilation Reference: "✕ Compound types \
                (e.g. `A & B`)"
                """
        case .customOperator:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`, `KotlinFunctionDeclaration.translate`: a function \
                whose name starts with neither a letter, digit, `_`, `$` nor a backtick and is not \
                `isEqualImplementation` / `isLessThanImplementation` (`==` / `<`, static, two parameters) gets error \
                `kotlinOperatorFunction`: "Skip does not support custom operators. Consider using a standard \
                function"; operator and precedence-group declarations have no `StatementType` \
                (`StatementTypes.swift`). Transpilation Reference: "✓ Custom `Equatable` with `==`", "✓ Custom \
                `Comparable` with `<`", "✕ Other custom operators"
                """
        case .externalExtension:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`, `KotlinExtensionDeclaration.translate` / \
                `translateExtensionMembers`: an extension that cannot move into its type becomes Kotlin extension \
                functions, with errors `kotlinExtensionAddProtocols` ("... Therefore it cannot add additional \
                protocols"), `kotlinExtensionAddConstructors` ("... Therefore it cannot add additional \
                constructors") and `kotlinExtensionUnsupportedMember` ("... Therefore the extension can only \
                include properties and functions"), after `extensionUnmovableExplanation` (`Kotlin/KotlinMessage.swift`): \
                "This extension cannot be merged into its extended Kotlin type, because its type is defined outside \
                of this module." / "... because it has generic constraints." / "... because it is declared as \
                private or fileprivate.". Transpilation Reference: "~ Limits on extending types defined in other \
                modules"
                """
        case .extensionFilePrivate:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`, `KotlinExtensionDeclaration.translate` with \
                `mayUseFilePrivateAPI` (a `fileprivate` declaration, or a `private` one outside any type, in the \
                extension's file): warning `kotlinExtensionUsingFileprivateAPI`: "This extension will be moved into \
                its extended type definition when translated to Kotlin. It will not be able to access this file's \
                private types or fileprivate members"
                """
        case .fallthroughStatement:
            return """
                skipstone `Kotlin/KotlinTranslator.swift`, `translateStatement`: every `fallthrough` becomes error \
                `kotlinSwitchFallthrough`: "Kotlin does not support fallthrough. Consider restructuring your \
                switch statement"
                """
        case .genericInit:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`, `KotlinFunctionDeclaration.translate`: error \
                `kotlinConstructorGenerics`: "Kotlin constructors cannot introduce additional generics. Only use \
                generics from the owning type declaration". Transpilation Reference: "✕ Constructors cannot use \
                generic parameter types that are not declared by the owning type"
                """
        case .keyPath:
            return """
                Transpilation Reference: "~ Key paths — ✓ As implicit closure parameters — ✓ As `@Environment` \
                keys — ✕ Other uses"; skipstone error `kotlinKeyPath` (`Kotlin/KotlinMessage.swift`): "Kotlin does \
                not support key paths. Skip offers limited support by translating key path literals to closures, \
                but this use case is not supported"; `Message.keyPathUnsupported` (`Message.swift`): "Skip only \
                supports basic key path expressions consisting of '.'-separated property names"
                """
        case .localType:
            return """
                skipstone `StatementTypes.swift`, `TypeDeclaration.resolveAttributes`: a type whose parent has an \
                owning function gets error `localTypesNotSupported` (`Message.swift`): "Skip does not support type \
                declarations within functions. Consider making this an independent type". Transpilation \
                Reference: "✕ Types defined within functions"
                """
        case .localVariableAccessors:
            return """
                skipstone errors (`Kotlin/KotlinMessage.swift`) `kotlinLocalVariableLazy`: "Kotlin does not support \
                lazy local variables. Consider using a closure to delay the variable value's creation" and \
                `kotlinLocalVariableCustomLogic`: "Kotlin does not support custom get and set logic for local \
                variables"
                """
        case .macro:
            return """
                skipstone `ExpressionTypes.swift`, the `macroExpansionExpr` decoder: "We don't yet support macro \
                expansion, but we know we can safely translate these" (Preview, warning, error, colorLiteral, \
                expect, require); every other name gets error `macroExpansionUnsupported` (`Message.swift`): "Skip \
                does not support this Swift macro"; macro declarations have no `StatementType`. Transpilation \
                Reference: "✕ Macros — ✓ `@Observable` — ✓ `@ObservationIgnored` — ✕ Other macros"
                """
        case .nestedInGeneric:
            return """
                skipstone `Kotlin/KotlinStatementTypes.swift`, `KotlinClassDeclaration.translate`: when the owning \
                type declaration has generics (for an extension: its `where` clause), error \
                `kotlinGenericTypeNested`: "Swift and Kotlin treat types nested within generic types in \
                incompatible ways, and Skip cannot translate between the two. Consider moving this type out of its \
                generic outer type". Transpilation Reference (Generics): "✕ Inner types on generic outer types are \
                not supported"
                """
        case .optionalNoneSome:
            return """
                skipstone `Kotlin/KotlinExpressionTypes.swift`, `KotlinMemberAccess.translate`: member `none` or \
                `some` of an Optional gets error `kotlinOptionalNoneSome`: "Kotlin optionals are not enums. Use nil \
                or a value rather than .none or .some. In switch statements, use the modern 'case nil', 'case \
                <value>?', and 'case let <binding>?'". Transpilation Reference: "Kotlin does not represent \
                `Optional` as its own type, so `.some` and `.none` do not exist"
                """
        case .optionSetNotStruct:
            return """
                skipstone error `kotlinOptionSetStruct` (`Kotlin/KotlinMessage.swift`): "Skip only supports \
                OptionSets that are structs. Change this type to a struct". Transpilation Reference: "`OptionSet` \
                — You must implement `OptionSet` with a `struct`"
                """
        case .parameterPack:
            return "Transpilation Reference (Functions): \"✕ Parameter packs\""
        case .reservedTypeName:
            return """
                skipstone `CodebaseInfo.kotlinReservedBuiltinNames` (`Kotlin/KotlinCodebaseInfo.swift`), checked in \
                `KotlinClassDeclaration.translate`: error `kotlinNameReservedType`: "<name> is a reserved type name \
                in Kotlin. Please rename this type"
                """
        case .tupleArity:
            return """
                Transpilation Reference: "Tuples — ✓ Arity 2 through 5 — ✕ Arity 6+"; skipstone error \
                `kotlinTupleArity` (`Kotlin/KotlinMessage.swift`): "Skip does not support tuples of arity > \
                <maximum>. Consider creating a struct instead"
                """
        case .typealiasConstraint:
            return """
                skipstone error `kotlinTypeAliasConstrainedGenerics` (`Kotlin/KotlinMessage.swift`): "Kotlin \
                typealias declarations do not support constrained generic types". Transpilation Reference \
                (Generics): "✕ Kotlin does not allow `typealiases` to include generic constraints"
                """
        case .pointerType:
            return """
                skip-lib `Sources/SkipLib/Pointer.swift` declares `UnsafePointer`, `UnsafeMutablePointer`, \
                `UnsafeRawPointer`, `UnsafeMutableRawPointer` and the four buffer pointers \
                `@available(*, unavailable)`, which skipstone reports as error `availabilityUnavailable` \
                (`Message.swift`): "This API is not yet available in Skip..."; `OpaquePointer` and `CVaListPointer` \
                are not in SkipLib at all (SkipLib page: "Anything not listed here is likely not supported.")
                """
        case .unsafeCall:
            return """
                skip-lib `Sources/SkipLib/Pointer.swift` declares `withUnsafeBytes(of:_:)`, \
                `withUnsafeMutableBytes(of:_:)` and `withUnsafeTemporaryAllocation` `@available(*, unavailable)` \
                (error `availabilityUnavailable`: "This API is not yet available in Skip..."); the other \
                `withUnsafe…` functions and `unsafeBitCast` are not in SkipLib (SkipLib page: "Anything not listed \
                here is likely not supported.")
                """
        case .unmanaged, .mirror:
            return """
                not in the SkipLib page's "Swift Standard Library Support" table: "Anything not listed here is \
                likely not supported."; the transpiled reference names a Kotlin type that SkipLib does not define
                """
        case .unmappedImport:
            return """
                skipstone `Kotlin/KotlinImportsTransformer.swift`, `translateImport`: only the modules in \
                `CodebaseInfo.moduleNameMap` (`CodebaseInfo.swift`) map to Skip modules; any other import is \
                written as a Kotlin import of the same name, which exists only for a transpiled (or Kotlin) module
                """
        case .stringMutation:
            return """
                Transpilation Reference: "`String` — ✕ Mutation is not supported" and "**Strings are immutable** in \
                Skip code. Rather than `append`ing to a `String` in place, you must create a new string."; SkipLib \
                page: "Kotlin strings are **not** mutable"
                """
        case .doubleIntLiteral:
            return """
                Transpilation Reference (Numeric Types): "Kotlin does not allow you to assign an integer literal to \
                a double variable or parameter. ... Skip attempts to convert your integer literals to decimals when \
                needed, but there may be times when you'll have to write your `Double` values as `1.0` rather than \
                `1`."; Kotlin's `==` between a Double and an Int does not compile
                """
        case .intForSQLiteInteger:
            return """
                Transpilation Reference (Numeric Types): "Runtime issues may arise because Kotlin `Ints` are 32 \
                bits. ... Take care to use `Int64` when your code demands more than 32 bit integer values."; \
                SQLite integers, row ids and change counts are 64-bit (`sqlite3_int64`)
                """
        case .genericStaticMember:
            return """
                skipstone `Kotlin/KotlinExpressionTypes.swift`, `KotlinMemberAccess.appendMemberAccess`: `X.self` \
                is written `X::class`, which Kotlin allows for a type parameter only when it is reified; \
                Transpilation Reference (Reified Types): "Skip automatically converts any Swift function with the \
                `@inline(__always)` attribute into a Kotlin inline function with reified generics", and "Static \
                requirements. Limited support when combined with Generics". A metatype value is read through its \
                companion object (`KotlinMemberAccess.kclass(for:accessingMember:codebaseInfo:)`; \
                `Tests/SkipSyntaxTests/StaticTests.swift`, `testStaticProtocolMember`: `ptype.i` with \
                `ptype: T.Type` becomes `(ptype.companionObjectInstance as PCompanion).i`); a type parameter has \
                no companion, and Skip's own skip-sql (`Sources/SkipSQLCore/SQLCodable.swift`) gives each \
                function that reads `T.table` / `T.primaryKeyColumns` `@inline(__always)` and \
                `// SKIP INSERT: val T = T::class.companionObjectInstance as SQLCodableCompanion // needed to \
                access statics in generic constrained type`. skipstone reports nothing for it (its \
                `kotlinGenericStaticMember` is about static members declared in generic types); the Kotlin \
                does not compile
                """
        case .trailingClosureNotLast:
            return """
                Swift matches a single unlabeled trailing closure forward (SE-0286, swiftlang/swift-evolution \
                `proposals/0286-forward-scan-trailing-closures.md`; swiftlang/swift \
                `userdocs/diagnostics/trailing-closure-matching.md`: "the compiler will skip any parameter that does \
                not structurally resemble a function type and also apply a heuristic to skip parameters that do not \
                require an argument in favor of a subsequent parameter that does"), so `observe(sql: q) { rows in … }` \
                passes `onChange`, before or after a defaulted `onError`. skipstone `Kotlin/KotlinExpressionTypes.swift`, \
                `KotlinFunctionCall.append(to:indentation:)`: when the call has trailing closures and its last argument \
                is an unlabeled closure (`useTrailingClosure`), it is written after the parentheses as a Kotlin trailing \
                lambda, without a name (a closure passed in the parentheses with its label becomes a named argument). \
                Kotlin gives a trailing lambda to the last parameter (kotlinlang.org/docs/lambdas.html, "Passing \
                trailing lambdas": "if the last parameter of a function is a function, then a lambda expression passed \
                as the corresponding argument can be placed outside the parentheses"), so the Kotlin call passes the \
                closure as `onError` and none as `onChange`: kotlinc NO_VALUE_FOR_PARAMETER "No value passed for \
                parameter 'onChange'" and ARGUMENT_TYPE_MISMATCH "actual type is 'SQLError', but \
                'Array<Array<SQLValue>>' was expected" (observed 2026-11-28 with skipstone-lite and kotlinc 2.x on a \
                scenario calling SQLContext's `observe(sql:…)` at c9f9c62 with trailing closures: 34 and 18 of its 69 \
                errors; none with `onError` before `onChange`). With `f(body: () -> Unit, label: String = "")`, \
                `f { }` is NO_VALUE_FOR_PARAMETER 'body' and ARGUMENT_TYPE_MISMATCH "actual type is '() -> Unit', but \
                'String' was expected". skipstone reports nothing
                """
        case .emptyLiteralElement:
            return """
                skip-lib `Sources/SkipLib/Skip/Collections.kt` (RangeReplaceableCollection, which SkipLib's \
                `Array` implements) declares `fun append(newElement: Element)` and `fun append(contentsOf: \
                Sequence<Element>)`, and `fun insert(newElement: Element, at: Int)` and `fun insert(contentsOf: \
                Sequence<Element>, at: Int)`; skipstone writes an empty array literal as `arrayOf()` with no type \
                argument and an unlabeled Swift argument as a positional Kotlin one, so `readers.append([])` on an \
                array of arrays becomes `readers.append(arrayOf())`, which fits both overloads (an empty array is an \
                `Element` and a `Sequence<Element>`), and Kotlin cannot choose `arrayOf`'s type parameter: kotlinc \
                CANNOT_INFER_PARAMETER_TYPE "Cannot infer type for type parameter 'Element'. Specify it explicitly." \
                (observed 2026-11-28 with skipstone-lite and kotlinc 2.x on SQLObservationCenter.swift at fd00777, \
                `readersOfTable.append([])`; `append(none)` with `let none: [SQLObservation] = []` compiles). A \
                literal with elements fixes the type and compiles. skipstone reports nothing
                """
        case .publicInlineCallsInternal:
            return """
                skipstone writes `@inline(__always)` as the Kotlin modifier `inline` (seen in its output: \
                `internal inline fun quickValue` for `@inlinable @inline(__always) func quickValue`, `inline fun \
                longValueRequired` for the public one; `@inlinable` alone gives no modifier). Kotlin \
                (kotlinlang.org/api/core/kotlin-stdlib/kotlin/-published-api: "Public inline functions cannot use \
                non-public API, since if they are inlined, those non-public API references would violate access \
                restrictions at a call site"; inline-functions.html, "Restrictions for public API inline \
                functions") rejects the call: kotlinc NON_PUBLIC_CALL_FROM_PUBLIC_INLINE and \
                NON_PUBLIC_INLINE_CALL_FROM_PUBLIC_INLINE (observed 2026-11-28 with skipstone-lite and kotlinc 2.x on \
                SQLColumn+RowValues.swift at a7e1bfd: 8 errors, public `@inline(__always)` column reads calling the \
                internal `SQLRow.quickValue` and `requiredValue`; none with `@inlinable` only). skipstone reports \
                nothing
                """
        case .unsignedIntLiteral:
            return """
                skipstone `Kotlin/KotlinTypeSignature.swift` writes `UInt8`, `UInt16`, `UInt32`, `UInt64`, `UInt` as \
                Kotlin `UByte`, `UShort`, `UInt`, `ULong`, `UInt`, and a literal as it is: \
                `KotlinFunctionCall.numberConstructorToLiteral` (`Kotlin/KotlinExpressionTypes.swift`) adds a \
                suffix only to `Float(…)`, `Int64(…)`, `UInt(…)`, `UInt64(…)` of a literal, and error \
                `kotlinNumericCast` ("Cast required, e.g. UByte(<value>). Kotlin requires specific type matching \
                when dealing with Floats, Int128, and unsigned types", `Kotlin/KotlinMessage.swift`) covers only a \
                declaration's initial value. Kotlin converts no integer literal to an unsigned type (that needs \
                `10u`): `bytes[i] != 10` is EQUALITY_NOT_APPLICABLE "'UByte' and 'Int'", `byte >= 48` and \
                `byte - 48` are ARGUMENT_TYPE_MISMATCH "actual type is 'Int', but 'UInt' was expected", \
                `skip(45)` "… but 'UByte' was expected" (22 kotlinc errors in SQLContext at ea3c814, issue 28; \
                the fixture's shapes checked the same way)
                """
        case .int64LiteralEquality:
            return """
                skipstone writes `Int64` as Kotlin `Long` and a literal as it is, except `Int64(1)`, which \
                `KotlinFunctionCall.numberConstructorToLiteral` (`Kotlin/KotlinExpressionTypes.swift`) makes `1L`; an \
                `Int64` annotation on the other side adds no suffix (tried). Kotlin applies `==` only to operands of \
                compatible types: `Long == Int` and `Long? == Int` are EQUALITY_NOT_APPLICABLE, a `when` branch \
                `0 ->` on a Long is INCOMPATIBLE_TYPES, while `Long.compareTo(Int)` exists, so `<` and `>` compile \
                (7 kotlinc errors in SQLContext at ea3c814, issue 28)
                """
        case .shiftCountType:
            return """
                skipstone writes `<<` and `>>` as Kotlin's infix `shl` and `shr` (`Kotlin/KotlinHelperTypes.swift`, \
                the operator map), and a count's type as it is (`Int64(index)` stays a `Long`); Kotlin's `Int.shl`, \
                `Long.shl`, `shr` take an `Int` count only: ARGUMENT_TYPE_MISMATCH "actual type is 'Long', but 'Int' \
                was expected" (SQLContext+RecordWrites.swift 53 at ea3c814, issue 28; the fixture's shapes checked \
                with kotlinc)
                """
        case .stringInitializer:
            return """
                skip-lib `Sources/SkipLib/Skip/String.kt` declares the Kotlin functions `String(string:)`, \
                `String(character:)`, `String(substring:)`, `String(describing:)`, `String(sequence:)`, \
                `String(repeating:count:)` (and `StringInterpolationProtocol.kt` `String(stringInterpolation:)`), its \
                symbol file `Sources/SkipLib/String.swift` `String(format:_:)` and `String(format:arguments:)`; \
                skip-foundation `Sources/SkipFoundation/String.swift` adds `String(data:encoding:)`, \
                `String(bytes:encoding:)`, `String(contentsOf:)`, `String(contentsOf:encoding:)`, `String(localized:…)`, \
                `Unicode.swift` `String(_: Unicode.Scalar)`. skipstone keeps argument labels as Kotlin named \
                arguments, so any other label fails: NAMED_PARAMETER_NOT_FOUND "No parameter with name 'decoding' \
                found" (SQLError.swift 130–131 at ea3c814, 6 kotlinc errors, issue 28)
                """
        case .arrayFromString:
            return """
                skip-lib `Sources/SkipLib/Skip/Array.kt` builds an `Array` of another collection only through \
                `constructor(collection: Sequence<Element>, …)` and `constructor(collection: Iterable<Element>, …)`, \
                and skipstone writes a Swift `String` as a Kotlin `String` (`Kotlin/KotlinTypeSignature.swift`), \
                which is a `CharSequence`: `Array("0123456789ABCDEF")` is ARGUMENT_TYPE_MISMATCH "actual type is \
                'String', but 'Sequence<…>' was expected" (SQLValue.swift 76 at ea3c814, issue 28; the fixture \
                checked with kotlinc)
                """
        case .dataSequence:
            return """
                skip-foundation `Sources/SkipFoundation/Data.swift`: `public struct Data : DataProtocol, Hashable, \
                CustomStringConvertible, Codable, KotlinConverting<kotlin.ByteArray>, SwiftCustomBridged` (no \
                `Sequence`; `DataProtocol` there only has `platformData`), with `count`, `isEmpty`, `bytes`, \
                `subscript(index:)`, `subdata`, `append`, … and no Sequence or Collection members; its file adds \
                `fun <T> Array(data: Data)` (so `[UInt8](data)` compiles). `for byte in value` is ITERATOR_MISSING \
                "For-loop range must have an 'iterator()' method" (SQLValue.swift 77 at ea3c814, issue 28), \
                `data.map { … }` NONE_APPLICABLE (the fixture checked with kotlinc)
                """
        case .catchErrorArgument:
            return """
                skipstone `ExpressionTypes.swift`, `SwitchCase.inferTypes`: a catch clause takes the `do` body's \
                `throwsType` (`StatementTypes.swift`, `CodeBlock.throwsType`: the one typed throw of every `try` \
                whose call it matched, else `.any`) and, when it is a type, casts `error` to it; otherwise it binds \
                `error` as `Error`. `Kotlin/KotlinStatementTypes.swift`, `KotlinTryCatch` writes \
                `catch (error: Throwable)` with `val error = error.aserror()`, an `Error`, which a parameter of a \
                concrete type does not take: ARGUMENT_TYPE_MISMATCH "actual type is 'Error', but 'SQLiteFailure' \
                was expected" (6 kotlinc errors in SQLContext at ea3c814 with SQLFFI's declarations exported to the \
                transpiler, 39 without, which is the Skip build: SQLFFI's API is `package`; issue 28). A typed \
                throw of a closure is not resolved either (the fixture, checked with kotlinc); one of the module's \
                own functions is
                """
        case .tupleAssignmentUninitialized:
            return """
                skipstone writes a tuple assignment `(a, b) = f()` as \
                `for (unusedi in 0..0) { val tmptuple = f(); a = tmptuple.element0; b = tmptuple.element1 }` \
                (tried with skipstone 1.7.4); Kotlin's definite-assignment analysis does not look into the loop, so \
                a `val` declared without a value is VAL_REASSIGNMENT "'val' cannot be reassigned" and any such \
                variable UNINITIALIZED_VARIABLE where it is read (SQLContext.swift 208–214 at ea3c814, 5 kotlinc \
                errors, issue 28); names that already hold a value compile
                """
        case .protocolExtensionSelf:
            return """
                skipstone moves a protocol's static requirements into a `<Protocol>Companion` interface \
                (`Kotlin/KotlinCodebaseInfo.swift`, the companion type of a protocol) and writes `Self` as \
                `Companion` (`Kotlin/KotlinExpressionTypes.swift`, `KotlinIdentifier.append`), which resolves in a class (its companion object) but not in an interface or its \
                companion interface: UNRESOLVED_REFERENCE "Unresolved reference 'Companion'" (SQLCodable.swift 64, \
                78 at ea3c814, issue 28). `type(of: self).member` becomes \
                `(type(of = this).companionObjectInstance as <Protocol>Companion).member`, as skip-sql's \
                `Sources/SkipSQLCore/SQLCodable.swift` writes it
                """
        case .metatypeGenericArgument:
            return """
                skipstone writes a `T.Type` parameter as `KClass<T>` and `type(of: x)` as SkipLib's `type(of = x)`, \
                a `KClass<*>` of the value's run-time class, from which Kotlin cannot infer `T`: \
                CANNOT_INFER_PARAMETER_TYPE "Cannot infer type for type parameter 'T'" and ARGUMENT_TYPE_MISMATCH \
                "actual type is 'KClass<CapturedType(*)>', but 'KClass<uninferred T …>' was expected" \
                (SQLContext+RecordWrites.swift 244, 326 at ea3c814, 7 kotlinc errors, issue 28). Transpilation \
                Reference (Reified Types): an `@inline(__always)` function becomes `inline` with reified generics, \
                so its `T.self` is a `KClass<T>`
                """
        case .metatypeConstructCast:
            return """
                skipstone calls a static member through a metatype value by its companion \
                (`KotlinMemberAccess.kclass(for:accessingMember:codebaseInfo:)`: \
                `(type.companionObjectInstance as SQLCodableCompanion).construct(…)`), whose function is declared in \
                the companion interface with the protocol as its result; Kotlin does not narrow it to `T`: \
                NONE_APPLICABLE for `append(…)`, INITIALIZER_TYPE_MISMATCH "expected 'T', actual 'SQLCodable'" \
                (SQLContext+RecordQueries.swift 288 at ea3c814, issue 28). skipstone warns only for `.init` \
                (`kotlinConstructorCastStaticInitResult`, `Kotlin/KotlinExpressionTypes.swift`: "Consider casting the \
                result, as in 'T.init(...) as T'"); skip-sql writes `… as T`
                """
        case .localizedErrorOverride:
            return """
                skip-foundation 1.4.1 `Sources/SkipFoundation/NSError.swift` declares `protocol LocalizedError : Error` \
                with `errorDescription`, `failureReason`, `recoverySuggestion`, `helpAnchor` and an extension giving each \
                `nil`: Kotlin interface members with default getters. skipstone \
                `Kotlin/KotlinStatementTypes.swift`, `KotlinVariableDeclaration.translate`, writes `override` when \
                `isImplementingKotlinInterfaceMember` (`Kotlin/KotlinCodebaseInfo.swift`, \
                `isKotlinUnconstrainedInterfaceMember`) finds the name in a protocol of the type, looked up through \
                `CodebaseInfo.Context.typeInfos`, which ranks another module's declarations 0 unless the file imports \
                it (`rankScore`; `CodebaseInfo.moduleNameMap` maps `Foundation` and the others to SkipFoundation). \
                Extension members are translated into the type's own declaration, so the type's file decides: \
                `SQLError+LocalizedError.swift` imported Foundation, `SQLError.swift` did not, and the Kotlin \
                property lacked `override`: VIRTUAL_MEMBER_HIDDEN "'errorDescription' hides member of supertype \
                'LocalizedError' and needs an 'override' modifier" (SQLError+LocalizedError.swift 13 at ea3c814, \
                issue 28). skipstone-lite (SkipSyntax 1.7.4) run on the two files: no `override`; with \
                `import Foundation` added to `SQLError.swift`, `override`, whether the conformance is on the type \
                or the extension
                """
        case .undeterminedGenericLiteral:
            return """
                skipstone `CodebaseInfo.swift`: `gather` records each property of a type and each global \
                (`VariableInfo`); one without a fully specified declared type keeps its value for inference \
                (`typeInferenceValue`), `inferType` infers it after gathering, and `cleanupTypeInference` reports \
                what is still unknown, warning `variableNeedsTypeDeclaration` (`Message.swift`): "Skip is unable to \
                determine the type of this expression. Consider declaring the variable type explicitly, i.e. 'var v: \
                <Type> = ...'". `ExpressionTypes.swift`: `Identifier.inferTypes` makes an unknown `Name<T>` a \
                metatype, and `FunctionCall.inferTypes`, finding no initializer for it \
                (`TypeInferenceContext.function`), takes the expected type, none. \
                SQLFunctionCallValues.swift 15 at ea3c814, `SQLiteCallStorage<[SQLValue]?>([])`, with SQLFFI \
                unknown to the transpiler; with SQLFFI's Skip declarations linked (HEAD) the line is unchanged and the \
                warning gone. skipstone-lite on a probe: warned for `Unknown<[Int]?>([])`, `Unknown<Int>(3)`, a \
                static one and a global; not for a local, a declared type, or a generic type of the module
                """
        case .ambiguousOverload:
            return """
                skipstone `TypeInferenceContext.swift`, `function(_:in:arguments:…)`: when more than one function \
                matches the call (`CodebaseInfo.Context.matchFunction` keeps every candidate with the top score, and \
                an argument of unknown type matches any parameter) and no unqualified `.member` argument decides \
                (`findUnqualifiedArgumentMatch`), it warns `ambiguousFunctionCall` (`Message.swift`): "Skip is unable \
                to disambiguate this function call. Consider differentiating your functions with unique parameter \
                labels", and takes the first match. `StatementTypes.swift`, `SubscriptDeclaration.inferTypes`, \
                infers the getter and setter bodies with `newValue` but without the subscript's parameters, so they \
                have no type there. SQLRow+Columns.swift 13 at ea3c814 (`columnMap.index(of: column)` in \
                `subscript(column: SQLColumn)`), where the same call in `setValue(_:for:)` and \
                `requiredValue(_:)` was not reported; HEAD names the SQLColumn one `index(ofColumn:)`
                """
        case .jvmSignatureClash:
            return """
                skipstone `Kotlin/KotlinDisambiguateFunctionsTransformer.swift`: functions of one name whose \
                parameter types are `isSameTypes` (`TypeSignature.isSameType`, optionality compared) after \
                `withGenerics([])` and whose labels differ get `disambiguatingParameterCount` unused parameters, \
                except where the one to change `isImplementable` (warnings `kotlinFunctionDisambiguateImplementable`, \
                `kotlinFunctionDisambiguateProtocol`); `ParameterCount.isMatch` finds the count by the Kotlin labels, \
                which `KotlinEscapeKeywordsTransformer` has escaped (`in_`), so a function labelled `in` keeps none: \
                SQLBindingError `checkNonNull(_:in:)` and `checkNonNull(_:_:)` at ea3c814, kotlinc \
                CONFLICTING_OVERLOADS at lines 15 and 32 (issue 28). Every other pair keeps its Kotlin signature, and Kotlin drops \
                labels: `attach(table: String)` and `private attach(name: String?)` of SQLSession (before cb01310) \
                became `fun attach(table: String)` and `private fun attach(name: String?)`, one JVM signature: \
                kotlinc CONFLICTING_JVM_DECLARATIONS, 2 errors (SQLSession.swift 51, 65). skipstone-lite on a \
                probe: `put(a: Int)`/`put(b: Int)` and `take(x: [String])`/`take(y: [Int])` got an unused parameter, \
                `put(_: Int?)`, `attach(name: String?)`, `num(_: Int32)` (beside `num(_: Int)`, both \
                `fun num(a: Int)`), `a5(in:)` (beside `a5(on:)`) and the `(_:in:)` overloads did not
                """
        }
    }

    /// The reason in a few words, for the report of a violation.
    public var reason: String {
        switch self {
        case .enumReservedProperty: return "a Kotlin enum class has final `name` and `ordinal`"
        case .delegatingInit: return "a Kotlin constructor calls this(...)/super(...) before its body runs"
        case .unsupportedAttribute: return "Skip drops attributes it does not know, with a warning"
        case .numericInitLabel: return "SkipLib's Kotlin conversions take no labels, so the Kotlin does not compile"
        case .autoclosure: return "Kotlin has no autoclosures"
        case .asyncInitOrSubscript: return "Kotlin has no async constructors or subscripts"
        case .actorMutableProperty: return "Skip supports only private mutable actor state"
        case .caseWhere: return "Kotlin `when` branches take no where conditions"
        case .casePartialBinding: return "Kotlin cannot mix bindings and value matches in one case"
        case .composedType: return "Kotlin has no composed types"
        case .customOperator: return "Skip maps only == and < to Kotlin"
        case .externalExtension: return "the extension becomes Kotlin extension functions"
        case .extensionFilePrivate: return "the extension moves into its type and loses this file's private API"
        case .fallthroughStatement: return "Kotlin `when` has no fallthrough"
        case .genericInit: return "Kotlin constructors cannot introduce generics"
        case .keyPath: return "Skip turns only key-path literal arguments into closures"
        case .localType: return "Skip does not support type declarations within functions"
        case .localVariableAccessors: return "Kotlin local variables have no lazy or custom accessors"
        case .macro: return "Skip does not expand Swift macros"
        case .nestedInGeneric: return "Kotlin nested classes do not see the outer type's generics"
        case .optionalNoneSome: return "Kotlin optionals are not enums"
        case .optionSetNotStruct: return "Skip supports OptionSet only on structs"
        case .parameterPack: return "Skip does not support parameter packs"
        case .reservedTypeName: return "the name is a reserved Kotlin type"
        case .tupleArity: return "SkipLib's tuples go up to 5 elements"
        case .typealiasConstraint: return "Kotlin typealiases take no generic constraints"
        case .pointerType: return "SkipLib has no raw pointers; pointer work belongs in SQLFFI"
        case .unsafeCall: return "SkipLib has no scoped raw memory access or bit casts"
        case .unmanaged: return "SkipLib has no Unmanaged"
        case .mirror: return "SkipLib has no Mirror"
        case .unmappedImport: return "no Kotlin module of that name exists"
        case .stringMutation: return "Kotlin strings are immutable"
        case .doubleIntLiteral: return "Kotlin does not compare a Double with an Int literal"
        case .intForSQLiteInteger: return "Kotlin Int is 32-bit; SQLite integers are 64-bit"
        case .genericStaticMember: return "a Kotlin type parameter has no value or companion unless reified"
        case .trailingClosureNotLast: return "a Kotlin trailing lambda goes to the last parameter"
        case .emptyLiteralElement: return "an empty Kotlin arrayOf() fits both append overloads"
        case .publicInlineCallsInternal: return "a public Kotlin inline function may not call non-public API"
        case .unsignedIntLiteral: return "Kotlin converts no integer literal to an unsigned type"
        case .int64LiteralEquality: return "Kotlin compares a Long with an Int literal by neither == nor !="
        case .shiftCountType: return "Kotlin's shl and shr take an Int count"
        case .stringInitializer: return "SkipLib and SkipFoundation have no String function with these labels"
        case .arrayFromString: return "a Kotlin String is not a Sequence"
        case .dataSequence: return "SkipFoundation's Data is not a Sequence"
        case .catchErrorArgument: return "a Kotlin catch binds an Error unless skipstone resolved the typed throw"
        case .tupleAssignmentUninitialized: return "Kotlin sees no definite assignment in skipstone's tuple loop"
        case .protocolExtensionSelf: return "a Kotlin interface has no Companion to read Self's statics from"
        case .metatypeGenericArgument: return "Kotlin cannot infer T from a KClass<*> of a run-time class"
        case .metatypeConstructCast: return "a companion's Self-returning function returns the protocol type in Kotlin"
        case .localizedErrorOverride: return "the Kotlin property needs `override`, which skipstone omits"
        case .undeterminedGenericLiteral: return "skipstone cannot infer the property's type from an unknown type"
        case .ambiguousOverload: return "skipstone does not know the argument's type and picks the first overload"
        case .jvmSignatureClash: return "Kotlin drops labels, so both declarations have one JVM signature"
        }
    }
}
