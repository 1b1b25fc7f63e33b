import DynamicType

/// The rules that turn one box's measurement into a verdict (table-tested through a fake
/// `TextMeasurer` in `VerdictRulesTests`).
///
/// In order: no room (the box is zero or negative wide) → `no-room`; the text truncates by more
/// than the tolerance → `shrinks` when it fits at the element's `minimumScaleFactor`, else
/// `truncates`; it truncates by at most the tolerance → `borderline`; a word is wider than the box
/// → `breaks-word`; it fills its last allowed line with less than the tolerance to spare →
/// `borderline`; else `fits`.
public struct VerdictRules: Sendable, Hashable {
    /// The default tolerance of a custom font file, as a fraction of the box width: 0.2%. The file
    /// is measured with its own widths (no stand-in); the engine agrees with Pango and Chromium on
    /// the same font files within 0.2% at p99 (docs/agreement.md).
    public static let customFontTolerance = 0.002

    /// The default tolerance of a box, as a fraction of its width: for the system font measured
    /// with the stand-in, its measured error band for the weight and point size (`StandInErrorBand`,
    /// the held-out p90: 1.16% / 1.58% / 1.96%); for a font file, or for the system font when it is
    /// the real one (`systemFontIsStandIn` false: SF Pro in the user's font folder),
    /// `customFontTolerance`.
    public static func defaultTolerance(typeface: Typeface, pointSize: Double, systemFontIsStandIn: Bool = true) -> Double {
        guard typeface.file == nil, systemFontIsStandIn else { return customFontTolerance }
        return StandInErrorBand.defaultTolerance(weight: typeface.weight.rawValue, pointSize: pointSize)
    }

    /// The band around the box width, as a fraction of it, within which a text is `borderline`,
    /// when the manifest sets one (`tolerance:`); nil for the measured default of each box.
    public var tolerance: Double?
    /// Whether the system font is measured with the stand-in (the measurer's `systemFontIsStandIn`).
    public var systemFontIsStandIn = true

    /// The tolerance of a box in `typeface` at `pointSize`: the manifest's, else the default.
    public func tolerance(typeface: Typeface, pointSize: Double) -> Double {
        tolerance ?? Self.defaultTolerance(typeface: typeface, pointSize: pointSize, systemFontIsStandIn: systemFontIsStandIn)
    }

    /// A verdict for one box, and the font scale reached for `shrinks`.
    public struct Outcome: Sendable, Hashable {
        public var verdict: Verdict
        public var scale: Double?
    }

    /// The verdict for a text measured in `typeface` in a box `width` points wide (the width as
    /// the manifest gives it, before any clamping); `shrunk` is the same text measured at the
    /// element's `minimumScaleFactor` (nil when the label does not shrink).
    public func outcome(
        _ m: TextMeasurement, typeface: Typeface, width: Double, shrunk: TextMeasurement? = nil, minimumScaleFactor: Double? = nil
    ) -> Outcome {
        if width <= 0 { return Outcome(verdict: .noRoom) }
        let band = tolerance(typeface: typeface, pointSize: m.pointSize) * width
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
