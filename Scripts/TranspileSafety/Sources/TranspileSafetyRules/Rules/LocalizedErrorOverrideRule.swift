import SwiftSyntax

/// `localized-error-override`: `errorDescription`, `failureReason`, `recoverySuggestion` or
/// `helpAnchor` declared in a type of the module that conforms to `LocalizedError` (on the type,
/// on an extension, or through a protocol of the module), when the file of the type's own
/// declaration imports no module that brings SkipFoundation (`Foundation` and the others of
/// skipstone's `CodebaseInfo.moduleNameMap`). SkipFoundation's `LocalizedError` declares the four
/// properties as interface members. skipstone moves an extension's members into the type and
/// writes `override` only when it finds the member in a protocol visible from the type's file
/// (`isKotlinUnconstrainedInterfaceMember` looks the protocol up through a context that ranks
/// SkipFoundation's declarations 0 unless that file imports it); otherwise the Kotlin property
/// lacks `override` and kotlinc reports VIRTUAL_MEMBER_HIDDEN.
final class LocalizedErrorOverrideRule: RuleVisitor {
    /// The members SkipFoundation's `LocalizedError` declares.
    static let members: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"]

    /// The imports that make SkipFoundation visible to a file (skipstone `CodebaseInfo.moduleNameMap`).
    static let foundationImports: Set<String> = [
        "Foundation", "SkipFoundation", "CoreFoundation", "CryptoKit", "Dispatch", "os", "OSLog", "SwiftUI",
        "SkipSwiftUI", "SkipFuseUI", "UIKit", "UserNotifications",
    ]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !SyntaxNames.hasModifier(node.modifiers, [.static, .class]),
            case .member(let owner, _) = FunctionSignature.placement(of: node),
            context.module.declares(owner), conformsToLocalizedError(owner)
        else { return .visitChildren }
        let typeFiles = context.module.declaredTypes[owner] ?? []
        let importing = typeFiles.filter {
            !(context.module.fileImports[$0] ?? []).isDisjoint(with: Self.foundationImports)
        }
        guard importing.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                Self.members.contains(SyntaxNames.unescaped(pattern.identifier.text))
            else { continue }
            report(
                pattern, .localizedErrorOverride,
                "`\(pattern.identifier.text)` of \(owner), whose declaration's file (\(typeFiles.sorted().joined(separator: ", "))) does not import Foundation"
            )
        }
        return .visitChildren
    }

    /// Whether `name` conforms to `LocalizedError`, directly or through protocols of the module.
    private func conformsToLocalizedError(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == "LocalizedError" { return true }
            pending.append(contentsOf: context.module.inherited[next] ?? [])
        }
        return false
    }
}
