import Foundation

// SkipSQL's cursor is a sequence of `Result`s: `for row in cursor`, `cursor.map { try $0.get() }`.
extension RowCursor: Sequence {
    /// Each row's value, or the error that ended the rows.
    public typealias Element = Result<Row, Error>

    #if SKIP
    // SKIP DECLARE: override val iterable: kotlin.collections.Iterable<Result<Row, Error>>
    /// The rows as a Kotlin iterable, what Skip's `Sequence` is made of: each step runs the
    /// statement one row further, as ``RowIterator/next()`` does.
    public var iterable: kotlin.collections.Iterable<Result<Row, Error>> {
        let iterator = makeIterator()
        return generateSequence { iterator.next() }.asIterable()
    }
    #endif
}

extension RowIterator: IteratorProtocol {}
