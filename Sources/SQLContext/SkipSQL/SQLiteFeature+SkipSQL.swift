// SkipSQL's form of a feature's minimum version.
extension SQLiteFeature {
    /// The first SQLite version that can have the feature, as one number (3035000 for 3.35.0):
    /// ``minimumVersion`` in SkipSQL's form. A build of that version or later may still lack the
    /// feature: ``SQLContext/supports(_:)`` checks the build.
    public var minimumSupportedVersion: Int32 {
        Int32(minimumVersion.number)
    }
}
