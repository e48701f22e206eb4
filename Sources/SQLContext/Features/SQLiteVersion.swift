/// A SQLite version, such as 3.40.1, comparable so that code can check
/// `context.sqliteVersion >= SQLiteVersion(major: 3, minor: 35, patch: 0)`.
public struct SQLiteVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 3 for every SQLite 3.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int

    /// Creates a version from its parts.
    public init(major: Int, minor: Int, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Creates a version from SQLite's number `X*1000000 + Y*1000 + Z`, such as 3040001.
    public init(number: Int) {
        self.init(major: number / 1_000_000, minor: (number / 1000) % 1000, patch: number % 1000)
    }

    /// Parses `"3.40.1"` or `"3.40"`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part), number >= 0, number < 1000 else { return nil }
            numbers.append(number)
        }
        // The stored properties are assigned here rather than through `self.init(major:minor:patch:)`:
        // a delegating initializer's arguments must not read locals (in Kotlin, `this(...)` runs first).
        major = numbers[0]
        minor = numbers[1]
        patch = numbers.count == 3 ? numbers[2] : 0
    }

    /// SQLite's version number, `major*1000000 + minor*1000 + patch` (`SQLITE_VERSION_NUMBER`).
    public var number: Int { major * 1_000_000 + minor * 1000 + patch }

    /// `"major.minor.patch"`.
    public var description: String { String(major) + "." + String(minor) + "." + String(patch) }

    /// Orders versions by major, then minor, then patch.
    public static func < (lhs: SQLiteVersion, rhs: SQLiteVersion) -> Bool { lhs.number < rhs.number }
}
