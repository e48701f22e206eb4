@resultBuilder  // expect: result-builder
struct SQLBuilder {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
}

@SQLBuilder  // expect: result-builder
func query() -> String {
    "SELECT 1"
}

func make(@SQLBuilder _ body: () -> String) -> String {  // expect: result-builder
    body()
}

func render(@Render _ content: () -> String) -> String {  // expect: result-builder
    content()
}

struct Page {
    @ViewBuilder var body: String { "x" }  // expect: result-builder
}
