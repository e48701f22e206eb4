import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only where `build` is on the machine (always under CI); elsewhere the test is
    /// reported as skipped with the reason and the command that provides the build.
    public static func requires(_ build: SQLiteBuild) -> Self {
        .enabled(if: build.mustRun, Comment(rawValue: build.absenceReason))
    }
}
