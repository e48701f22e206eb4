import Foundation

/// Integer literals where Kotlin needs an unsigned value (UByte, UShort, UInt, ULong).
struct ByteCursor {
    let bytes: [UInt8]
    var position = 0

    mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count && bytes[position] == byte else { return false }
        position += 1
        return true
    }

    mutating func digit() -> Int64? {
        let byte = bytes[position]
        guard byte >= 48 && byte <= 57 else { return nil }  // expect: unsigned-int-literal
        position += 1
        return Int64(byte - 48)  // expect: unsigned-int-literal
    }

    mutating func separators() -> Bool {
        skip(45) || skip(0x2F)  // expect: unsigned-int-literal
    }

    func kind() -> Int {
        switch bytes[position] {
        case 9, 32: return 0  // expect: unsigned-int-literal
        // kotlinc reports the range (`in 48..57`) at the `when` line.
        case 48...57: return 1  // expect: unsigned-int-literal
        default: return 2
        }
    }

    func last() -> UInt8 {
        if bytes.isEmpty {
            return 0  // expect: unsigned-int-literal
        }
        return bytes[bytes.count - 1]
    }
}

func lineEnd(of text: String, from start: Int) -> Int {
    let bytes = Array(text.utf8)
    var end = start
    while end < bytes.count && bytes[end] != 10 && 13 != bytes[end] { end += 1 }  // expect: unsigned-int-literal
    for byte in text.utf8 where byte == 0 { return -1 }  // expect: unsigned-int-literal
    if bytes.first == 0xEF { return -2 }  // expect: unsigned-int-literal
    var flags = UInt32(1)
    flags += 4  // expect: unsigned-int-literal
    flags = 2  // expect: unsigned-int-literal
    var shifted = flags << 2
    shifted = shifted &+ 1  // expect: unsigned-int-literal
    return shifted == flags ? end : -1
}
