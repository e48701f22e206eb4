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
    /// "compiled with SQLITE_OMIT_JSON", "FTS5 module not compiled in (SQLITE_ENABLE_FTS5)".
    ///
    /// Checked once per context: by version, then compile options, then a probe that prepares, and
    /// never runs, a statement using the feature.
    public func featureStatus(_ feature: SQLiteFeature) -> SQLiteFeatureStatus {
        if let known = featureCache[feature] { return known }
        let status = checkFeature(feature)
        if connection.isOpen { featureCache[feature] = status }
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
                feature: feature, isSupported: false,
                reason: "needs SQLite \(minimum), loaded \(loaded)")
        }
        for option in feature.omittingOptions where library.isCompileOptionUsed(option) {
            return SQLiteFeatureStatus(feature: feature, isSupported: false, reason: "compiled with SQLITE_" + option)
        }
        if let probe = feature.probe {
            if !connection.isOpen {
                return SQLiteFeatureStatus(feature: feature, isSupported: false, reason: "the context is closed")
            }
            do {
                let (statement, _) = try connection.prepare(probe)
                statement?.finalize()
            } catch {
                return SQLiteFeatureStatus(
                    feature: feature, isSupported: false,
                    reason: feature.missingPartDescription + " (" + error.message + ")")
            }
        }
        return SQLiteFeatureStatus(feature: feature, isSupported: true, reason: "SQLite \(minimum) or later")
    }
}
