import DynamicType
import HeadroomText

/// What a label does with the text at one content size category: the numbers `measure` prints.
struct MeasureRow: Sendable, Equatable {
    /// Nil for a custom font at a fixed size.
    var category: ContentSizeCategory?
    var pointSize: Double
    var lineHeight: Double
    /// Lines needed with no limit.
    var lines: Int
    var linesAllowed: Int
    var unconstrainedHeight: Double
    var limitedHeight: Double
    var truncates: Bool
    /// The text on one line, in points.
    var naturalWidth: Double
    /// The text width that does not fit (truncates) and how much more would fit (fits), in points,
    /// and both in characters of this text: the figures `check` reports (`LayoutFigures`).
    var overflow: Double
    var overflowCharacters: Int
    var headroom: Double
    var headroomCharacters: Int
    var lineTexts: [String]
    var lineWidths: [Double]
    var ellipsis: Ellipsis?
    var missingCharacters: [String]
    var fonts: [String]

    init(category: ContentSizeCategory?, layout: TextLayout, shaped: ShapedText) {
        self.category = category
        pointSize = layout.pointSize
        lineHeight = layout.lineHeight
        lines = layout.linesNeeded
        linesAllowed = layout.linesAllowed
        unconstrainedHeight = layout.unconstrainedHeight
        limitedHeight = layout.limitedHeight
        truncates = layout.truncates
        naturalWidth = layout.naturalWidth
        let measurement = LayoutMeasurer.measurement(layout, shaped: shaped)
        overflow = measurement.overflow
        overflowCharacters = measurement.overflowCharacters
        headroom = measurement.headroom
        headroomCharacters = measurement.headroomCharacters
        lineTexts = layout.lines.map(\.text)
        lineWidths = layout.lines.map(\.width)
        ellipsis = layout.truncates ? layout.ellipsis : nil
        missingCharacters = shaped.missingCharacters
        fonts = layout.fontsUsed
    }

    var verdict: String { truncates ? "truncates" : "fits" }
}
