import DynamicType

/// `untranslated`: a translation that is empty, or equal to the source text.
///
/// A regional variant of the development language (`en-US`, `en_GB` beside `en`) is never
/// untranslated. Equal to the source is a weak signal, so it counts only for a source text of at
/// least two words with letters: single words are often the same across languages ("Chats",
/// "Original", "OK", brand names). Keys matching `sameAsSource` opt out of it. A key no table has
/// (`LocalizedEntry.inNoTable`) is untranslated in every locale but the source's, whatever its length.
struct UntranslatedRule: TextRule {
    var sourceLocales: Set<String>
    var sameAsSource: [KeyPattern] = []

    func finding(_ text: RuledText) -> (verdict: Verdict, cause: Cause)? {
        isUntranslated(text) ? (.untranslated, .translation) : nil
    }

    func isUntranslated(_ text: RuledText) -> Bool {
        let entry = text.entry
        guard entry.shouldTranslate, !sourceLocales.contains(entry.locale.identifier) else { return false }
        let language = Self.language(entry.locale.identifier)
        guard !sourceLocales.contains(where: { Self.language($0) == language }) else { return false }
        if entry.inNoTable { return true }
        if entry.value.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return true }
        guard let source = text.sourceText, source == entry.value, Self.wordCount(source) >= 2 else { return false }
        return !sameAsSource.contains(where: { $0.matches(entry.key) })
    }

    /// The language subtag of a locale identifier: `en` of `en-US` or `en_GB`, lowercased.
    static func language(_ identifier: String) -> String {
        identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? identifier.lowercased()
    }

    /// Words holding a letter.
    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }.count
    }
}
