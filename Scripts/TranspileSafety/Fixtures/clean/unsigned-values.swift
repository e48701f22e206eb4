import Foundation

/// Unsigned values compared and combined with unsigned values, or converted to Int first.
struct UnsignedValuesFixture {
    let bytes: [UInt8]
    let newline = UInt8(10)

    func isDigit(_ position: Int) -> Bool {
        let byte = Int(bytes[position])
        return byte >= 48 && byte <= 57
    }

    func isNewline(_ position: Int) -> Bool {
        bytes[position] == newline || bytes[position] == UInt8(13)
    }

    func value(_ position: Int) -> Int {
        let count = bytes.count
        let shifted = UInt32(bytes[position]) << 4
        return count > 0 ? Int(shifted) + position * 2 : -1
    }

    func lines(_ text: String) -> Int {
        var lines = 0
        for byte in text.utf8 where Int(byte) == 10 { lines += 1 }
        return lines
    }
}
