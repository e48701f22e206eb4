@propertyWrapper  // expect: property-wrapper
struct Clamped {
    var wrappedValue: Int
}

struct Settings {
    @Clamped var level: Int  // expect: property-wrapper
    @Published var title = ""  // expect: property-wrapper
    @TaskLocal static var current: Int = 0  // expect: property-wrapper
}

func configure(@Clamped level: Int) {}  // expect: property-wrapper

func local() {
    @State  // expect: property-wrapper
    var count = 0
    count += 1
}
