/// Member names that Swift's standard library and Foundation types declare. A member access on a
/// value whose type the syntax does not tell is matched to SQLFFI declarations by name, except for
/// these names: `items.count` or `error.code` must not pull in an SQLFFI `count` or `code` unless
/// the value is known to be an SQLFFI one.
enum StandardLibraryNames {
    static let members: Set<String> = [
        // Collection, Sequence, Array, Dictionary, Set, String
        "count", "underestimatedCount", "isEmpty", "first", "last", "startIndex", "endIndex", "indices",
        "index", "firstIndex", "lastIndex", "formIndex", "distance", "makeIterator", "next", "map",
        "flatMap", "compactMap", "filter", "reduce", "forEach", "contains", "allSatisfy", "min", "max",
        "sorted", "sort", "reversed", "reverse", "enumerated", "joined", "split", "prefix", "suffix",
        "dropFirst", "dropLast", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
        "popFirst", "popLast", "replaceSubrange", "reserveCapacity", "capacity", "keys", "values",
        "updateValue", "removeValue", "merge", "union", "intersection", "subtracting", "lazy",
        "elementsEqual", "starts", "lowercased", "uppercased", "hasPrefix", "hasSuffix", "utf8", "utf16",
        "unicodeScalars", "utf8CString", "characters", "isASCII", "trimmingCharacters", "components",
        "replacingOccurrences", "range", "data", "string", "padding", "withCString", "withUTF8",
        "withContiguousStorageIfAvailable", "withUnsafeBytes", "withUnsafeMutableBytes",
        "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "subscript",
        // Numbers
        "magnitude", "signum", "isNaN", "isFinite", "isInfinite", "isZero", "bitPattern", "bitWidth",
        "littleEndian", "bigEndian", "byteSwapped", "leadingZeroBitCount", "trailingZeroBitCount",
        "nonzeroBitCount", "words", "quotientAndRemainder", "isMultiple", "rounded", "squareRoot",
        "advanced", "addingReportingOverflow", "multipliedReportingOverflow", "zero",
        // Optional, Result, Error, protocols every type may adopt
        "none", "some", "get", "success", "failure", "unsafelyUnwrapped",
        "description", "debugDescription", "localizedDescription", "hash", "hashValue", "rawValue",
        "allCases", "code", "domain", "userInfo",
        // Foundation objects the modules may hold
        "lock", "unlock", "withLock", "close", "write", "read", "path", "url", "absoluteString",
        "lastPathComponent", "pathExtension", "standardized",
    ]
}
