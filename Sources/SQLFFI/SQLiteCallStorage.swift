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
@usableFromInline package final class SQLiteCallStorage<Value> {
    /// The value.
    @exclusivity(unchecked) @usableFromInline package var value: Value

    /// Storage holding `value`.
    @inlinable package init(_ value: Value) { self.value = value }
}
