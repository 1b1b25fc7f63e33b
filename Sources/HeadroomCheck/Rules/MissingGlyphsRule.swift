import DynamicType

/// `missing-glyphs`: characters no font of the stack covers. One shaping measures every box, so
/// each box lacks the same characters. Who must act: the design for a development-language string,
/// the translators for a translation.
struct MissingGlyphsRule: TextRule {
    func finding(_ text: RuledText) -> (verdict: Verdict, cause: Cause)? {
        text.measurement.missingCharacters.isEmpty ? nil : (.missingGlyphs, text.isSource ? .design : .translation)
    }
}
