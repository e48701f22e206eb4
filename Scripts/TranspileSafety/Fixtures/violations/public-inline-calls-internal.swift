/// Public inline functions and what they call.
public struct Reader {
    func hidden() -> Int { 1 }
    public func shown() -> Int { 2 }

    @inline(__always) public func callsHidden() -> Int {
        hidden()  // expect: public-inline-calls-internal
    }

    @inline(__always) public func callsShown() -> Int {
        shown()
    }

    @inlinable public func inlinableOnly() -> Int {
        shown()
    }

    @inline(__always) func internalInline() -> Int {
        hidden()
    }
}
