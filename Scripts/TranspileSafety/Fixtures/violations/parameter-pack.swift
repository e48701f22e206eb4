func bindAll<each Value>(  // expect: parameter-pack
    _ values: repeat each Value  // expect: parameter-pack
) {
    _ = (repeat print(each values))  // expect: parameter-pack
}

struct Tuple<each Element> {  // expect: parameter-pack
}
