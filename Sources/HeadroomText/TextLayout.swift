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
    /// Which shaping variant (Text or Display cut) was used (internal).
    var variant: Int

    /// Widest line, hanging spaces excluded.
    public var widestLine: Double { lines.reduce(0) { max($0, $1.width) } }

    /// The visible lines (the first `linesAllowed`, or all).
    public var visibleLines: ArraySlice<LayoutLine> {
        linesAllowed > 0 ? lines.prefix(linesAllowed) : lines[...]
    }

    /// How much text does not fit the line limit, in points (0 when nothing is hidden): the total
    /// width of the lines minus the room of the allowed lines (what must go if the text packed
    /// perfectly; for one line, natural width minus box width). When wrapping waste makes that
    /// zero or less, the width of the hidden lines.
    public var overflowWidth: Double {
        guard linesAllowed > 0, lines.count > linesAllowed else { return 0 }
        let total = lines.reduce(0) { $0 + $1.width }
        let packed = total - Double(linesAllowed) * width
        return packed > 0 ? packed : lines[linesAllowed...].reduce(0) { $0 + $1.width }
    }
}
