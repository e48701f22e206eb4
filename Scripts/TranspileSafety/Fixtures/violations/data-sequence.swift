import Foundation

/// A Data iterated or used as a Sequence: SkipFoundation's Data is not one.
enum Payload {
    case blob(Data)
    case text(String)
}

func describe(_ payload: Payload, _ data: Data) -> String {
    var text = ""
    switch payload {
    case .blob(let value):
        for _ in value { text += "." }  // expect: data-sequence
    case .text(let value):
        text += value
    }
    for _ in data { text += "," }  // expect: data-sequence
    let sizes = data.map { Int($0) }  // expect: data-sequence
    let stored: Data = data
    if stored.contains(where: { $0 == 1 }) { text += "!" }  // expect: data-sequence
    return text + "\(sizes.count)"
}
