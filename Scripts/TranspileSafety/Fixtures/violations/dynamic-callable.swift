@dynamicCallable  // expect: dynamic-callable
struct Function {
    func dynamicallyCall(withArguments arguments: [Int]) -> Int { arguments.count }
}
