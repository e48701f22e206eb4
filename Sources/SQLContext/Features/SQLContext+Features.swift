import SQLFFI

extension SQLContext {
    /// Whether the loaded SQLite has `feature`: statements that use it work on this context.
    ///
    /// The answer is for the SQLite actually loaded, not the one the app was built against. See
    /// ``SQLiteFeature`` for how each feature is checked, and ``featureStatus(_:)`` for why one is
    /// missing.
    public func supports(_ feature: SQLiteFeature) -> Bool {
        featureStatus(feature).isSupported
    }

    /// Whether the loaded SQLite has `feature`, and why: "needs SQLite 3.37.0, loaded 3.15.2",
    /// "compiled with SQLITE_OMIT_JSON", "math functions not compiled in
    /// (SQLITE_ENABLE_MATH_FUNCTIONS): missing log(2 arguments), log2, mod, pow, trunc".
    ///
    /// Checked once per context: by version, then by the compile options that remove the feature
    /// (where the library reports them), then by probes that run on a private in-memory database
    /// of the same library — never on this context's database.
    public func featureStatus(_ feature: SQLiteFeature) -> SQLiteFeatureStatus {
        if let known = featureCache[feature] { return known }
        let status = checkFeature(feature)
        featureCache[feature] = status
        return status
    }

    /// The status of every feature, in declaration order.
    public func featureReport() -> [SQLiteFeatureStatus] {
        SQLiteFeature.allCases.map { featureStatus($0) }
    }

    private func checkFeature(_ feature: SQLiteFeature) -> SQLiteFeatureStatus {
        let loaded = sqliteVersion
        let minimum = feature.minimumVersion
        if loaded < minimum {
            return SQLiteFeatureStatus(
                feature: feature, isSupported: false, reason: "needs SQLite \(minimum), loaded \(loaded)")
        }
        for option in feature.omittingOptions where library.isCompileOptionUsed(option) == true {
            return SQLiteFeatureStatus(feature: feature, isSupported: false, reason: "compiled with SQLITE_" + option)
        }
        if let failure = probeFailure(feature, loaded: loaded) {
            return SQLiteFeatureStatus(feature: feature, isSupported: false, reason: failure)
        }
        if let symbols = feature.exportedFunctionsReason {
            return SQLiteFeatureStatus(feature: feature, isSupported: true, reason: symbols)
        }
        var reason = "SQLite \(minimum) or later"
        let family = feature.functionFamily.filter { $0.since <= loaded }
        if !family.isEmpty { reason += ", all " + String(family.count) + " functions present" }
        return SQLiteFeatureStatus(feature: feature, isSupported: true, reason: reason)
    }

    /// Why the feature's probes fail on a private in-memory database of the same library, or nil
    /// when they all pass.
    private func probeFailure(_ feature: SQLiteFeature, loaded: SQLiteVersion) -> String? {
        if feature == .uriFilenames { return uriProbeFailure() }
        if feature == .encryption { return encryptionFailure() }
        if feature == .sessions { return sessionFailure() }
        let scratch: SQLContext
        do {
            scratch = try SQLContext(path: nil, library: library)
            try scratch.exec(sql: SQLiteFeature.probeSetup)
        } catch {
            return "cannot open an in-memory database to check it: " + String(describing: error)
        }
        defer { scratch.close() }
        let family = feature.functionFamily.filter { $0.since <= loaded }
        let missing = scratch.missingFunctions(family)
        if !missing.isEmpty && missing.count == family.count {
            return feature.missingPartDescription(loaded) + ": none of its " + String(family.count)
                + " functions is present"
        }
        if !missing.isEmpty {
            var names = ""
            for member in missing { names += (names.isEmpty ? "" : ", ") + feature.displayName(of: member) }
            return feature.missingPartDescription(loaded) + ": missing " + names
        }
        for statement in feature.probeStatements {
            do {
                try scratch.exec(sql: statement)
            } catch let error as SQLError {
                return feature.missingPartDescription(loaded) + " (" + error.message + ")"
            } catch {
                return feature.missingPartDescription(loaded) + " (" + String(describing: error) + ")"
            }
        }
        return nil
    }

    /// The members of `family` that this connection lacks: read from `pragma_function_list` where
    /// the library has it (3.30 and later, unless built with `SQLITE_OMIT_INTROSPECTION_PRAGMAS`),
    /// else found by compiling a call of each.
    private func missingFunctions(_ family: [SQLFunctionMember]) -> [SQLFunctionMember] {
        if family.isEmpty { return [] }
        if let registered = registeredFunctions() {
            return family.filter {
                !registered.contains($0.name + "/" + String($0.argumentCount)) && !registered.contains($0.name + "/*")
            }
        }
        return family.filter { member in
            do {
                try prepare(sql: member.probe).close()
                return false
            } catch {
                return true
            }
        }
    }

    /// Every function of this connection as `name/argumentCount` (`name/*` for a variadic one), or
    /// nil when the library has no `pragma_function_list`.
    private func registeredFunctions() -> Set<String>? {
        guard let rows = try? query(sql: "SELECT name, narg FROM pragma_function_list") else { return nil }
        var names = Set<String>()
        for row in rows where row.count == 2 {
            guard let name = row[0].textValue, let count = row[1].longValue else { continue }
            names.insert(name.lowercased() + "/" + (count < 0 ? "*" : String(count)))
        }
        return names
    }

    /// Whether a `file:` URI opens an in-memory database of the same library. Without the create
    /// flag, a library that took the URI for a plain file name would fail to open a file that does
    /// not exist, rather than create one.
    private func uriProbeFailure() -> String? {
        do {
            let probe = try SQLContext(
                path: "file:sqlcontext-feature-probe?mode=memory", flags: [.readWrite, .uri], library: library)
            probe.close()
            return nil
        } catch {
            return "file: URIs are not understood (" + String(describing: error) + ")"
        }
    }
}
