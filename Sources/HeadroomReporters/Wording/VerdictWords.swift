import HeadroomCheck

/// How every report names a verdict, in one table: the HTML page's badges, filters and grid, and
/// the CI formats' summaries word it the same way.
struct VerdictWords: Sendable {
    /// Title case, for headings, badges and filters: `Needs vertical layout`.
    var name: String
    /// Lower case, inside a sentence: `must go vertical` (at xLarge).
    var phrase: String
    /// A mark readable without color (a cell of the HTML grid).
    var mark: String

    static func of(_ verdict: Verdict) -> VerdictWords {
        switch verdict {
        case .fits: VerdictWords(name: "Fits", phrase: "fits", mark: "✓")
        case .reflow: VerdictWords(name: "Needs vertical layout", phrase: "must go vertical", mark: "↕")
        case .truncates: VerdictWords(name: "Truncated", phrase: "truncates", mark: "✕")
        case .borderline: VerdictWords(name: "Borderline", phrase: "borderline", mark: "≈")
        case .shrinks: VerdictWords(name: "Shrinks to fit", phrase: "shrinks", mark: "↘")
        case .breaksWord: VerdictWords(name: "Breaks a word", phrase: "breaks a word", mark: "⇥")
        case .noRoom: VerdictWords(name: "No room", phrase: "no room", mark: "∅")
        case .missingGlyphs: VerdictWords(name: "Missing glyphs", phrase: "missing glyphs", mark: "□")
        case .untranslated: VerdictWords(name: "Untranslated", phrase: "untranslated", mark: "?")
        case .atRisk: VerdictWords(name: "At risk once translated", phrase: "at risk once translated", mark: "!")
        }
    }
}
