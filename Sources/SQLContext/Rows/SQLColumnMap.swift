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
    /// 64 minus the base-2 logarithm of the number of slots: ``slot(of:shift:mask:)`` takes the
    /// top bits of the mixed fingerprint.
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline let slotShift: Int

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
        let slots = SQLColumnMap.slotTable(fingerprints)
        self.slots = slots
        self.slotShift = SQLColumnMap.shift(slotCount: slots.count)
    }

    /// 64 minus the base-2 logarithm of `slotCount`, a power of two.
    static func shift(slotCount: Int) -> Int {
        var shift = 64
        var size = 1
        while size < slotCount {
            size *= 2
            shift -= 1
        }
        return shift
    }

    /// The slot table of `fingerprints`: a power of two at least four times their number (so
    /// that few share a first slot), each fingerprint's first column in the first free slot from
    /// ``slot(of:shift:mask:)``.
    static func slotTable(_ fingerprints: [Int64]) -> [Int] {
        var size = 8
        while size < fingerprints.count * 4 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        let shift = SQLColumnMap.shift(slotCount: size)
        var index = 0
        for fingerprint in fingerprints {
            var slot = SQLColumnMap.slot(of: fingerprint, shift: shift, mask: size - 1)
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

    /// A number that stands for the name, so that a column is found by comparing numbers. For a
    /// name of at most 7 UTF-8 bytes, the bytes themselves and their count (zero or positive):
    /// equal fingerprints then mean equal names, and no text is compared. For a longer name, a
    /// 64-bit FNV-1a hash of its bytes with the sign bit set (negative, so never a short name's):
    /// equal names have equal fingerprints, and the names are compared too.
    static func fingerprint(_ name: String) -> Int64 {
        var exact: Int64 = 0
        var hash: Int64 = -3_750_763_034_362_895_579  // the FNV offset basis, 0xcbf29ce484222325
        var count = 0
        for byte in name.utf8 {
            if count < 7 { exact = exact | (Int64(byte) << (8 * count)) }
            hash = (hash ^ Int64(byte)) &* 1_099_511_628_211  // the FNV prime
            count += 1
        }
        if count <= 7 { return exact | (Int64(count) << 56) }
        return hash | Int64.min
    }

    /// The first slot of `fingerprint` in a slot table of `mask + 1` slots, `shift` being 64 minus
    /// the base-2 logarithm of that number: the top bits of the fingerprint multiplied by 2^64 / φ
    /// (Fibonacci hashing), which spreads fingerprints that differ in a few low bits, as short
    /// names that share their first letters do. The arithmetic shift copies the sign bit in; the
    /// mask keeps the bits shifted down.
    #if SKIP
    static func slot(of fingerprint: Int64, shift: Int, mask: Int) -> Int {
        Int((fingerprint &* -7_046_029_254_386_353_131) >> shift) & mask  // 0x9e3779b97f4a7c15
    }
    #else
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @inlinable @inline(__always) static func slot(of fingerprint: Int64, shift: Int, mask: Int) -> Int {
        // `&>>`, as `shift` is below 64: a smart shift checked for larger and negative amounts
        // first (7 instructions a column read; callgrind, fetch_struct --size small).
        Int(truncatingIfNeeded: (fingerprint &* -7_046_029_254_386_353_131) &>> shift) & mask
    }
    #endif

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
        let index = slots[SQLColumnMap.slot(of: key, shift: slotShift, mask: slots.count - 1)]
        // A fingerprint of zero or more is the name itself: no text to compare.
        if index >= 0 && fingerprints[index] == key && (key >= 0 || names[index] == column.name) { return index }
        return -1
    }

    /// ``index(ofColumn:)`` past the first slot, then without regard to case.
    func probedIndex(of column: SQLColumn) -> Int? {
        let key = column.nameKey
        let mask = slots.count - 1
        var slot = SQLColumnMap.slot(of: key, shift: slotShift, mask: mask)
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
