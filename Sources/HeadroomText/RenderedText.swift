/// Positioned glyphs of a layout, for drawing. Points, y down; x from the line's left edge.
public struct RenderedText: Sendable, Hashable {
    public struct Glyph: Sendable, Hashable {
        /// Index into `ShapedText.faces`.
        public var face: Int
        public var glyph: UInt32
        /// Pen position: x from the line's left edge, y from the line's baseline (down).
        public var x: Double
        public var y: Double
        /// Point size to draw at.
        public var pointSize: Double
    }

    public struct Line: Sendable, Hashable {
        public var index: Int
        /// Glyphs in visual order (left to right).
        public var glyphs: [Glyph]
        /// Drawn width of the line (for the last visible line of a truncated text: kept text + "…").
        public var width: Double
        public var top: Double
        public var baseline: Double
        public var height: Double
        /// True for lines past the line limit.
        public var overflow: Bool
        /// True when the line's paragraph is right-to-left (align it right).
        public var rightToLeft: Bool
    }

    public var lines: [Line]
    /// The ellipsis glyphs (positions on the last visible line), empty when the text does not truncate.
    public var ellipsis: [Glyph]
    /// x of the ellipsis' left edge on the last visible line.
    public var ellipsisX: Double?
}
