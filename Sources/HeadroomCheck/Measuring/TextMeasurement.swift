import HeadroomFormats
import DynamicType

/// What a label would do with a text in a box.
public struct TextMeasurement: Sendable, Hashable, Codable {
    public var pointSize: Double
    /// Height of one line (the tallest font used on the line; the first line's when they differ).
    public var lineHeight: Double
    /// Lines the text wraps into with no limit.
    public var lines: Int
    /// The line limit (0 = unlimited).
    public var linesAllowed: Int
    /// Height with no line limit, rounded to the pixel grid.
    public var unconstrainedHeight: Double
    /// Height limited to `linesAllowed`, rounded to the pixel grid.
    public var limitedHeight: Double
    /// `unconstrainedHeight > limitedHeight`.
    public var truncates: Bool
    /// Width of the text on one line, in points.
    public var naturalWidth: Double
    /// For a box that truncates: the text width that does not fit, in points (≥ 0; 0 when it fits).
    /// Defined once, in HeadroomText's `LayoutFigures`.
    public var overflow: Double
    /// For a box that fits: how much more text width would still fit, in points (≥ 0; 0 when it
    /// truncates). Defined once, in HeadroomText's `LayoutFigures`.
    public var headroom: Double
    /// Average advance of one character (grapheme) of this text, to turn the figures into characters.
    public var averageCharacterWidth: Double
    /// Width of the widest unbreakable word (between two line-break opportunities), in points; a
    /// word wider than the box is cut across lines.
    public var widestWord: Double
    /// The wrapped lines' texts (unconstrained).
    public var lineTexts: [String]
    /// Characters no font in the stack covers.
    public var missingCharacters: [String]
    /// Fonts used (family names), for reports.
    public var fontsUsed: [String]

    public init(
        pointSize: Double, lineHeight: Double, lines: Int, linesAllowed: Int, unconstrainedHeight: Double,
        limitedHeight: Double, truncates: Bool, naturalWidth: Double, overflow: Double = 0, headroom: Double,
        averageCharacterWidth: Double, widestWord: Double = 0, lineTexts: [String], missingCharacters: [String] = [],
        fontsUsed: [String] = []
    ) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.lines = lines
        self.linesAllowed = linesAllowed
        self.unconstrainedHeight = unconstrainedHeight
        self.limitedHeight = limitedHeight
        self.truncates = truncates
        self.naturalWidth = naturalWidth
        self.overflow = max(0, overflow)
        self.headroom = max(0, headroom)
        self.averageCharacterWidth = averageCharacterWidth
        self.widestWord = widestWord
        self.lineTexts = lineTexts
        self.missingCharacters = missingCharacters
        self.fontsUsed = fontsUsed
    }

    /// `overflow` in characters of this text, rounded up (cut at least this many): "~N characters".
    public var overflowCharacters: Int { Self.characters(overflow, averageCharacterWidth, up: true) }
    /// `headroom` in characters of this text, rounded down (at most about this many more fit).
    public var headroomCharacters: Int { Self.characters(headroom, averageCharacterWidth, up: false) }
    /// The figure with its sign, for sorting: headroom when the text fits, minus the overflow when
    /// it truncates.
    public var margin: Double { overflow > 0 || truncates ? -overflow : headroom }

    /// Points over an average advance as whole characters (0 for no width).
    public static func characters(_ points: Double, _ averageAdvance: Double, up: Bool) -> Int {
        guard averageAdvance > 0, points > 0 else { return 0 }
        let ratio = points / averageAdvance
        // Clamped: a 1e20 pt width over a 1e-300 pt advance must not trap in Int().
        return InputLimits.clampedInt(up ? (ratio - 1e-9).rounded(.up) : (ratio + 1e-9).rounded(.down))
    }
}
