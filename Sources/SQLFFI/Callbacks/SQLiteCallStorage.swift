#if !SKIP
/// A value that SQLContext keeps from one call of a Swift SQL function to the next: the reused
/// argument array of a function, the state of an aggregate's group.
///
/// It is the hot-path storage of those calls, kept here because SQLContext, which Skip turns into
/// Kotlin, cannot turn off the dynamic exclusivity check of a class property: each call read and
/// wrote such a property twice, and each check looks up a thread-local access set. (A generic `Value` pays
/// off only in code specialized for it, such as the closures that SQLContext's `@inlinable`
/// `createAggregate` builds in the caller's module; in unspecialized generic code the metadata
/// lookup of `SQLiteCallStorage<Value>` costs more than the check it saves.) A function's calls run one at a time on the
/// thread that runs the statement, and an access never spans user code that could reach the same
/// storage (SQLContext reads the value, calls the user's closure, then writes), so the check
/// protects nothing here.
///
/// The attribute takes effect only where the compiler sees it: in this module. SQLContext accesses
/// the value through `value`, whose accessors are compiled here and inlined there, so its accesses
/// are unchecked as well (reading the stored property from SQLContext directly would be checked).
@usableFromInline package final class SQLiteCallStorage<Value> {
    /// The stored value.
    @exclusivity(unchecked) @usableFromInline var stored: Value

    /// The value.
    @inlinable package var value: Value {
        get { stored }
        set { stored = newValue }
        _modify { yield &stored }
    }

    /// Returns the value and stores `replacement` in its place: a move, so the value stays
    /// uniquely referenced when it was.
    @inlinable package func exchange(with replacement: Value) -> Value {
        var value = replacement
        swap(&value, &stored)
        return value
    }

    /// Storage holding `value`.
    @inlinable package init(_ value: Value) { self.stored = value }
}

extension SQLiteCallStorage {
    /// Stores `value` in place of the one taken with `exchange(with: nil)`: written over the nil
    /// without releasing anything, unless something was stored meanwhile (then that is released).
    @inlinable package func restore<Wrapped>(_ value: consuming Wrapped) where Value == Wrapped? {
        var replaced: Value = value
        swap(&replaced, &stored)
        // Usually nil, as `exchange(with: nil)` left it: then there is nothing to release.
        if case .some = replaced { replaced = nil }
    }
}
#endif
