import Foundation

/// A Data's bytes read through its count, subscript and an array.
func dataBytesFixture(_ data: Data) -> Int {
    var total = 0
    let bytes = [UInt8](data)
    var index = 0
    while index < bytes.count {
        total += Int(bytes[index])
        index += 1
    }
    return total + data.count + (data.isEmpty ? 0 : Int(data[0]))
}
