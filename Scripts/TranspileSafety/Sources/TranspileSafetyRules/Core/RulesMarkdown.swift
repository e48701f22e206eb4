/// The text of RULES.md, generated from the rule descriptions so the two never drift apart.
public enum RulesMarkdown {
    /// The whole document, without a final newline.
    public static func document() -> String {
        var lines = [
            "# Transpile-safety rules",
            "",
            "`Scripts/check-transpile-safety` checks `Sources/SQLContext` against these rules on the syntax tree",
            "(comments and string literals never count). Each line: rule id, what is forbidden, why Kotlin cannot take it.",
            "",
        ]
        for rule in RuleID.allCases {
            lines.append("- `\(rule.rawValue)`: \(rule.forbidden). Why: \(rule.why).")
        }
        lines.append("")
        lines.append(contentsOf: limits)
        return lines.joined(separator: "\n")
    }

    static let limits = [
        "Limits of the heuristics (no type checker runs):",
        "",
        "- `double-int-literal` knows a value is floating point only from the same file: a name whose every",
        "  declaration there is annotated `Double`/`Float`/`TimeInterval` or initialized with a float literal or",
        "  `Double(...)`, `real(at:)`, `realValue`, `Double.x`, casts `as Double`, and `+ - * / ??` combinations",
        "  of those. Names are matched without scopes, so a member `x.value` counts when the file declares any",
        "  `value: Double`; results of other calls, subscripts, closure parameters and names declared without a",
        "  type never report. `switch` cases and assertion arguments (`XCTAssertEqual(d, 0)`) are not checked.",
        "- `append-character` knows Characters the same way (annotated `Character`, `Character(...)`, the",
        "  variable of `for c in text` over a String known in the file); a one-character literal counts only when",
        "  the receiver is known to be a String.",
        "- `int-for-sqlite-integer` goes by names (`rowid`, `changes`, `lastInsert`, `integerValue` at a",
        "  camel-case word start; functions named `integer`) and explicit `Int` annotations, or an initializer",
        "  that is an integer literal or `Int(...)`; an `Int` inferred from any other expression is not seen.",
        "- `unsafe-call` reports any call of a name that starts with `withUnsafe` and a capital letter, ours too.",
        "- Custom attributes are classified by what the checked files declare (`@propertyWrapper`,",
        "  `@resultBuilder`, `@globalActor`) and then by position, so a global actor declared elsewhere is",
        "  reported as a macro. Generic types for `nested-in-generic` and non-struct types for",
        "  `optionset-not-struct` extensions are known by simple name from the checked files (plus the standard",
        "  library's generic types).",
        "- `pointer-type`, `unmanaged`, `key-path` and `mirror` go by type names, so a type of ours that reuses one",
        "  of those names would be reported.",
    ]
}
