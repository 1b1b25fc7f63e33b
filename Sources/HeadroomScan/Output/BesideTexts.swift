import DynamicType

/// Texts of known keys that stand beside a text in its row (a button's title pinned after a label):
/// the check measures each in the same language and font and takes it, with `spacing`, off the
/// text's width at both ends.
public struct BesideTexts: Sendable, Hashable {
    /// The neighbours' localization keys.
    public var keys: [String]
    /// The neighbours' font (one font for all of them).
    public var font: FontSpec
    /// Points taken per neighbour besides its text (the gap between them).
    public var spacing: Double
    /// Where the code puts them beside the text.
    public var evidence: Evidence

    public init(keys: [String], font: FontSpec, spacing: Double, evidence: Evidence) {
        self.keys = keys
        self.font = font
        self.spacing = spacing
        self.evidence = evidence
    }
}
