typealias Pairs<T: Hashable> = [T: T]  // expect: typealias-constraint
typealias Rows<T> = [T] where T: Equatable  // expect: typealias-constraint
typealias Values<T> = [T]
typealias Handler = (Int) -> Void
