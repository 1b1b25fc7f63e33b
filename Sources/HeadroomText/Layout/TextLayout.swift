/// What a UILabel would do with a shaped text at one size, width and line limit.
public struct TextLayout: Sendable, Hashable {
    public var pointSize: Double
    /// The available width.
    public var width: Double
    /// Every line the text wraps into, without a line limit.
    public var lines: [LayoutLine]
    /// Height of the first line (the primary face's natural line height for an empty text).
    public var lineHeight: Double
    /// Height of all lines, rounded to the pixel grid.
    public var unconstrainedHeight: Double
    /// Height of the first `linesAllowed` lines (all when 0), rounded to the pixel grid.
    public var limitedHeight: Double
    /// `unconstrainedHeight > limitedHeight`.
    public var truncates: Bool
    /// Width of the widest paragraph set on one line (no wrapping), trailing spaces included (they
    /// hang only at a wrap).
    public var naturalWidth: Double
    /// Lines needed with no limit.
    public var linesNeeded: Int { lines.count }
    /// The line limit (0 = unlimited).
    public var linesAllowed: Int
    /// Where the ellipsis goes, when the text truncates.
    public var ellipsis: Ellipsis?
    /// Family names of the faces used, primary first.
    public var fontsUsed: [String]
    /// Tracking added per character, in points (0 when off).
    public var tracking: Double
    /// Points added per word space (U+0020, U+00A0) on top of `tracking` (the system stand-in's
    /// calibration; 0 otherwise).
    public var wordSpacing: Double = 0
    /// Points added per ASCII digit on top of `tracking` (the system stand-in's calibration; 0
    /// otherwise).
    public var figureSpacing: Double = 0
    /// Which shaping variant (Text or Display cut) was used (internal).
    var variant: Int
    /// Which shaping of the text (primary cut) the layout uses: `ShapedText.emGlyphs(shaping:)`.
    public var shaping: Int { variant }
    /// Overflow, headroom, average advance and widest word: the one definition of the figures.
    public var figures = LayoutFigures(overflow: 0, headroom: 0, averageAdvance: 0, widestWord: 0)

    /// Widest line, hanging spaces excluded.
    public var widestLine: Double { lines.reduce(0) { max($0, $1.width) } }

    /// The visible lines (the first `linesAllowed`, or all).
    public var visibleLines: ArraySlice<LayoutLine> {
        linesAllowed > 0 ? lines.prefix(linesAllowed) : lines[...]
    }

    /// The text width that does not fit (0 when nothing is hidden); see `LayoutFigures`.
    public var overflow: Double { figures.overflow }
    /// How much more text width would still fit (0 when the text truncates); see `LayoutFigures`.
    public var headroom: Double { figures.headroom }
}
