import DynamicType
import HeadroomFormats

/// What one box concluded for a string: one device, one category, the layout in effect.
public struct BoxResult: Sendable, Hashable, Codable {
    public var device: String
    public var category: ContentSizeCategory
    /// The layout the verdict is about (vertical for a component that has gone vertical).
    public var orientation: Orientation
    public var verdict: Verdict
    public var severity: Severity
    /// The box width, in points.
    public var width: Double
    public var measurement: TextMeasurement
    /// Reported: not `fits`, severity not `ignore`, not in the baseline.
    public var reported: Bool
    /// Who must act (see `Finding.cause`); nil for `fits` or when the source text is unknown.
    public var cause: Cause? = nil
    /// For `shrinks`: the font scale reached.
    public var scale: Double? = nil
    /// For `at-risk`: the languages whose p90 translation would not fit this box.
    public var risks: [AtRiskRule.Risk] = []
    /// The unconfirmed estimates a fit verdict rests on (its severity is at most a warning); empty
    /// when every dimension of the box is known.
    public var assumptions: [Assumption] = []
    /// The widest the box can be, when the text overflows the estimate but fits that ("may truncate").
    public var fitsWidest: Double? = nil
}

extension BoxResult {
    /// A reported result from a finding.
    public init(finding: Finding) {
        self.init(
            device: finding.device, category: finding.category, orientation: finding.orientation,
            verdict: finding.verdict, severity: finding.severity, width: finding.width,
            measurement: finding.measurement, reported: true)
        cause = finding.cause
        scale = finding.scale
        risks = finding.risks
        assumptions = finding.assumptions
        fitsWidest = finding.fitsWidest
    }
}
