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

    /// Rules with the manifest's tolerance (nil: each box's measured default).
    public init(tolerance: Double? = nil) {
        self.tolerance = tolerance
    }

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
    /// smallest size the element shrinks to (nil when it does not shrink).
    public func outcome(
        _ m: TextMeasurement, typeface: Typeface, width: Double, shrunk: TextMeasurement? = nil
    ) -> Outcome {
        let box = MeasuredBox(
            measurement: m, width: width, band: width > 0 ? tolerance(typeface: typeface, pointSize: m.pointSize) * width : 0,
            shrunk: shrunk)
        for rule in Self.boxRules {
            if let outcome = rule.outcome(box) { return outcome }
        }
        return Outcome(verdict: .fits)
    }

    /// The box rules in the order they decide: the first with a verdict wins, else `fits`.
    static let boxRules: [any BoxRule] = [NoRoomRule(), OverflowRule(), BreaksWordRule(), TightFitRule()]
}
