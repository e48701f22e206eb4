// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SQLContext",
    products: [
        .library(name: "SQLFFI", targets: ["SQLFFI"]),
        .library(name: "SQLContext", targets: ["SQLContext"]),
    ],
    targets: [
        // The one C file of the package: calls variadic SQLite functions through their real
        // prototype. It includes no sqlite3.h and links nothing.
        .target(name: "SQLFFIShims"),
        .target(name: "SQLFFI", dependencies: ["SQLFFIShims"]),
        .target(name: "SQLContext", dependencies: ["SQLFFI"]),
        .testTarget(name: "SQLFFITests", dependencies: ["SQLFFI"]),
        .testTarget(name: "SQLContextTests", dependencies: ["SQLContext"]),
    ],
    swiftLanguageModes: [.v6]
)
