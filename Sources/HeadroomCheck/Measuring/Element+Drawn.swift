import DynamicType

extension Element {
    /// What the element draws for `text` (arguments already replaced by samples) and the typeface it
    /// is measured in. A Markdown element (a SwiftUI `LocalizedStringKey`) draws its inline Markdown:
    /// the markup is removed (`InlineMarkdown`) and strong text takes the bold trait, which for a
    /// text style is the HIG's emphasized weight (Body: semibold) and otherwise bold. Text that is
    /// only partly strong is measured all at that weight: an upper bound of its width (the real
    /// text is never wider). Emphasized (italic) and code spans are measured in the element's font.
    func drawn(_ text: String) -> (text: String, typeface: Typeface) {
        guard markdown, !InlineMarkdown.isPlain(text) else { return (text, font.typeface) }
        let parsed = InlineMarkdown(parsing: text)
        var typeface = font.typeface
        if parsed.strongCount > 0 { typeface.weight = font.boldTraitWeight }
        return (parsed.text, typeface)
    }
}
