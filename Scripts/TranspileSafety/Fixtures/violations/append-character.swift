func quote(_ text: String, separator: Character) -> String {
    var result = ""
    result.append("'")  // expect: append-character
    for ch in text {
        result.append(ch)  // expect: append-character
        if ch == "'" {
            result
                .append(ch)  // expect: append-character
        }
    }
    result.append(separator)  // expect: append-character
    result.append(Character("x"))  // expect: append-character
    result.append("ok")
    result.append(contentsOf: "more")
    result += String(separator)
    var letters: [Character] = []
    letters.append(separator)
    letters.append("y")
    return result + String(letters)
}

func escape(_ character: Character, into output: inout String) {
    output.append(character)  // expect: append-character
    output.append("\\")  // expect: append-character
    output.append("\u{1F600}")  // expect: append-character
    output.append("\u{41}\u{42}")
}
