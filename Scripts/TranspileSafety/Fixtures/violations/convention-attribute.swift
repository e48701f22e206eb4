typealias Destructor = @convention(c) (Int) -> Void  // expect: convention-attribute

struct Callbacks {
    var onEvent:
        @convention(block)  // expect: convention-attribute
        () -> Void
}

@_cdecl("sqlctx_callback")  // expect: convention-attribute
func exported() {}

@_silgen_name("swift_hidden")  // expect: convention-attribute
func hidden()
