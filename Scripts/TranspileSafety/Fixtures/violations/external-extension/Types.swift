public struct Version {
    public var major: Int
}

public enum Level {
    case low, high
}

protocol Describing {}

/// An extension in the type's own file may be private.
private extension Version {
    init(low: Int) {
        self.major = low
    }
}
