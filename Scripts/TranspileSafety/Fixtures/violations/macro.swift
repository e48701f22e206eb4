@freestanding(expression)  // expect: macro
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")  // expect: macro

@attached(member)  // expect: macro
public macro AddMembers() = #externalMacro(module: "M", type: "A")  // expect: macro

@Observable  // expect: macro
final class Model {}

func use() -> String {
    let (value, text) = #stringify(1 + 2)  // expect: macro
    _ = value
    let url = #URL("https://example.com")  // expect: macro
    _ = url
    #warning("not yet")  // expect: macro
    return text + #function + #file + "\(#line)" + #fileID + #filePath + "\(#column)"
}

struct Holder {
    #AddMembers  // expect: macro
}
