// swift-tools-version:6.0
import PackageDescription

// A stand-alone checker that keeps Sources/SQLContext inside the Swift subset that Skip's
// Swift-to-Kotlin transpiler accepts. It parses with SwiftSyntax, so words in comments and
// string literals never count.
let package = Package(
    name: "TranspileSafety",
    products: [
        .executable(name: "check-transpile-safety", targets: ["check-transpile-safety"]),
        .executable(name: "sqlffi-surface", targets: ["sqlffi-surface"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0")
    ],
    targets: [
        .target(
            name: "TranspileSafetyRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "check-transpile-safety",
            dependencies: ["TranspileSafetyRules"]
        ),
        // Lists the SQLFFI declarations that the modules meant for Kotlin use (Sources/SQLFFI/SURFACE.md).
        .target(
            name: "SQLFFISurface",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "sqlffi-surface", dependencies: ["SQLFFISurface"]),
        .testTarget(
            name: "TranspileSafetyRulesTests",
            dependencies: ["TranspileSafetyRules", "SQLFFISurface"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
