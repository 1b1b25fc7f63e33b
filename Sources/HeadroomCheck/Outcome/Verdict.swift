import DynamicType
import HeadroomFormats

/// What the sweep concluded for one string in one box.
public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// The text fits in the layout the component uses.
    case fits
    /// It truncates in the horizontal layout but fits once the component goes vertical.
    case reflow
    /// It truncates even in the layout the component would use.
    case truncates
    /// It fits or truncates by less than the tolerance (the system stand-in's error band): it may
    /// go either way on a device.
    case borderline
    /// It does not fit at its size, but fits once the label shrinks it (`minimumScaleFactor`).
    case shrinks
    /// A word is wider than the box, so the label cuts it across lines (whatever the line limit).
    case breaksWord = "breaks-word"
    /// The box has no room for text (its width comes out zero or negative).
    case noRoom = "no-room"
    /// Some characters have no glyph in any font of the stack.
    case missingGlyphs = "missing-glyphs"
    /// The value is identical to the source text or empty in a non-source locale.
    case untranslated
    /// A development-language string with less room than a target language's translations need
    /// at their 90th percentile of expansion (`AtRiskRule`): it will probably not fit once translated.
    case atRisk = "at-risk"

    /// A verdict about the text as a whole (one per string, in `StringOutcome.textFindings`), not
    /// about one box.
    public var isAboutText: Bool { self == .missingGlyphs || self == .untranslated || self == .atRisk }
}
