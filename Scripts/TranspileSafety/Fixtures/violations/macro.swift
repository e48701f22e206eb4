macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")  // expect: macro

public macro AddMembers() = #externalMacro(module: "M", type: "A")  // expect: macro

@Observable
final class Model {}

func use() -> String {
    let (value, text) = #stringify(1 + 2)  // expect: macro
    _ = value
    let url = #URL("https://example.com")  // expect: macro
    _ = url
    #warning("Skip omits #warning and #error")
    let here = #function  // expect: macro
    let file =
        #file  // expect: macro
    return text + here + file + "\(#line)"  // expect: macro
}

struct Holder {
    #AddMembers  // expect: macro
}

func tests(_ value: Int) throws {
    #expect(value == 1)
    let unwrapped = try #require(Optional(value))
    _ = unwrapped
}
