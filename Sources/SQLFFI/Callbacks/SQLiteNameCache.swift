#if !SKIP
import Foundation

/// The names that an authorizer callback receives, turned into Swift strings once.
///
/// SQLite reports the same few names again and again — the table a statement writes, `main` —
/// statement after statement, and comparing a C string with one seen before costs a fraction of
/// decoding it (`String(cString:)` validates the UTF-8 and builds the string). The cache holds
/// the last ``capacity`` distinct names and replaces them in turn; a name that is not there is
/// decoded as before. Used only on the connection's thread, inside the callback.
final class SQLiteNameCache {
    /// How many names the cache holds.
    static let capacity = 8
    /// How many bytes of a name the cache holds at most; a longer name is not cached.
    static let byteCapacity = 64
    /// The bytes of each cached name, without its terminating NUL, ``byteCapacity`` bytes each.
    /// Buffers held by constants: the lookup, on the path of every statement compiled while the
    /// authorizer is set, makes no exclusivity check and no copy.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// The length in bytes of each cached name.
    private let lengths: UnsafeMutablePointer<Int>
    /// The decoded name of each entry.
    private let texts: UnsafeMutablePointer<String>
    /// How many entries are in use, then the entry the next new name replaces once all are.
    private let counters: UnsafeMutablePointer<Int>

    init() {
        bytes = .allocate(capacity: SQLiteNameCache.capacity * SQLiteNameCache.byteCapacity)
        lengths = .allocate(capacity: SQLiteNameCache.capacity)
        texts = .allocate(capacity: SQLiteNameCache.capacity)
        texts.initialize(repeating: "", count: SQLiteNameCache.capacity)
        counters = .allocate(capacity: 2)
        counters.initialize(repeating: 0, count: 2)
    }

    deinit {
        bytes.deallocate()
        lengths.deallocate()
        texts.deinitialize(count: SQLiteNameCache.capacity)
        texts.deallocate()
        counters.deallocate()
    }

    /// The Swift string of the NUL-terminated name at `name`.
    func text(_ name: UnsafePointer<CChar>) -> String {
        let used = counters[0]
        var index = 0
        while index < used {
            let cached = bytes + index * SQLiteNameCache.byteCapacity
            let length = lengths[index]
            var offset = 0
            while offset < length && UInt8(bitPattern: name[offset]) == cached[offset] { offset += 1 }
            if offset == length && name[offset] == 0 { return texts[index] }
            index += 1
        }
        let text = String(cString: name)
        let length = strlen(name)
        // A name whose bytes are not valid UTF-8 is decoded with repairs, so that its text's
        // bytes differ from SQLite's: such a name, or a long one, is decoded each time.
        guard length <= SQLiteNameCache.byteCapacity,
            text.utf8.elementsEqual(UnsafeRawBufferPointer(start: name, count: length))
        else { return text }
        let entry: Int
        if used < SQLiteNameCache.capacity {
            entry = used
            counters[0] = used + 1
        } else {
            entry = counters[1]
            counters[1] = (entry + 1) % SQLiteNameCache.capacity
        }
        UnsafeMutableRawPointer(bytes + entry * SQLiteNameCache.byteCapacity).copyMemory(from: name, byteCount: length)
        lengths[entry] = length
        texts[entry] = text
        return text
    }
}
#endif
