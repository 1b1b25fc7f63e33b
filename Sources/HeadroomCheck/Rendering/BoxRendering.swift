/// What one box draws of a `ShapedRendering`: the size, the shaping used, the spacing the layout
/// added, and per line which clusters it holds in visual order; on the last visible line of a
/// truncated text, the face of the "…" (the line holds only the kept clusters). The layout engine
/// decided the lines; positions follow from the rendering's em advances (`positions`).
public struct BoxRendering: Sendable, Hashable, Codable {
    /// Clusters `start..<end` of the shaping, drawn from `end - 1` down when `reversed`.
    public struct Run: Sendable, Hashable, Codable {
        public var start: Int
        public var end: Int
        public var reversed: Bool
        public init(start: Int, end: Int, reversed: Bool = false) {
            self.start = start
            self.end = end
            self.reversed = reversed
        }
        /// The clusters in drawing order (left to right).
        public var clusters: [Int] { reversed ? Array((start..<end).reversed()) : Array(start..<end) }
    }

    /// The "…" of a cut line: its face (index into the rendering's `faces`) and width in points.
    public struct Cut: Sendable, Hashable, Codable {
        public var face: Int
        public var width: Double
        public init(face: Int, width: Double) {
            self.face = face
            self.width = width
        }
    }

    public struct Line: Sendable, Hashable, Codable {
        public var text: String
        /// Top of the line box and its baseline, in points from the top of the box.
        public var top: Double
        public var baseline: Double
        public var height: Double
        /// Clusters in visual order (left to right).
        public var runs: [Run]
        /// True for lines past the line limit (drawn as overflow).
        public var overflow: Bool
        /// The paragraph's direction: a right-to-left line is aligned right and cut at its left end
        /// (a line of digits in an Arabic paragraph is right-to-left too).
        public var rightToLeft: Bool
        /// On the last visible line of a truncated text: the "…", which starts where the kept
        /// clusters end (left of them when the line is right-to-left).
        public var ellipsis: Cut?
        public init(
            text: String, top: Double, baseline: Double, height: Double, runs: [Run], overflow: Bool,
            rightToLeft: Bool = false, ellipsis: Cut? = nil
        ) {
            self.text = text
            self.top = top
            self.baseline = baseline
            self.height = height
            self.runs = runs
            self.overflow = overflow
            self.rightToLeft = rightToLeft
            self.ellipsis = ellipsis
        }
    }

    public var box: LayoutBox
    /// Index into `ShapedRendering.shapings`.
    public var shaping: Int
    /// Points added per tracked character, per word space and per ASCII digit at this size
    /// (`TextLayout.tracking`, `wordSpacing`, `figureSpacing`).
    public var tracking: Double
    public var wordSpacing: Double
    public var figureSpacing: Double
    public var lines: [Line]
    public var limitedHeight: Double
    public var unconstrainedHeight: Double

    public init(
        box: LayoutBox, shaping: Int = 0, tracking: Double = 0, wordSpacing: Double = 0, figureSpacing: Double = 0,
        lines: [Line], limitedHeight: Double, unconstrainedHeight: Double
    ) {
        self.box = box
        self.shaping = shaping
        self.tracking = tracking
        self.wordSpacing = wordSpacing
        self.figureSpacing = figureSpacing
        self.lines = lines
        self.limitedHeight = limitedHeight
        self.unconstrainedHeight = unconstrainedHeight
    }

    /// Whether the text is cut (a line carries the ellipsis).
    public var truncates: Bool { lines.contains { $0.ellipsis != nil } }
}
