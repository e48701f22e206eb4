public final class Statement {
    var columnCount: Int64 = 0
    private var names: [String] = []
}

/// The type's own file: extensions here see its private API.
fileprivate func helper() -> Int64 { 1 }

extension Statement {
    func helped() -> Int64 { helper() }
}
