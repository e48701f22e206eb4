/// What the modules meant for Kotlin use of SQLFFI: the SQLFFI types to list, each with the members used.
public struct SurfaceListing: Sendable {
    /// Why a type is listed.
    public enum Reason: String, Comparable, CaseIterable, Sendable {
        /// The modules name it: a type annotation, generic argument, conformance, extension or expression.
        case named = "named by the modules"
        /// Members of it are used.
        case members = "members used"
        /// The signature of a used member names it.
        case signature = "in a used member's signature"
        /// A listed type alias or a listed type's conformances name it.
        case related = "named by a listed type's declaration"
        /// It encloses a listed nested type.
        case encloses = "encloses a listed type"

        /// In the order of the cases.
        public static func < (lhs: Reason, rhs: Reason) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A used member and how its use was found.
    public struct ListedMember: Sendable {
        /// The SQLFFI declaration.
        public var member: SurfaceMember
        /// By type, or by name only.
        public var match: MatchKind
    }

    /// A listed SQLFFI type.
    public struct ListedType: Sendable {
        /// The declaration (its `members` hold every visible member, used or not).
        public var type: SurfaceType
        /// Why it is listed, in order.
        public var reasons: [Reason]
        /// The used members, by display name, then location.
        public var members: [ListedMember]
    }

    /// The SQLFFI directory, as given.
    public var sqlffiDirectory: String
    /// The directories of the modules meant for Kotlin, as given.
    public var moduleDirectories: [String]
    /// The listed types, by name.
    public var types: [ListedType]
    /// Used functions and variables that SQLFFI declares outside any type.
    public var globals: [ListedMember]

    /// Every listed member, globals included.
    public var allMembers: [ListedMember] { types.flatMap(\.members) + globals }

    /// Reads SQLFFI and the modules and finds the uses.
    ///
    /// - Parameters:
    ///   - root: the directory the other paths are relative to, and the document's paths too.
    ///   - sqlffiDirectory: the SQLFFI sources, such as `Sources/SQLFFI`.
    ///   - moduleDirectories: the modules meant for Kotlin, such as `Sources/SQLContext`.
    public static func generate(root: String, sqlffiDirectory: String, moduleDirectories: [String]) throws
        -> SurfaceListing
    {
        let ffiFiles = try ParsedFile.directory(sqlffiDirectory, root: root)
        let moduleFiles = try moduleDirectories.flatMap { try ParsedFile.directory($0, root: root) }
        let moduleName = String(sqlffiDirectory.split(separator: "/").last ?? "SQLFFI")
        // First the names of the visible types, so that member signatures can be resolved against them.
        let names = DeclarationIndex(files: ffiFiles, visibleOnly: true) { written, _ in written }
        let resolver = TypeResolver(moduleName: moduleName, visibleTypes: Set(names.types.keys))
        let ffi = DeclarationIndex(files: ffiFiles, visibleOnly: true, resolve: resolver.resolve)
        let modules = DeclarationIndex(files: moduleFiles, visibleOnly: false, resolve: resolver.resolve)

        var uses: [SurfaceMember: MatchKind] = [:]
        var named = Set<String>()
        for file in moduleFiles {
            let finder = UseFinder(ffi: ffi, modules: modules, resolver: resolver)
            finder.walk(file.tree)
            uses.merge(finder.memberUses) { max($0, $1) }
            named.formUnion(finder.namedTypes)
            for name in finder.conformedProtocols {
                for member in ffi.types[name]?.members ?? [] { uses[member] = .byType }
            }
        }
        return SurfaceListing(
            sqlffiDirectory: sqlffiDirectory, moduleDirectories: moduleDirectories,
            types: listedTypes(ffi: ffi, uses: uses, named: named),
            globals: uses.filter { $0.key.owner.isEmpty }.map { ListedMember(member: $0.key, match: $0.value) }
                .sorted(by: memberOrder))
    }

    private static func listedTypes(ffi: DeclarationIndex, uses: [SurfaceMember: MatchKind], named: Set<String>)
        -> [ListedType]
    {
        var reasons: [String: Set<Reason>] = [:]
        for name in named { reasons[name, default: []].insert(.named) }
        for member in uses.keys {
            if !member.owner.isEmpty { reasons[member.owner, default: []].insert(.members) }
            for name in member.referencedTypes { reasons[name, default: []].insert(.signature) }
        }
        var pending = Array(reasons.keys)
        while let name = pending.popLast() {
            var related = ffi.types[name]?.referencedTypes.map { ($0, Reason.related) } ?? []
            if let dot = name.lastIndex(of: ".") { related.append((String(name[..<dot]), .encloses)) }
            for (other, reason) in related {
                if reasons[other] == nil { pending.append(other) }
                reasons[other, default: []].insert(reason)
            }
        }
        var byOwner: [String: [ListedMember]] = [:]
        for (member, match) in uses where !member.owner.isEmpty {
            byOwner[member.owner, default: []].append(ListedMember(member: member, match: match))
        }
        return reasons.keys.sorted().compactMap { name in
            guard let type = ffi.types[name], let why = reasons[name] else { return nil }
            return ListedType(
                type: type, reasons: why.sorted(), members: (byOwner[name] ?? []).sorted(by: memberOrder))
        }
    }

    private static func memberOrder(_ lhs: ListedMember, _ rhs: ListedMember) -> Bool {
        (lhs.member.displayName, lhs.member.location) < (rhs.member.displayName, rhs.member.location)
    }
}
