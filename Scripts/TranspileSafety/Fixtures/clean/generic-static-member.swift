/// Static members reached from generic functions in the forms that transpile (after the shapes
/// of skiptools/skip-sql Sources/SkipSQLCore/SQLCodable.swift).
public protocol Entry {
    static var table: String { get }
    init(name: String)
}

extension Entry {
    public static func make(name: String) -> Self {
        // SKIP REPLACE: return init(name = name)
        Self(name: name)
    }

    public static var quotedTable: String { "\"" + table + "\"" }
    public var tableOfValue: String { type(of: self).table }
}

public final class Ledger {
    public init() {}

    // A metatype parameter: skipstone reads its companion object at run time.
    public func count<T: Entry>(_ type: T.Type) -> String {
        type.table
    }

    public func made<T: Entry>(_ type: T.Type) -> T {
        type.make(name: "x") as T
    }

    public func ofValue<T: Entry>(_ entry: T) -> String {
        type(of: entry).table
    }

    // SkipSQL's form: reified, with a Kotlin value `T` for the companion.
    @inline(__always) public func reified<T: Entry>(_ entry: T) -> String {
        // SKIP INSERT: val T = T::class.companionObjectInstance as EntryCompanion
        T.table + T.quotedTable
    }

    @inline(__always) public func named<T>(_ value: T?) -> String {
        "\(T.self)"
    }

    @inline(__always) public func counted<T: Entry>(_ entries: [T]) -> String {
        count(T.self)
    }

    // `T` as a type, not a value.
    public func empty<T: Entry>(_ entry: T) -> [T] {
        let none: [T] = []
        return none
    }
}

public struct Shelf<T: Entry> {
    let type: T.Type
    public func name() -> String { type.table }
}
