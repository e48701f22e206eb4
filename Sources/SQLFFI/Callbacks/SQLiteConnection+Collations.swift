#if !SKIP
/// The Swift comparison behind a collation: the box SQLite holds as the collation's user data.
final class CollationBox {
    /// Compares two strings: negative, zero or positive.
    let compare: (String, String) -> Int32
    /// The connection the collation is registered on; not retained, as for ``FunctionBox``.
    unowned(unsafe) let connection: SQLiteConnection

    init(connection: SQLiteConnection, compare: @escaping (String, String) -> Int32) {
        self.connection = connection
        self.compare = compare
    }

    /// The comparison SQLite calls: the box and each string's length and UTF-8 bytes (not
    /// NUL-terminated; embedded NUL characters are part of the string).
    static let callback: SQLiteCollationCallback = { pointer, leftCount, left, rightCount, right in
        guard let pointer else { return 0 }
        let box = Unmanaged<CollationBox>.fromOpaque(pointer).takeUnretainedValue()
        return box.connection.runCallback(hook: false) {
            box.compare(string(left, leftCount), string(right, rightCount))
        }
    }

    /// The destructor SQLite calls when the collation is replaced or removed, or the connection
    /// closes: releases the box.
    static let destroy: SQLiteDestructor = { pointer in
        guard let pointer else { return }
        Unmanaged<CollationBox>.fromOpaque(pointer).release()
    }

    private static func string(_ bytes: UnsafeRawPointer?, _ count: Int32) -> String {
        guard let bytes, count > 0 else { return "" }
        return String(
            decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)).assumingMemoryBound(to: UInt8.self),
            as: UTF8.self)
    }
}

extension SQLiteConnection {
    /// Registers the collation `name`, which orders text with `compare` (negative: the first string
    /// sorts before the second; `sqlite3_create_collation_v2` with UTF-8).
    ///
    /// SQLite calls the comparison with no way to report an error, so it cannot throw.
    package func createCollation(_ name: String, compare: @escaping (String, String) -> Int32) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        let box = Unmanaged.passRetained(CollationBox(connection: self, compare: compare))
        let code = library.functions.createCollationV2(
            handle, name, Int32(SQLiteConstants.utf8), box.toOpaque(), CollationBox.callback, CollationBox.destroy)
        if code != SQLiteConstants.ok {
            // Unlike every other registration, a failed sqlite3_create_collation_v2 does not call
            // the destructor: the box is released here.
            box.release()
            throw failure(code)
        }
    }

    /// Removes the collation `name` and releases its comparison (`sqlite3_create_collation_v2`
    /// with a NULL comparison).
    package func removeCollation(_ name: String) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        let code = library.functions.createCollationV2(handle, name, Int32(SQLiteConstants.utf8), nil, nil, nil)
        if code != SQLiteConstants.ok { throw failure(code) }
    }
}
#endif
