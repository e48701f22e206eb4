import Foundation
import SQLFFI

// Every rule word below sits in a comment, a doc comment or a string literal, so none counts:
// UnsafeMutablePointer<Int>, UnsafeRawBufferPointer, OpaquePointer, Unmanaged.passRetained(x),
// withUnsafeBytes { }, unsafeBitCast(x, to: Int.self), @convention(c), import Glibc, import CSQLite,
// \Row.name, \.name, Mirror(reflecting: x), func f<each T>(_ x: repeat each T), @resultBuilder,
// @propertyWrapper, @Clamped var x, macro foo(), #warning("x"), @dynamicMemberLookup,
// func f() { struct Local {} }, infix operator <~>, static func + (a: A, b: A) -> A,
// class Flags: OptionSet, public func f(_ x: inout Int), struct Box<T> { struct Inner {} },
// ratio == 0, text.append(ch), var rowID: Int, var changes: Int, func integer(at:) -> Int.

/* Block comment: UnsafePointer<CChar>, import Darwin, @Observable, #stringify(1),
   protocol Local {}, prefix operator √, enum Mode: OptionSet {}, lastInsertRowID: Int */

/// Doc comment: returns an `UnsafeRawPointer` from `withUnsafeMutableBytes`; see `\Foo.bar`
/// and `Mirror`. Declared like `@SQLBuilder func q()` or `public init(x: inout Int)`.
/// - Parameter rowID: an `Int` in Swift but `Int64` in SQLite; `ratio > 1` is a Double test.
public struct Documented {
    /** Block doc: @propertyWrapper struct W {}, @TaskLocal static var x, each T */
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

let singleLine = "UnsafeMutablePointer<Int>.allocate(capacity: 1) unsafeBitCast @convention(c)"
let keyPathText = "\\Row.name and \\.name and KeyPath<Row, String>"
let macroText = "#warning(\"x\") #stringify(1) @attached(member) macro m() = #externalMacro"
let multiLine = """
    import Glibc
    import SQLFFIShims
    struct Box<T> { struct Inner {} }
    func f() { struct Local {} ; enum E {} }
    infix operator <~>
    final class Flags: OptionSet { }
    public func swap(_ a: inout Int, _ b: inout Int) {}
    if ratio == 0 { text.append(ch) }
    var rowID: Int = 0
    @resultBuilder struct B {} @propertyWrapper struct W {} @dynamicMemberLookup struct D {}
    Mirror(reflecting: self)
    """
let rawString = #"withUnsafeBytes { \Row.name } Unmanaged<Box> "\(#line)" each T repeat"#
let interpolated = "value \(singleLine.count) with OpaquePointer inside \("Mirror")"
