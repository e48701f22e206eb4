import SwiftSyntax

/// `unmapped-import`: a module must map to a Skip module, be one of Skip's, be transpiled in the
/// same run, or have a Kotlin counterpart of its own.
final class ImportRule: RuleVisitor {
    /// The keys of skipstone's `CodebaseInfo.moduleNameMap` (`CodebaseInfo.swift`).
    static let skipMappedModules: Set<String> = [
        "AVFoundation", "AVKit", "Combine", "CoreBluetooth", "CoreFoundation", "CoreGraphics", "CryptoKit",
        "Dispatch", "Foundation", "JavaScriptCore", "Observation", "os", "OSLog", "Swift", "SwiftUI",
        "SkipSwiftUI", "SkipFuseUI", "UIKit", "UserNotifications", "Testing", "XCTest",
    ]

    /// Our modules that are not transpiled but have a Kotlin implementation of the same surface
    /// (SQLFFI's, in Kotlin over JNA; see Sources/SQLFFI/SURFACE.md).
    static let kotlinCounterparts: Set<String> = ["SQLFFI"]

    /// Whether `module` is importable from transpiled code in a run of `moduleNames`.
    static func isImportable(_ module: String, moduleNames: Set<String>) -> Bool {
        skipMappedModules.contains(module) || kotlinCounterparts.contains(module) || moduleNames.contains(module)
            || (module.hasPrefix("Skip") && module.dropFirst(4).first?.isUppercase == true)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, !Self.isImportable(first.name.text, moduleNames: context.module.moduleNames) {
            report(first.name, .unmappedImport, "import of \(first.name.text), which Skip does not map or transpile")
        }
        return .skipChildren
    }
}
