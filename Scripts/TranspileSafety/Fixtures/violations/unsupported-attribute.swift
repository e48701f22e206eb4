/// Attributes Skip knows are kept; the others are dropped with a warning, once per declaration.
public final class Statement {
    @usableFromInline let handle: Int32  // expect: unsupported-attribute
    @exclusivity(unchecked) @usableFromInline var cache: [String: Int]?  // expect: unsupported-attribute
    @inlinable public func next() -> Bool { true }
    @inline(__always) func fast() {}
    @inline(never) func slow() {}
    @inline(__never) func odd() {}  // expect: unsupported-attribute
    @discardableResult @available(*, deprecated, message: "old") func old() -> Int { 0 }
    @_spi(Testing) public func hook() {}  // expect: unsupported-attribute
    @objc func legacy() {}  // expect: unsupported-attribute
    @Sendable func callback() {}  // expect: unsupported-attribute
    @MainActor var title = ""

    @usableFromInline  // expect: unsupported-attribute
    init(handle: Int32) {
        self.handle = handle
    }

    @preconcurrency deinit {}  // expect: unsupported-attribute

    // SKIP NOWARN
    @usableFromInline func muted() {}

    /// A doc comment between the directive and the declaration.
    /* SKIP NOWARN */
    @exclusivity(unchecked) var alsoMuted = 0

    // SKIP NOWARN mutes the declaration, not the statements nested in it.
    func outer() {
        @Clamped var level = 0  // expect: unsupported-attribute
        _ = level
    }
}

@propertyWrapper  // expect: unsupported-attribute
struct Clamped {
    var wrappedValue: Int
}

@resultBuilder  // expect: unsupported-attribute
enum RowBuilder {
    static func buildBlock(_ parts: Int...) -> [Int] { parts }
}

@dynamicMemberLookup  // expect: unsupported-attribute
struct Record {
    subscript(dynamicMember member: String) -> String { member }
}

@globalActor  // expect: unsupported-attribute
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor func isolated() {}  // expect: unsupported-attribute

@_cdecl("exported")  // expect: unsupported-attribute
func exported() {}

enum Level {
    @available(*, deprecated) case old
    @Deprecated case older  // expect: unsupported-attribute
}

func render(@RowBuilder rows: () -> [Int]) -> [Int] { rows() }  // expect: unsupported-attribute

/// Attributes of types, extensions and inside #if are not read.
func types(_ body: @escaping @Sendable () -> Void, _ pointer: @convention(c) () -> Void) {}

@available(macOS 13, *)
extension Record {}

final class Conditional {
    #if DEBUG
    @usableFromInline
    #endif
    var debugOnly = 0
}
