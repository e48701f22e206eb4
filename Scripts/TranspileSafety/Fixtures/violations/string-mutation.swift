func quote(_ text: String, separator: Character) -> String {
    var result = ""
    result.append("'")  // expect: string-mutation
    for ch in text {
        result.append(ch)  // expect: string-mutation
        if ch == "'" {
            result
                .append(ch)  // expect: string-mutation
        }
    }
    result.append(contentsOf: "more")  // expect: string-mutation
    result.insert("x", at: result.startIndex)  // expect: string-mutation
    _ = result.removeLast()  // expect: string-mutation
    result += String(separator)
    result = result + "ok"
    var letters: [Character] = []
    letters.append(separator)
    letters.append("y")
    var parts: [String] = []
    parts.append(text)
    parts.removeAll()
    return result + String(letters) + parts.joined()
}

func escape(_ character: Character, into output: inout String, buffer: Buffer, record: Record) {
    output.append(character)  // expect: string-mutation
    output.append("\\")  // expect: string-mutation
    record.note.append(character)  // expect: string-mutation
    buffer.append(character)
    buffer.append("\u{41}")
}

final class Buffer {
    var bytes: [UInt8] = []
    func append(_ character: Character) {}
    func append(_ text: String) {}
}
