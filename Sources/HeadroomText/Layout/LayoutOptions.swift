/// How to lay a shaped text out: the UILabel rules that are options.
public struct LayoutOptions: Sendable, Hashable, Codable {
    /// Screen scale for rounding heights to the pixel grid (`ceil(h × scale) / scale`): 2 or 3.
    public var scale: Double
    /// Add the system stand-in's fitted tracking and word spacing (`StandInCalibration`) after each
    /// character set in the primary face. Applies only to the system stand-in stack, never to a
    /// custom font file or to a face with its own `trak` table, and never to fallback faces.
    public var tracking: Bool
    /// The `.pushOut` strategy: avoid a single word alone on a paragraph's last line by moving the
    /// previous line's last word down. Off by default: its exact rule is undocumented, and Pango and
    /// Chromium (the engines we check agreement with) do not do it.
    public var pushOut: Bool
    /// `.hangulWordPriority`: no line break between two Hangul syllables (Korean breaks at spaces).
    /// On by default, as in UILabel's `.standard` strategy.
    public var hangulWordPriority: Bool
    /// A fixed line height in points (e.g. the HIG leading of the text style) instead of the
    /// fonts' natural line height.
    public var fixedLineHeight: Double?

    public init(
        scale: Double = 3, tracking: Bool = false, pushOut: Bool = false, hangulWordPriority: Bool = true,
        fixedLineHeight: Double? = nil
    ) {
        self.scale = scale
        self.tracking = tracking
        self.pushOut = pushOut
        self.hangulWordPriority = hangulWordPriority
        self.fixedLineHeight = fixedLineHeight
    }

    /// Rounds a height up to the pixel grid (a tiny tolerance absorbs floating-point noise).
    public func roundToPixels(_ height: Double) -> Double {
        guard scale > 0 else { return height }
        return (height * scale - 1e-7).rounded(.up) / scale
    }
}
