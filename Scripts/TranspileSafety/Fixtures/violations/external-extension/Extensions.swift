import Foundation

/// Types of this module: merged into the Kotlin class.
extension Version: Describing {
    init(level: Level) {
        self.major = level == .low ? 0 : 1
    }

    struct Range {}
}

/// Types of other modules: Kotlin extension functions.
extension String: Describing {  // expect: external-extension
    init(version: Version) {  // expect: external-extension
        self = String(version.major)
    }

    var quoted: String { "'" + self + "'" }
    func trimmed() -> String { self }
}

extension Data {
    enum Encoding { case hex }  // expect: external-extension
    typealias Bytes = [UInt8]  // expect: external-extension
}

extension Array where Element == Version {
    init(majors: [Int]) {  // expect: external-extension
        self = majors.map { Version(major: $0) }
    }

    var majors: [Int] { map { $0.major } }
}

extension Level where Self: Equatable {
    struct Pair {}  // expect: external-extension, nested-in-generic
}
