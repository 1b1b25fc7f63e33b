import DynamicType
import HeadroomFormats

/// One string, one category, one device: the unit every CI report prints a line for.
public struct Finding: Sendable, Hashable, Codable, AboutText {
    /// The text: component, element, key, table, locale and variant, read as the finding's own.
    public var identity: TextIdentity
    public var category: ContentSizeCategory
    public var device: String
    public var verdict: Verdict
    public var severity: Severity
    /// The translation's position (file, line, column of its value).
    public var location: SourceLocation
    /// The layout the verdict is about (vertical for a component that has gone vertical).
    public var orientation: Orientation
    /// The box width the text had, in points.
    public var width: Double
    /// The translation as written and the text measured (arguments replaced by samples).
    public var value: String
    public var measuredText: String
    public var sourceText: String?
    public var comment: String?
    public var measurement: TextMeasurement
    /// Who must act: the development-language text fails in the same box too (`design`), or only
    /// the translation does (`translation`); nil when the source text is unknown.
    public var cause: Cause? = nil
    /// For `shrinks`: the font scale the label reaches (≥ the element's `minimumScaleFactor`).
    public var scale: Double? = nil
    /// For `at-risk`: the languages whose p90 translation would not fit this box (`AtRiskRule`).
    public var risks: [AtRiskRule.Risk] = []
    /// Where the app's Swift code shows the key (see `StringOutcome.shownAt`).
    public var shownAt: [DisplaySite] = []
    /// The unconfirmed estimates the verdict rests on (see `BoxResult.assumptions`).
    public var assumptions: [Assumption] = []
    /// The widest the box can be, when the text fits it (see `BoxResult.fitsWidest`).
    public var fitsWidest: Double? = nil

    public init(
        component: String, element: String, key: String, table: String, locale: String, variant: String?,
        category: ContentSizeCategory, device: String, verdict: Verdict, severity: Severity,
        location: SourceLocation, orientation: Orientation, width: Double, value: String, measuredText: String,
        sourceText: String?, comment: String?, measurement: TextMeasurement
    ) {
        self.identity = TextIdentity(
            component: component, element: element, key: key, table: table, locale: locale, variant: variant)
        self.category = category
        self.device = device
        self.verdict = verdict
        self.severity = severity
        self.location = location
        self.orientation = orientation
        self.width = width
        self.value = value
        self.measuredText = measuredText
        self.sourceText = sourceText
        self.comment = comment
        self.measurement = measurement
    }
}
