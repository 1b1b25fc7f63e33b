import DynamicType
import HeadroomFormats

/// Counts over a run.
public struct Statistics: Sendable, Hashable, Codable {
    public var files: Int
    public var entries: Int
    public var measurements: Int
    public var verdicts: [Verdict: Int]
    public var seconds: Double
    /// Findings that matched the baseline: counted here, left out of `findings`.
    public var baselined: Int
    /// Findings dropped because their severity is `ignore`.
    public var ignored: Int
    /// Reported findings, problems and layout rules by severity, counted in the core as they are
    /// decided (a streamed report holds no findings): the summary's counts and the exit code.
    public var severities: [Severity: Int] = [:]
    public init(
        files: Int, entries: Int, measurements: Int, verdicts: [Verdict: Int], seconds: Double, baselined: Int = 0,
        ignored: Int = 0
    ) {
        self.files = files
        self.entries = entries
        self.measurements = measurements
        self.verdicts = verdicts
        self.seconds = seconds
        self.baselined = baselined
        self.ignored = ignored
    }
}
