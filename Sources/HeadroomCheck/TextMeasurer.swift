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
}

extension TextMeasurer {
    /// A measurer that cannot draw: the figures, no shaping.
    public func measureText(_ text: String, locale: String, typeface: Typeface, boxes: [LayoutBox]) throws -> MeasuredText {
        MeasuredText(measurements: try measure(text, locale: locale, typeface: typeface, boxes: boxes))
    }
}

/// Which font a text is set in: the system font stack at a weight, or a named font file.
public struct Typeface: Sendable, Hashable, Codable {
    /// A font file (path) for a custom font, nil for the default (system stand-in) stack.
    public var file: String?
    /// The face index inside a `.ttc` collection.
    public var faceIndex: Int
    /// The weight (selects the face in the stack, or the `wght` axis of a variable font).
    public var weight: FontWeight
    /// Apply the system stand-in's fitted tracking and word spacing for the point size (true for the
    /// system font stack; never applied to a font file).
    public var tracking: Bool

    public init(file: String? = nil, faceIndex: Int = 0, weight: FontWeight = .regular, tracking: Bool? = nil) {
        self.file = file
        self.faceIndex = faceIndex
        self.weight = weight
        self.tracking = tracking ?? (file == nil)
    }

    /// The system font stack at a weight.
    public static func system(_ weight: FontWeight) -> Typeface { Typeface(weight: weight) }
}

/// One box to lay a text out in.
public struct LayoutBox: Sendable, Hashable, Codable {
    /// Font size in points.
    public var pointSize: Double
    /// Available width in points.
    public var width: Double
    /// Line limit (`numberOfLines`); 0 means unlimited.
    public var lines: Int

    public init(pointSize: Double, width: Double, lines: Int) {
        self.pointSize = pointSize
        self.width = width
        self.lines = lines
    }
}

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
