/// Properties initialized with a generic type neither the module nor Skip declares.
final class FixtureSpareHolder {
    private let spare = ForeignStorage<[Int]?>([])  // expect: undetermined-generic-literal
    private static let shared = ForeignStorage<String>("")  // expect: undetermined-generic-literal
    private var pending = ForeignStorage<[String: Int]>(nil)  // expect: undetermined-generic-literal
}

let fixtureGlobalStorage = ForeignStorage<Int>(0)  // expect: undetermined-generic-literal
