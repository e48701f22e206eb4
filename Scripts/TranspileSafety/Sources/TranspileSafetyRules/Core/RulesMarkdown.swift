/// The text of RULES.md, generated from the rule descriptions so the two never drift apart.
public enum RulesMarkdown {
    /// The whole document, without a final newline.
    public static func document() -> String {
        var lines = introduction
        for rule in RuleID.allCases {
            lines.append("")
            lines.append("### `\(rule.rawValue)` (\(rule.kind.rawValue))")
            lines.append("")
            lines.append("Reports \(rule.forbidden).")
            lines.append("")
            lines.append("Basis: \(sentence(rule.basis))")
            lines.append("")
            let muted =
                rule.kind.isMutedByNowarn ? "yes, like the transpiler's message" : "no (the transpiler is silent)"
            lines.append("Muted by `// SKIP NOWARN`: \(muted).")
        }
        lines.append("")
        lines.append(contentsOf: notChecked)
        lines.append("")
        lines.append(contentsOf: limits)
        return lines.joined(separator: "\n")
    }

    /// The text with a final period, unless it ends with one (or with a quoted sentence).
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix(".\"") ? text : text + "."
    }

    static let introduction = [
        "# Transpile-safety rules",
        "",
        "`Scripts/check-transpile-safety` checks every module listed in `Scripts/TranspileSafety/kotlin-modules`",
        "(the modules Skip transpiles to Kotlin) against these rules, on the syntax tree (comments and string",
        "literals never count), one module at a time as Skip does. Each rule mirrors what Skip's transpiler",
        "(skipstone's SkipSyntax, run with SkipLib and SkipFoundation) rejects, or what the Kotlin it writes cannot",
        "compile, and cites its basis:",
        "",
        "- skipstone: skiptools/skipstone `Sources/SkipSyntax/` (file, function and the message it reports);",
        "- Transpilation Reference: skiptools/skip.dev `src/content/docs/docs/swiftsupport.md`",
        "  (https://skip.dev/docs/swiftsupport/);",
        "- SkipLib page: skiptools/skip.dev `src/content/docs/docs/modules/skip-lib/index.md`; skip-lib: skiptools/skip-lib.",
        "",
        "`// SKIP NOWARN` (or `/* SKIP NOWARN */`) in the comments before a statement or declaration mutes the",
        "transpiler's messages for it (skipstone `StatementExtras.swift`: \"Mute warnings and errors for this",
        "syntax\"), not those of statements nested in it. The checker mirrors that for the rules that mirror a",
        "transpiler message; it cannot mute what the transpiler does not report (a Kotlin compile error).",
        "",
        "Code the transpiler does not translate is not checked, and no rule learns from its declarations",
        "(skipstone `StatementTypes.swift`, `IfDefined.extractClause` / `processConditions`;",
        "`StatementExtras.swift`, `Directive.replace`, which `StatementDecoder.decode` returns instead of the",
        "statement):",
        "",
        "- `#if` clauses skipstone does not take. `SKIP`, `os(Android)` and `canImport(Skip…)` are true,",
        "  `SKIP_BRIDGE` is false, every other symbol is false (Skip's build plugin passes no `-S` symbols);",
        "  `!`, `&&` and `||` combine them, but an `#if` whose clauses name none of Skip's symbols is not",
        "  processed at all, so only its `#else` is translated (`#if canImport(Darwin)` drops its body and",
        "  keeps its `#else`); a clause with parentheses, or with both `&&` and `||`, is too complex",
        "  (`preprocessorTooComplex`) and no clause from it on is translated. Code under `#if SKIP` is checked.",
        "- A statement or declaration preceded by a `// SKIP REPLACE:` (or `/* SKIP REPLACE: … */`) comment:",
        "  the directive's Kotlin takes its place.",
        "",
        "## Rules",
    ]

    static let notChecked = [
        "## Transpiler messages the checker does not mirror",
        "",
        "They need the types that only skipstone's inference knows: numeric casts between Float/unsigned types",
        "(`kotlinNumericCast`), static members declared in generic types that use the type's generics",
        "(`kotlinGenericStaticMember`, `kotlinGenericExtensionStaticMember`; `generic-static-member` above is",
        "the different case of a function's own type parameter used as a value, `T.x`), catch clauses",
        "that match values (`kotlinCatchCaseCast`), extensions that implement protocol requirements",
        "(`kotlinExtensionImplementMember`) or add static members to protocols of other modules",
        "(`kotlinExtensionAddStaticProtocolMember`), shadowed inout or internal parameter names",
        "(`kotlinInOutParameterAssignment`, `kotlinVariableShadowInternalParameter`), re-bound `self`",
        "(`kotlinClosureSelfAssignment`), protocol init requirements (`kotlinConstructorMatchProtocolInit`),",
        "the SwiftUI and bridging messages, and APIs that SkipLib or SkipFoundation mark unavailable beyond",
        "the pointer family (`availabilityUnavailable`). `#if` placement (`ifDeclPlacement`) is not checked either.",
    ]

    static let limits = [
        "## Limits of the heuristics (no type checker runs)",
        "",
        "- `double-int-literal` knows a value is floating point only from the same file: a name whose every",
        "  declaration there is annotated `Double`/`Float`/`TimeInterval` or initialized with a float literal or",
        "  `Double(...)`, `real(at:)`, `realValue`, `Double.x`, casts `as Double`, and `+ - * / ??` combinations",
        "  of those. Names are matched without scopes, so a member `x.value` counts when the file declares any",
        "  `value: Double`; results of other calls, subscripts, closure parameters and names declared without a",
        "  type never report. `switch` cases and assertion arguments (`XCTAssertEqual(d, 0)`) are not checked.",
        "- `string-mutation` knows Strings and Characters the same way (annotated, `String(...)`, a string",
        "  literal, the variable of `for c in text` over a String known in the file).",
        "- `int-for-sqlite-integer` goes by names (`rowid`, `changes`, `lastInsert`, `integerValue` at a",
        "  camel-case word start; functions named `integer`) and explicit `Int` annotations, or an initializer",
        "  that is an integer literal or `Int(...)`; an `Int` inferred from any other expression is not seen.",
        "- `delegating-init` counts as locals every name the initializer's body declares outside closures and",
        "  nested functions, except the parameters' names.",
        "- Types are known by simple name within the module: `enum-reserved-property` (which enums become Kotlin",
        "  enum classes), `external-extension` (which types the module declares), `optionset-not-struct`,",
        "  `optional-none-some` (which case and static member names the module has). Error conformance is followed",
        "  through the module's protocols and Swift's `Error`, `LocalizedError`, `CustomNSError`, `RecoverableError`.",
        "- `case-partial-binding` treats `_` as neither a binding nor a value; how skipstone counts `_` is not",
        "  established.",
        "- `unsafe-call` reports any call of a name that starts with `withUnsafe` and a capital letter, ours too;",
        "  `pointer-type`, `unmanaged`, `key-path` and `mirror` go by type names, so a type of ours that reuses one",
        "  of those names would be reported.",
        "- `trailing-closure-not-last` goes by the written parameter types: a function type, optional or not,",
        "  or a typealias of the module for one; a parameter of a generic or `Any` type, which Swift may also",
        "  give a trailing closure, does not count. It does not report a declaration whose closure parameters",
        "  all have defaults (`f(a: (() -> Void)? = nil, b: Int = 0)`: `f { }` passes `a` in Swift, `b` in",
        "  Kotlin), nor a closure followed by a variadic parameter, subscripts or enum cases.",
        "- `empty-literal-element` goes by syntax: it does not know the receiver's type, so it reports",
        "  `append([])` on any receiver (an array of arrays is the one that matters) and `insert([], at:)`;",
        "  an empty literal passed under a label, or to any other function, is not reported.",
        "- `public-inline-calls-internal` sees calls of functions only, by base name, and reports one only when",
        "  every function of that name in the module lacks `public`/`open` in its own modifiers (a member of a",
        "  `public extension` counts as non-public); reading a non-public property, which Kotlin rejects too,",
        "  is not reported.",
        "- `generic-static-member` sees only a function's own generic parameters written as the base (`T.x`),",
        "  not a generic type's parameters; it does not check that a generic function calling an",
        "  `@inline(__always)` one with its own `T` is `@inline(__always)` too (Kotlin needs a reified `T`",
        "  there as well), nor that a public inline function uses only public API (a Kotlin rule).",
    ]
}
