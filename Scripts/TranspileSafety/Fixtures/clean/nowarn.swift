/// `// SKIP NOWARN` before a declaration or statement mutes what the transpiler would report
/// about it (skipstone `StatementExtras.swift`), so the checker stays silent too.
public final class Cursor {
    // SKIP NOWARN
    @usableFromInline var position = 0

    /// Documentation may come between the directive and the declaration.
    // SKIP NOWARN: an optimisation hint only.
    @exclusivity(unchecked) @usableFromInline var limit = 10

    /* SKIP NOWARN */ @usableFromInline func advance() { position += 1 }

    init(position: Int) {
        self.position = position
    }

    /// The delegating call moves into the Kotlin constructor: the initializer's directive counts.
    // SKIP NOWARN
    convenience init(text: String) {
        let parsed = Int(text) ?? 0
        self.init(position: parsed)
    }
}

enum Setting: Int32 {
    case a = 1

    // SKIP NOWARN
    var name: String { "A" }
}

func skip(_ code: Int32) -> Int32 {
    switch code {
    case 1:
        // SKIP NOWARN
        fallthrough
    default:
        return code
    }
}
