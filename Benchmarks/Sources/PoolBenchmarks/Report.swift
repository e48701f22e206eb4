import Foundation

let writeAlone = "write (1-row transactions), alone"
let writeWithReaders = "write (1-row transactions), beside 2 point readers"

/// One line of the table.
struct ResultRow {
    var implementation: String
    var baseline: String
    var workload: String
    var readers: Int
    var perSecond: Double

    init(_ implementation: Implementation, workload: String, readers: Int, perSecond: Double) {
        self.implementation = implementation.name
        self.baseline = implementation.baseline
        self.workload = workload
        self.readers = readers
        self.perSecond = perSecond
    }

    var isSQLPool: Bool { implementation == baseline }
}

func formatRate(_ value: Double) -> String {
    let rounded = Int(value.rounded())
    var digits = String(rounded)
    var groups: [Substring] = []
    while digits.count > 3 {
        groups.insert(Substring(digits.suffix(3)), at: 0)
        digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return groups.joined(separator: " ")
}

func targetLine(_ met: Bool, _ text: String) -> String { (met ? "met: " : "MISSED: ") + text }

func printReport(results: [ResultRow], notes: [String], overhead: QueueOverhead) {
    func find(_ implementation: String, _ workload: String, _ readers: Int) -> ResultRow? {
        results.first { $0.implementation == implementation && $0.workload == workload && $0.readers == readers }
    }
    func ratio(_ row: ResultRow) -> Double? {
        find(row.baseline, row.workload, row.readers).map { row.perSecond / $0.perSecond }
    }

    print("")
    print("| implementation | workload | readers | ops/s | ratio to SQLPool |")
    print("| --- | --- | ---: | ---: | ---: |")
    for row in results {
        let ratioText = ratio(row).map { String(format: "%.2f", $0) } ?? "–"
        print(
            "| \(row.implementation) | \(row.workload) | \(row.readers) | \(formatRate(row.perSecond)) | \(ratioText) |"
        )
    }
    print("")
    print("ops/s: point queries, range scans or write transactions per second, all tasks together. Ratio: to the")
    print("SQLPool row of the same workload driven the same way (async from tasks, or blocking from threads).")
    for note in notes { print("- " + note) }

    print("")
    print("Targets (issue 16; reported, never failing the run):")
    let pools = Array(Set(results.filter(\.isSQLPool).map(\.implementation))).sorted()
    for pool in pools {
        for kind in [ReadKind.point, .range] {
            if let one = find(pool, kind.rawValue, 1), let two = find(pool, kind.rawValue, 2) {
                let scale = two.perSecond / one.perSecond
                print(
                    targetLine(
                        scale >= 1.7,
                        "\(pool), \(kind.rawValue): 2 readers run \(String(format: "%.2f", scale))× the reads/s of 1"
                            + " (target ≥ 1.7×)"))
            }
        }
        if let alone = find(pool, writeAlone, 0), let mixed = find(pool, writeWithReaders, 2) {
            let share = mixed.perSecond / alone.perSecond
            print(
                targetLine(
                    share >= 0.8,
                    "\(pool): writes/s beside 2 readers are \(String(format: "%.0f", share * 100)) % of writes/s alone"
                        + " (target ≥ 80 %)"))
        }
    }
    let others = results.filter { !$0.isSQLPool }
    for other in Array(Set(others.map(\.implementation))).sorted() {
        let rows = others.filter { $0.implementation == other }
        let behind = rows.filter { (ratio($0) ?? 0) > 1 }
        let baseline = rows.first?.baseline ?? "SQLPool"
        let list = behind.map { "\($0.workload) ×\($0.readers) (\(String(format: "%.2f", ratio($0) ?? 0)))" }
        print(
            targetLine(
                behind.isEmpty,
                "\(baseline) ahead of \(other) on every row: ahead on \(rows.count - behind.count) of \(rows.count)"
                    + (behind.isEmpty ? "" : "; behind on " + list.joined(separator: ", "))))
    }
    print(
        targetLine(
            overhead.ratio <= 1.15,
            "SQLQueue's blocking read of a point query costs \(String(format: "%.3f", overhead.ratio))× the same"
                + " query on a bare SQLContext (\(formatRate(overhead.queueCallsPerSecond)) against"
                + " \(formatRate(overhead.bareCallsPerSecond)) calls/s, one thread; target ≤ 1.15×)"))
}
