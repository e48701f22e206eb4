final class Flags: OptionSet {  // expect: optionset-not-struct
    let rawValue: Int32
    init(rawValue: Int32) { self.rawValue = rawValue }
}

enum Mode: Swift.OptionSet {  // expect: optionset-not-struct
}

class LaterFlags {}

extension LaterFlags:
    OptionSet {  // expect: optionset-not-struct
}

struct OpenFlags: OptionSet {
    let rawValue: Int32
}
