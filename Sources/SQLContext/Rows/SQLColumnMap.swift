import Foundation

/// The column names of a result in order, and the index of each name: built once per statement
/// and shared by every ``SQLRow`` read from it, so that a row holds its values and one reference,
/// never a dictionary of its own.
///
/// Names are matched as SQLite matches column names: exactly first, then without regard to case.
/// When several columns share a name (`SELECT a.id, b.id …`), the name finds the first of them;
/// read the others by index.
public final class SQLColumnMap: Sendable, Equatable, CustomStringConvertible {
    /// The column names, in result order.
    public let names: [String]
    /// Each name, and its lower-case form, mapped to the first column that has it.
    let indexes: [String: Int]
    /// The ``fingerprint(_:)`` of each name, in column order.
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline let fingerprints: [Int64]
    /// An open-addressing table of column indexes by fingerprint: slot `fingerprint & (count - 1)`
    /// and the ones after it hold the first column of each fingerprint; -1 ends a probe.
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline let slots: [Int]

    /// Builds the map of `names`, given in result order.
    public init(names: [String]) {
        self.names = names
        var indexes: [String: Int] = [:]
        var index = 0
        for name in names {
            if indexes[name] == nil { indexes[name] = index }
            let folded = name.lowercased()
            if indexes[folded] == nil { indexes[folded] = index }
            index += 1
        }
        self.indexes = indexes
        let fingerprints = names.map { SQLColumnMap.fingerprint($0) }
        self.fingerprints = fingerprints
        self.slots = SQLColumnMap.slotTable(fingerprints)
    }

    /// The slot table of `fingerprints`: a power of two at least twice their number, each
    /// fingerprint's first column in the first free slot from `fingerprint & mask`.
    static func slotTable(_ fingerprints: [Int64]) -> [Int] {
        var size = 4
        while size < fingerprints.count * 2 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        let mask = Int64(size - 1)
        var index = 0
        for fingerprint in fingerprints {
            var slot = Int(fingerprint & mask)
            var seen = false
            while slots[slot] >= 0 {
                if fingerprints[slots[slot]] == fingerprint { seen = true }
                slot = (slot + 1) & (size - 1)
            }
            if !seen { slots[slot] = index }
            index += 1
        }
        return slots
    }

    /// A 64-bit FNV-1a hash of the name's UTF-8 bytes: equal names have equal fingerprints, so a
    /// column is found by comparing numbers, then one name.
    static func fingerprint(_ name: String) -> Int64 {
        var hash: Int64 = -3_750_763_034_362_895_579  // the FNV offset basis, 0xcbf29ce484222325
        for byte in name.utf8 {
            hash = (hash ^ Int64(byte)) &* 1_099_511_628_211  // the FNV prime
        }
        return hash
    }

    /// The index of `column`: the first column whose name is the column's, else one whose name
    /// matches without regard to case; nil when there is none.
    @inline(__always) func index(ofColumn column: SQLColumn) -> Int? {
        // The first slot, inlined into each read: it holds the column unless two fingerprints
        // share a slot (callgrind, fetch_struct --size small: a `longValueRequired(in:)` read went
        // from 99 instructions, 63 of them in this lookup, to 60).
        let index = firstSlotIndex(ofColumn: column)
        if index >= 0 { return index }
        return probedIndex(of: column)
    }

    /// The index of `column` when the first slot of its fingerprint holds it (unless two
    /// fingerprints share a slot), else -1: the part of ``index(ofColumn:)`` that the typed reads
    /// of a record's columns (``SQLColumn/longValueRequired(in:)``, …) compile into the record's
    /// own code.
    @inlinable @inline(__always) func firstSlotIndex(ofColumn column: SQLColumn) -> Int {
        let key = column.nameKey
        let index = slots[Int(key & Int64(slots.count - 1))]
        if index >= 0 && fingerprints[index] == key && names[index] == column.name { return index }
        return -1
    }

    /// ``index(ofColumn:)`` past the first slot, then without regard to case.
    func probedIndex(of column: SQLColumn) -> Int? {
        let key = column.nameKey
        let mask = slots.count - 1
        var slot = Int(key & Int64(mask))
        while true {
            let index = slots[slot]
            if index < 0 { break }
            if fingerprints[index] == key && names[index] == column.name { return index }
            slot = (slot + 1) & mask
        }
        return self.index(of: column.name)
    }

    /// The number of columns.
    public var count: Int { names.count }

    /// The index of the column named `name` (exactly, else without regard to case), or nil.
    public func index(of name: String) -> Int? {
        // A record reads a few columns by name, mostly spelled as the result spells them: for a
        // short list, comparing the names is cheaper than hashing the one asked for.
        if names.count <= 16 {
            var index = 0
            for candidate in names {
                if candidate == name { return index }
                index += 1
            }
        } else if let index = indexes[name] {
            return index
        }
        return indexes[name.lowercased()]
    }

    /// The index of the column named `name`.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that names `name` and lists the columns.
    public func requiredIndex(of name: String) throws -> Int {
        guard let index = index(of: name) else {
            throw SQLError.range("no column named '" + name + "'; the columns are: " + listed)
        }
        return index
    }

    /// The column names for a message: `id, name`, or `none`.
    var listed: String { names.isEmpty ? "none" : names.joined(separator: ", ") }

    /// A new map with `name` added as the last column.
    func appending(_ name: String) -> SQLColumnMap {
        var extended = names
        extended.append(name)
        return SQLColumnMap(names: extended)
    }

    /// Two maps are equal when they hold the same names in the same order.
    public static func == (left: SQLColumnMap, right: SQLColumnMap) -> Bool {
        left === right || left.names == right.names
    }

    /// The column names, comma-separated.
    public var description: String { names.joined(separator: ", ") }
}
