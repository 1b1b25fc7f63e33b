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
    /// Points of slack (positive) or overflow (negative); see `headroom(of:)`.
    package var headroom: Double
    /// `headroom` in average characters of this text, rounded toward zero.
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
        headroom = MeasureRow.headroom(of: layout)
        let average = shaped.graphemeCount > 0 ? layout.naturalWidth / Double(shaped.graphemeCount) : 0
        headroomCharacters = average > 0 ? Int((headroom / average).rounded(.towardZero)) : 0
        lineTexts = layout.lines.map(\.text)
        lineWidths = layout.lines.map(\.width)
        ellipsis = layout.truncates ? layout.ellipsis : nil
        missingCharacters = shaped.missingCharacters
        fonts = layout.fontsUsed
    }

    /// How much room is left, in points.
    ///
    /// - Truncates: minus the width of the text on the hidden lines (how much does not fit).
    /// - Fits, line limit N: the space left at the end of the last line plus every unused line
    ///   (how much more text would fit, ignoring where words break).
    /// - Fits, no line limit: the width the widest line could still grow before it wraps.
    package static func headroom(of layout: TextLayout) -> Double {
        if layout.truncates { return -layout.overflowWidth }
        if layout.linesAllowed == 0 { return layout.width - layout.widestLine }
        let used = layout.lines.count
        let lastSlack = layout.lines.last.map { max(0, layout.width - $0.width) } ?? layout.width
        let unused = max(0, layout.linesAllowed - max(used, 1))
        return lastSlack + Double(unused) * layout.width
    }

    package var verdict: String { truncates ? "truncates" : "fits" }
}
