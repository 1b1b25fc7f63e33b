import HeadroomFormats
import DynamicType

/// How the checking core sees text measurement. The command line wires in the real layout engine
/// (FreeType, HarfBuzz, ICU); the tests table-drive the truncation rules with a fake.
///
/// A conforming type shapes a text once per typeface and reuses the shaping for every box, so the
/// sweep passes all the sizes and widths of one string in a single call.
public protocol TextMeasurer: Sendable {
    /// Measures `text` in `typeface` for each box, in order.
    func measure(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> [TextMeasurement]

    /// The natural line height of the typeface at a point size (for components whose icon grows with
    /// the text).
    func lineHeight(typeface: Typeface, pointSize: Double) throws -> Double

    /// Measures `text` in every box and keeps its shaping, from which the previews of those boxes
    /// are drawn (`MeasuredText.shaping`). Shapes once, as `measure` does.
    func measureText(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> MeasuredText

    /// True when the system font is measured with a stand-in whose widths carry a measured error
    /// band (`StandInErrorBand`); false when it is the real font (then a box's default tolerance is
    /// a font file's, `VerdictRules.customFontTolerance`).
    var systemFontIsStandIn: Bool { get }
}

extension TextMeasurer {
    /// A stand-in unless the measurer says otherwise.
    public var systemFontIsStandIn: Bool { true }

    /// A measurer that cannot draw: the figures, no shaping.
    public func measureText(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> MeasuredText {
        MeasuredText(measurements: try measure(text, locale: locale, typeface: typeface, boxes: boxes))
    }
}
