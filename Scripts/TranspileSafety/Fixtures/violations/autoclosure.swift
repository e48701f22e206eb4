func check(_ condition: @autoclosure () -> Bool, _ message: String) {  // expect: autoclosure
    if !condition() { print(message) }
}

func lazyDefault(
    _ value: Int?,
    _ fallback: @autoclosure @escaping () -> Int  // expect: autoclosure
) -> Int {
    value ?? fallback()
}

func closure(_ make: () -> Int) -> Int { make() }
