typealias Five = (Int, Int, Int, Int, Int)
typealias Six = (Int, Int, Int, Int, Int, Int)  // expect: tuple-arity

func labeled() -> (name: String, count: Int) { ("x", 1) }

func wide() -> (  // expect: tuple-arity
    Int, Int, Int, Int, Int, Int, Int
) {
    (1, 2, 3, 4, 5, 6, 7)  // expect: tuple-arity
}

func five() -> Five { (1, 2, 3, 4, 5) }
