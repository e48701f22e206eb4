import SQLContext

/// The figures of one sweep, printed as one `summary key=value …` line.
struct FaultSummary {
    let label: String
    /// Calls of the fault's kind in the run with no fault.
    let calls: Int
    let sqlite: String
    /// Every how many points one was run (1: all).
    var every = 1
    /// Points run (each failed its Nth call).
    var points = 0
    /// Points where the workload threw an SQLError.
    var threw = 0
    /// … with the fault's code.
    var rightCode = 0
    /// Points where SQLite absorbed the fault and the workload returned (benign, checked all the same).
    var absorbed = 0
    /// Points after whose error the same context read and wrote again.
    var usable = 0
    /// Points after whose error the same context did not work again.
    var reopen = 0
    /// Points where opening the context threw, so there was no context to use again.
    var noContext = 0
    var lost = 0
    var phantom = 0
    /// Points with any problem.
    var problems = 0
    /// Extended codes thrown, with how often.
    var codes: [Int32: Int] = [:]
    /// Extended codes of the failed checks after an error.
    var codesAfter: [Int32: Int] = [:]

    init(label: String, calls: Int, sqlite: String) {
        self.label = label
        self.calls = calls
        self.sqlite = sqlite
    }

    /// Whether `error` carries the code of `kind`: the extended code of an I/O fault, SQLITE_FULL
    /// for a full disk, SQLITE_NOMEM for an allocation.
    static func isRightCode(_ error: SQLError, _ kind: FaultKind) -> Bool {
        kind == .full || kind == .oom ? error.code == kind.code : error.extendedCode == kind.code
    }

    mutating func add(_ point: FaultPoint, kind: FaultKind) {
        points += 1
        if let error = point.error {
            threw += 1
            codes[error.extendedCode, default: 0] += 1
            if Self.isRightCode(error, kind) { rightCode += 1 }
        }
        if point.completed { absorbed += 1 }
        if point.error != nil && point.usableAfter == nil { noContext += 1 }
        if point.usableAfter == true { usable += 1 }
        if point.usableAfter == false {
            reopen += 1
            if let error = point.errorAfter { codesAfter[error.extendedCode, default: 0] += 1 }
        }
        lost += point.lost
        phantom += point.phantom
        if !point.problems.isEmpty { problems += 1 }
    }

    static func format(_ codes: [Int32: Int]) -> String {
        codes.keys.sorted().map { "\($0):\(codes[$0] ?? 0)" }.joined(separator: ",")
    }

    func line(for point: FaultPoint, kind: FaultKind) -> String {
        var text = "point \(label) n=\(point.n) failures=\(point.failures)"
        if let error = point.error {
            text += " threw=\(error.extendedCode) right=\(Self.isRightCode(error, kind))"
            text += " usable=\(point.usableAfter.map { "\($0)" } ?? "n/a")"
            if let after = point.errorAfter { text += " after=\(after.extendedCode)" }
            if !Self.isRightCode(error, kind) { text += " error=\"\(error)\"" }
        } else {
            text += point.completed ? " completed" : " failed"
        }
        return text
    }

    var line: String {
        "summary \(label) sqlite=\(sqlite) calls=\(calls) every=\(every) points=\(points) threw=\(threw) rightCode=\(rightCode)"
            + " absorbed=\(absorbed) usable=\(usable) reopen=\(reopen) noContext=\(noContext) lost=\(lost) phantom=\(phantom)"
            + " problems=\(problems) codes=\(Self.format(codes)) codesAfter=\(Self.format(codesAfter))"
    }
}
