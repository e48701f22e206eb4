/// A line diff in the unified format of `diff -u`, for `--check` to show what changed.
public enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The diff from `old` to `new` with `context` lines around each change, or nil when the texts
    /// are equal.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        guard old != new else { return nil }
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        var output = ["--- " + oldName, "+++ " + newName]
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var start = 0
        while start < changed.count {
            // A hunk: changes whose context overlaps, with `context` lines of equal text around them.
            var end = start
            while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context { end += 1 }
            let first = max(0, changed[start] - context)
            let last = min(edits.count - 1, changed[end] + context)
            output.append(header(Array(edits[first...last]), edits: edits, from: first))
            for edit in edits[first...last] {
                switch edit {
                case .same(let index, _): output.append(" " + a[index])
                case .removed(let index): output.append("-" + a[index])
                case .added(let index): output.append("+" + b[index])
                }
            }
            start = end + 1
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `@@ -start,count +start,count @@` for a hunk; an empty side starts at the line before it.
    private static func header(_ hunk: [Edit], edits: [Edit], from first: Int) -> String {
        var oldLine = 0
        var newLine = 0
        for edit in edits[..<first] {
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
        let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
        let oldStart = oldCount == 0 ? oldLine : oldLine + 1
        let newStart = newCount == 0 ? newLine : newLine + 1
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
    }

    /// The edits that turn `a` into `b`, from a longest common subsequence of their lines.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let n = middleA.count
        let m = middleB.count
        // lengths[i][j]: the longest common subsequence of middleA[i...] and middleB[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    middleA[i] == middleB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits = (0..<prefix).map { Edit.same($0, $0) }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                edits.append(.same(prefix + i, prefix + j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(.removed(prefix + i))
                i += 1
            } else {
                edits.append(.added(prefix + j))
                j += 1
            }
        }
        edits += (0..<suffix).map { Edit.same(a.count - suffix + $0, b.count - suffix + $0) }
        return edits
    }
}
