func fieldNames(of value: Any) -> [String] {
    let mirror = Mirror(reflecting: value)  // expect: mirror
    return mirror.children.compactMap { $0.label }
}

struct Shown: CustomReflectable {  // expect: mirror
    var customMirror: Mirror {  // expect: mirror
        Swift.Mirror(self, children: [])  // expect: mirror
    }
}
