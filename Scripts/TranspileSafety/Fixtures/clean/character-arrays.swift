import Foundation

/// Characters and bytes of a string without Array(String).
func characterArraysFixture(_ text: String) -> Int {
    let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    let letters = text.map { $0 }
    let bytes = Array(text.utf8)
    return digits.count + letters.count + bytes.count
}
