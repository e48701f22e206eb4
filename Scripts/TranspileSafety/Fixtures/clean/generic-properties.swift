/// Generic properties the transpiler can type: a declared type, a generic type of the module or of
/// SkipLib, and locals (which it does not gather).
final class CleanBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

final class CleanSpareHolder {
    private let spare: ForeignStorage<[Int]?> = ForeignStorage([])
    private let box = CleanBox<[Int]?>([])
    private let none = CleanBox<String?>(nil)
    private let names = Set<String>()
    private let values = Array<Int>()

    func use() -> Int {
        let local = ForeignStorage<[Int]?>([])
        _ = local
        return values.count + names.count
    }
}
