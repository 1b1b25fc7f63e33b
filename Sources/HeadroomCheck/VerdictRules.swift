/// The rules that turn one box's measurement into a verdict (table-tested through a fake
/// `TextMeasurer` in `VerdictRulesTests`).
///
/// In order: no room (the box is zero or negative wide) → `no-room`; the text truncates by more
/// than the tolerance → `shrinks` when it fits at the element's `minimumScaleFactor`, else
/// `truncates`; it truncates by at most the tolerance → `borderline`; a word is wider than the box
/// → `breaks-word`; it fills its last allowed line with less than the tolerance to spare →
/// `borderline`; else `fits`.
public struct VerdictRules: Sendable, Hashable {
    /// The default tolerance, as a fraction of the box width: 1%. A PLACEHOLDER until the fidelity
    /// work (issue 12) measures the system stand-in's error band against SF Pro; `tolerance:` in
    /// the manifest overrides it.
    public static let defaultTolerance = 0.01

    /// The band around the box width, as a fraction of it, within which a text is `borderline`.
    public var tolerance: Double

    public init(tolerance: Double = VerdictRules.defaultTolerance) {
        self.tolerance = tolerance
    }

    /// A verdict for one box, and the font scale reached for `shrinks`.
    public struct Outcome: Sendable, Hashable {
        public var verdict: Verdict
        public var scale: Double?
    }

    /// The verdict for a text measured in a box `width` points wide (the width as the manifest
    /// gives it, before any clamping); `shrunk` is the same text measured at the element's
    /// `minimumScaleFactor` (nil when the label does not shrink).
    public func outcome(_ m: TextMeasurement, width: Double, shrunk: TextMeasurement? = nil, minimumScaleFactor: Double? = nil)
        -> Outcome
    {
        if width <= 0 { return Outcome(verdict: .noRoom) }
        let band = tolerance * width
        if m.truncates {
            if m.overflow <= band { return Outcome(verdict: .borderline) }
            if let factor = minimumScaleFactor, let shrunk, !shrunk.truncates {
                // The scale that makes the text's width fit the room of its allowed lines.
                let room = Double(max(1, m.linesAllowed)) * width
                let scale = min(1, max(factor, room / (room + m.overflow)))
                return Outcome(verdict: .shrinks, scale: (scale * 100).rounded(.down) / 100)
            }
            return Outcome(verdict: .truncates)
        }
        if m.widestWord > width + 1e-6 { return Outcome(verdict: .breaksWord) }
        if m.linesAllowed > 0, m.lines >= m.linesAllowed, m.headroom < band { return Outcome(verdict: .borderline) }
        return Outcome(verdict: .fits)
    }
}
