import Testing

@testable import SQLContext

/// The column map's slot table: a name is found at its first slot, or by the probe after it when
/// another name took that slot, whatever the hash makes of the names.
@Suite struct ColumnMapSlotTests {
    /// A name, other than `taken`, whose first slot in a map of `count` names is `taken`'s.
    func nameSharingFirstSlot(with taken: String, count: Int, prefix: String) throws -> String {
        let map = SQLColumnMap(names: (0..<count).map { "filler\($0)" })
        let mask = map.slots.count - 1
        let target = SQLColumnMap.slot(
            of: SQLColumnMap.fingerprint(taken), shift: map.slotShift, mask: mask)
        for number in 0..<100_000 {
            let name = prefix + String(number)
            if name != taken
                && SQLColumnMap.slot(of: SQLColumnMap.fingerprint(name), shift: map.slotShift, mask: mask) == target
            {
                return name
            }
        }
        throw SQLError.range("no name found")
    }

    @Test(arguments: [("a", "b"), ("id", "x"), ("created_at", "c"), ("id", "long_name_")])
    func aNameWhoseFirstSlotIsTakenIsFoundByTheProbe(first: String, prefix: String) throws {
        let second = try nameSharingFirstSlot(with: first, count: 2, prefix: prefix)
        let map = SQLColumnMap(names: [first, second])
        let firstColumn = SQLColumn(name: first, type: .long)
        let secondColumn = SQLColumn(name: second, type: .long)
        // The first name holds the slot; the second is past it.
        #expect(map.firstSlotIndex(ofColumn: firstColumn) == 0)
        #expect(map.firstSlotIndex(ofColumn: secondColumn) == -1)
        #expect(map.index(ofColumn: firstColumn) == 0)
        #expect(map.index(ofColumn: secondColumn) == 1)
        // Through a row and the typed reads, which inline the first-slot lookup.
        let row = try SQLRow(columnNames: [first, second], values: [.long(10), .long(20)])
        #expect(try firstColumn.longValueRequired(in: row) == 10)
        #expect(try secondColumn.longValueRequired(in: row) == 20)
        #expect(secondColumn.longValue(in: row) == 20)
        #expect(row[secondColumn] == .long(20))
        // In the other order, the other one is at its first slot.
        let swapped = SQLColumnMap(names: [second, first])
        #expect(swapped.firstSlotIndex(ofColumn: secondColumn) == 0)
        #expect(swapped.index(ofColumn: firstColumn) == 1)
    }

    @Test func shortNamesAreTheirOwnFingerprintAndLongOnesAreNegative() {
        // Up to 7 UTF-8 bytes: the bytes and their count, so distinct names never share one.
        #expect(SQLColumnMap.fingerprint("") == 0)
        #expect(SQLColumnMap.fingerprint("a") == 0x61 | (1 << 56))
        #expect(SQLColumnMap.fingerprint("a") != SQLColumnMap.fingerprint("a\u{0}"))
        #expect(SQLColumnMap.fingerprint("abcdefg") >= 0)
        #expect(SQLColumnMap.fingerprint("日付") >= 0)  // 6 bytes
        #expect(SQLColumnMap.fingerprint("abcdefgh") < 0)
        #expect(SQLColumnMap.fingerprint("abcdefgh") != SQLColumnMap.fingerprint("abcdefgi"))
        #expect(SQLColumnMap.fingerprint("created_at") == SQLColumnMap.fingerprint("created_" + "at"))
    }

    @Test func slotTablesHaveRoomForFourSlotsAColumn() {
        for count in [0, 1, 2, 3, 10, 33, 200] {
            let map = SQLColumnMap(names: (0..<count).map { "column\($0)" })
            #expect(map.slots.count >= max(8, count * 4))
            #expect(map.slots.count & (map.slots.count - 1) == 0)
            #expect(1 << (64 - map.slotShift) == map.slots.count)
            for index in 0..<count {
                #expect(map.index(ofColumn: SQLColumn(name: "column\(index)", type: .long)) == index)
            }
        }
    }
}
