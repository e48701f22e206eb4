import Dispatch
import Foundation
@testable import SQLFFI

// Identifiers that contain rule words but are other names.
let unsafeBitCastCount = 3
let withUnsafeCount = unsafeBitCastCount + 1
let mirrorImage = "mirror"
let pointerWidth = withUnsafeCount * 2
let opaquePointerCount = 0

struct UnsafeRows {
    var pointerLikeOffset: Int
    var keyPathName: String
}

/// `==` and `<` are the operator functions Skip maps (to equals and compareTo).
public struct Version: Comparable, Hashable, Sendable {
    public var major: Int
    public var minor: Int

    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.major == rhs.major && lhs.minor == rhs.minor
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// An OptionSet that is a struct.
public struct OpenFlags: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let readOnly = OpenFlags(rawValue: 1)
}

/// SQLite integers typed Int64.
public struct ExecutionSummary: Sendable {
    public var changes: Int64
    public var totalChanges: Int64
    public var lastInsertRowID: Int64
    public var rowIDs: [Int64]
    public var rowCount: Int
    public var columnCount: Int
    public var exchangeRate: Int
    public var borrowid: Int

    public func integer(at index: Int32) -> Int64 { Int64(index) }
    public func integerCount() -> Int { 0 }
}

/// inout parameters transpile, public ones too.
public struct Accumulator {
    public func add(_ value: Int, to total: inout Int) { total += value }
    mutating func reset(_ value: inout Int) { value = 0 }
}

public extension Accumulator {
    private func hidden(_ value: inout Int) {}
    func alsoHidden(_ value: inout Int) {}
}

/// Generic types may hold typealiases and functions; types nested in non-generic types are fine.
struct Page<Item> {
    typealias Element = Item
    var items: [Item]

    func first() -> Item? { items.first }
}

struct Catalog {
    struct Entry {
        enum Kind { case table, view }
    }
}

extension Catalog {
    struct Index {}
}

/// Attributes Skip knows.
@MainActor
final class Screen {
    @MainActor var title = ""
    nonisolated(unsafe) static var shared: Int = 0
    @available(*, deprecated, message: "old")
    @discardableResult
    func refresh(_ completion: @escaping @Sendable () -> Void) -> Bool {
        completion()
        return true
    }

    @inlinable @inline(__always) func fast() {}
    @inline(never) func slow() {}
}

final class Shared: @unchecked Sendable {}

enum Direction: String, CaseIterable, Sendable {
    case up, down
}

/// Integer comparisons, and Double comparisons with float literals.
func compare(_ count: Int, _ ratio: Double, values: [Int], text: String) -> Bool {
    let doubled = count * 2
    if count == 0 || doubled > 10 || values.count >= 3 { return false }
    if ratio == 0.0 || ratio > 1.5 || -0.5 < ratio { return true }
    if Double(count) == ratio { return true }
    if text.count != 1 { return true }
    if Int(ratio) > 0 { return true }
    let index = values.firstIndex(of: 4) ?? 0
    return index < 2 && values[0] == 1
}

/// A name that is a Double in one type and an Int in another is ambiguous: not reported.
struct Gauge { var value: Double }
struct Counter { var value: Int }

func ambiguous(_ gauge: Gauge, _ counter: Counter) -> Bool {
    counter.value == 0 && gauge.value > 0.0
}

/// A closure parameter has no declared type: unknown, never reported.
func closures(_ numbers: [Double]) -> Int {
    numbers.filter { $0 > 0.0 }.count + numbers.filter { number in number > 0.0 }.count
}

/// Building strings with += is fine; appending to arrays is fine.
func build(_ parts: [String], separator: Character) -> String {
    var result = ""
    var lines: [String] = []
    var characters: [Character] = []
    for part in parts {
        result += part
        result += String(separator)
        lines.append("x")
        characters.append(separator)
        characters.append("y")
    }
    result += "'"
    return result + lines.joined() + String(characters)
}

/// #if, #available and #warning are allowed.
func location() -> String {
    #if os(Linux)
    let platform = "linux"
    #else
    let platform = "other"
    #endif
    #warning("omitted by Skip")
    if #available(macOS 13, *) {
        return platform + "13"
    }
    return platform
}

/// Closures that are not types, and a local function.
func bodies() -> Int {
    func helper() -> Int { 1 }
    let closure: (Int) -> Int = { $0 + helper() }
    return closure(1)
}

/// Member functions whose names look like rule words.
struct Names {
    func withUnsafeLookingName() -> Int { 0 }
    func unsafeBitCastLike() -> Int { 0 }
    var keyPaths: [String] = []
    var mirror: String = ""
}

func calls(_ names: Names) -> Int {
    let mirror = names.mirror
    _ = mirror
    return names.unsafeBitCastLike() + names.keyPaths.count
}
