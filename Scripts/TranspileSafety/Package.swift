// swift-tools-version:6.0
import PackageDescription

// A stand-alone checker that keeps Sources/SQLContext inside the Swift subset that Skip's
// Swift-to-Kotlin transpiler accepts. It parses with SwiftSyntax, so words in comments and
// string literals never count.
let package = Package(
    name: "TranspileSafety",
    products: [
        .executable(name: "check-transpile-safety", targets: ["check-transpile-safety"])
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
        .testTarget(
            name: "TranspileSafetyRulesTests",
            dependencies: ["TranspileSafetyRules"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
