import DynamicType

/// What the code says about a text's font: a text style it scales with, or a fixed point size.
public struct FontSpec: Sendable, Hashable {
    /// The text style the font follows (its size and scaling), nil for a fixed size.
    public var style: TextStyle?
    /// The point size when the font does not scale (`.system(size:)`, `systemFont(ofSize:)`).
    public var fixedSize: Double?
    /// The base point size of a custom font scaled relative to `style` (`UIFontMetrics`, `.custom(relativeTo:)`).
    public var baseSize: Double?
    /// The weight written in the code, nil when the style's own weight applies.
    public var weight: FontWeight?
    /// True when the size follows Dynamic Type.
    public var scales: Bool
    /// `maximumPointSize` of a `UIFontMetrics` scaled font.
    public var maximumPointSize: Double?
    /// What the font was read from: the code (`.font(.headline)` at its file and line), a catalog
    /// entry's source, a framework default, or an estimate.
    public var evidence: Evidence

    public init(style: TextStyle? = nil, fixedSize: Double? = nil, baseSize: Double? = nil, weight: FontWeight? = nil,
                scales: Bool, maximumPointSize: Double? = nil, evidence: Evidence) {
        self.style = style
        self.fixedSize = fixedSize
        self.baseSize = baseSize
        self.weight = weight
        self.scales = scales
        self.maximumPointSize = maximumPointSize
        self.evidence = evidence
    }

    /// The weight drawn: the one written, else the style's (Headline is Semibold), else regular.
    public var effectiveWeight: FontWeight { weight ?? style?.weight ?? .regular }

    /// Same font, ignoring where it was read from.
    func sameFont(as other: FontSpec) -> Bool {
        style == other.style && fixedSize == other.fixedSize && baseSize == other.baseSize && weight == other.weight
            && scales == other.scales && maximumPointSize == other.maximumPointSize
    }
}
