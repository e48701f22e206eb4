/// Arrays made from a String's characters.
func characterArrays(_ text: String) -> Int {
    let digits = Array("0123456789ABCDEF")  // expect: array-from-string
    let letters = Array(text)  // expect: array-from-string
    let typed = [Character](text)  // expect: array-from-string
    return digits.count + letters.count + typed.count
}
