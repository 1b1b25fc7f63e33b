import DynamicType
import HeadroomFormats

/// A rule about a string's text as a whole, not one box: the sweep applies the list of them
/// (`Sweep.textRules`) to every measured string, each giving at most one finding.
protocol TextRule: Sendable {
    /// The verdict and cause this rule gives the string, nil when it has nothing to say.
    func finding(_ text: RuledText) -> (verdict: Verdict, cause: Cause)?
}

/// What a text rule sees of one string: its entry, its text measured in one box, whether its
/// locale is a development language, and the development-language text when known.
struct RuledText {
    var entry: LocalizedEntry
    var measurement: TextMeasurement
    var isSource: Bool
    var sourceText: String?
}
