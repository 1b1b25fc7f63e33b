import HeadroomFormats
import DynamicType
import HeadroomText

/// What a label does with the text at one content size category: the numbers `measure` prints.
package struct MeasureRow: Sendable, Equatable {
    /// Nil for a custom font at a fixed size.
    package var category: ContentSizeCategory?
    package var pointSize: Double
    package var lineHeight: Double
    /// Lines needed with no limit.
    package var lines: Int
    package var linesAllowed: Int
    package var unconstrainedHeight: Double
    package var limitedHeight: Double
    package var truncates: Bool
    /// The text on one line, in points.
    package var naturalWidth: Double
    /// The text width that does not fit (truncates) and how much more would fit (fits), in points,
    /// and both in characters of this text: the figures `check` reports (`LayoutFigures`).
    package var overflow: Double
    package var overflowCharacters: Int
    package var headroom: Double
    package var headroomCharacters: Int
    package var lineTexts: [String]
    package var lineWidths: [Double]
    package var ellipsis: Ellipsis?
    package var missingCharacters: [String]
    package var fonts: [String]

    package init(category: ContentSizeCategory?, layout: TextLayout, shaped: ShapedText) {
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

    package var verdict: String { truncates ? "truncates" : "fits" }
}
