func classify(_ code: Int32) -> String {
    var text = ""
    switch code {
    case 5:
        text = "busy "
        fallthrough  // expect: fallthrough
    case 6:
        text += "locked"
    default:
        text = "other"
    }
    return text
}
