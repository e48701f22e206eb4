import Foundation

/// A failure, thrown with typed throws.
public struct Failure: Error, Sendable, Equatable {
    public var code: Int32
    public var message: String  // listed: read from the `error` of a catch (typed throws)
    /// Named like a standard library member and never used on a `Failure`: not listed.
    public var count: Int { 0 }

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// Internal: never listed.
    static let closed = Failure(code: 21, message: "closed")
}

/// Listed only because `Library.load(path:)` throws it.
public enum LoadError: Error {
    case notFound(path: String)
    case unusable
}

public final class Library: Sendable {
    /// Listed: used only through `connection.library.version`.
    public let version: String
    public let path: String

    private init(version: String, path: String) {
        self.version = version
        self.path = path
    }

    public static func load(path: String? = nil) throws(LoadError) -> Library {
        guard let path else { throw .unusable }
        return Library(version: "1", path: path)
    }

    /// Never used: not listed.
    public func unused() {}

    /// Named like a standard library member, used only on a value of unknown type: not listed.
    public var description: String { version }
}

public enum Constants {
    public static let ok: Int32 = 0
    public static let row: Int32 = 100
    /// Never used: not listed.
    public static let unusedConstant: Int32 = 7
}

/// Listed: the client uses it only as the type of a property.
public typealias Callback = (Int32) -> Void

/// Never used: not listed.
public typealias Unused = Int

/// Listed only as the result of `Statement.row()`, and its used member.
package struct Row {
    package let values: [Int64]
}

/// Listed: the client names it only as a property type.
package struct OnlyAsType {}

/// Internal: never listed, whatever the client calls.
struct Hidden {
    func bind(_ value: Int64, at index: Int32) {}
}
