/// One line of a layout.
public struct LayoutLine: Sendable, Hashable {
    /// The line's text (including a hanging trailing space, excluding nothing).
    public var text: String
    /// UTF-16 offsets of the line in the text.
    public var range: Range<Int>
    /// Width in points, without hanging trailing spaces.
    public var width: Double
    /// Height of the line box in points (the tallest font used on it, or the fixed line height).
    public var height: Double
    /// Distance from the line top to the baseline.
    public var ascent: Double
    /// Top of the line from the top of the text (unrounded).
    public var top: Double
    /// Baseline from the top of the text.
    public var baseline: Double { top + ascent }
    /// True when the line ends a paragraph (hard break or end of text).
    public var endsParagraph: Bool
    /// Cluster indices (internal to the shaped text's variant).
    var clusters: Range<Int>
}
