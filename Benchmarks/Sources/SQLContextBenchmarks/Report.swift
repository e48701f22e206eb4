import Foundation

/// The Markdown table of the results, one line per workload and implementation.
func markdownTable(_ measurements: [Measurement]) -> String {
    var lines = [
        "| workload | impl | median ms | min ms | ratio to raw | allocs/row |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for measurement in measurements {
        let ratio = ratioToRaw(measurement, in: measurements).map { String(format: "%.3f", $0) } ?? "–"
        lines.append(
            "| \(measurement.workload) | \(measurement.kind.rawValue) | "
                + String(format: "%.2f | %.2f | ", measurement.medianMilliseconds, measurement.minimumMilliseconds)
                + ratio + " | " + formatAllocations(measurement.allocationsPerRow) + " |")
    }
    return lines.joined(separator: "\n")
}

func formatAllocations(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value < 0.01 { return String(format: "%.4f", value) }
    return String(format: "%.2f", value)
}

/// The median of `measurement` divided by the median of raw on the same workload.
func ratioToRaw(_ measurement: Measurement, in measurements: [Measurement]) -> Double? {
    guard
        let raw = measurements.first(where: { $0.workload == measurement.workload && $0.kind == .raw }),
        raw.medianMilliseconds > 0
    else { return nil }
    return measurement.medianMilliseconds / raw.medianMilliseconds
}

/// The performance targets of SQLContext: a ratio of medians to raw (or to another
/// implementation), or "faster than GRDB".
struct Target {
    let workload: String
    let kind: ImplementationKind
    /// The largest allowed ratio to the baseline; nil for the GRDB comparison only.
    let maximumRatio: Double?
    /// What the ratio is to: raw, or SQLContext's typed calls for the struct and record workloads.
    var baseline: ImplementationKind = .raw

    static let all: [Target] = [
        Target(workload: "fetch_positional", kind: .typed, maximumRatio: 1.03),
        Target(workload: "insert_positional", kind: .typed, maximumRatio: 1.05),
        Target(workload: "open_memory", kind: .typed, maximumRatio: 1.05),
        Target(workload: "text_blob", kind: .typed, maximumRatio: 1.05),
        Target(workload: "fetch_named", kind: .typed, maximumRatio: 1.10),
        Target(workload: "insert_named", kind: .typed, maximumRatio: 1.15),
        Target(workload: "insert_positional", kind: .convenience, maximumRatio: 1.25),
        Target(workload: "materialise", kind: .convenience, maximumRatio: 1.30),
        Target(workload: "scalar_function", kind: .typed, maximumRatio: 1.50),
        Target(workload: "aggregate_function", kind: .typed, maximumRatio: 1.50),
        Target(workload: "fetch_struct", kind: .codable, maximumRatio: 2.0, baseline: .typed),
        Target(workload: "fetch_struct", kind: .convenience, maximumRatio: 1.3, baseline: .typed),
        Target(workload: "record_insert", kind: .convenience, maximumRatio: 1.3, baseline: .typed),
    ]
}

/// One line per target that the measurements cover: the ratio targets, then "faster than GRDB" for
/// every SQLContext implementation of every workload.
func targetReport(_ measurements: [Measurement]) -> [String] {
    var lines: [String] = []
    for target in Target.all {
        guard
            let measurement = measurements.first(where: { $0.workload == target.workload && $0.kind == target.kind }),
            let baseline = measurements.first(where: { $0.workload == target.workload && $0.kind == target.baseline }),
            baseline.medianMilliseconds > 0, let maximum = target.maximumRatio
        else { continue }
        let ratio = measurement.medianMilliseconds / baseline.medianMilliseconds
        let against = target.baseline == .raw ? "" : " × \(target.baseline.rawValue)"
        lines.append(
            (ratio <= maximum ? "met   " : "MISSED") + "  \(target.kind.rawValue) \(target.workload): "
                + String(format: "%.3f", ratio) + against + String(format: " (target ≤ %.2f)", maximum))
    }
    // Each SQLContext implementation against GRDB's equivalent: its Codable record for codable.
    let rivals: [ImplementationKind: ImplementationKind] = [.typed: .grdb, .convenience: .grdb, .codable: .grdbCodable]
    for measurement in measurements {
        guard let rival = rivals[measurement.kind],
            let grdb = measurements.first(where: { $0.workload == measurement.workload && $0.kind == rival })
        else { continue }
        let faster = measurement.medianMilliseconds < grdb.medianMilliseconds
        lines.append(
            (faster ? "met   " : "MISSED") + "  \(measurement.kind.rawValue) \(measurement.workload) faster than "
                + (rival == .grdb ? "GRDB" : "GRDB's Codable record") + ": "
                + String(format: "%.2f ms vs %.2f ms", measurement.medianMilliseconds, grdb.medianMilliseconds))
    }
    return lines
}

/// The results as a JSON object.
func jsonReport(_ measurements: [Measurement], environment: [String: Any], options: [String: Any]) -> [String: Any] {
    var results: [[String: Any]] = []
    for measurement in measurements {
        var entry: [String: Any] = [
            "workload": measurement.workload,
            "implementation": measurement.kind.rawValue,
            "rows": measurement.rows,
            "median_ms": rounded(measurement.medianMilliseconds),
            "min_ms": rounded(measurement.minimumMilliseconds),
            "allocations_per_row": rounded(measurement.allocationsPerRow),
            "times_ms": measurement.nanoseconds.map { rounded(Double($0) / 1e6) },
            "wall_times_ms": measurement.wallNanoseconds.map { rounded(Double($0) / 1e6) },
            "cpu_times_ms": measurement.cpuNanoseconds.map { rounded(Double($0) / 1e6) },
            "wall_median_ms": rounded(median(measurement.wallNanoseconds.map { Double($0) / 1e6 })),
            "allocations": measurement.allocations,
        ]
        if let ratio = ratioToRaw(measurement, in: measurements) { entry["ratio_to_raw"] = rounded(ratio) }
        results.append(entry)
    }
    return [
        "environment": environment,
        "options": options,
        "results": results,
        "targets": targetReport(measurements),
    ]
}

private func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
