/// How a key's text is one part of a composed text a site shows: the site's box holds the whole,
/// so the part is placed there and measured alone (shorter than what is drawn).
enum TextPart: Hashable {
    /// A value formatted into a template (`String(format: template, key)`): the template's usage
    /// measures the composed text with it where `FormatArgumentUse` lists it.
    case formatArgument
    /// An operand of `+` (`a + "\n\n" + b`).
    case concatenated
    /// An element of an array shown by `joined(separator:)`.
    case joined

    /// What the `drawn` evidence of the part's usage adds.
    var note: String {
        switch self {
        case .formatArgument: "; a format argument of the text shown here: measured alone, and inside its template where the template's usage lists it"
        case .concatenated: "; one operand of the `+` that builds the text shown here: measured alone, the whole text is longer"
        case .joined: "; one element of the array joined into the text shown here: measured alone, the whole text is longer"
        }
    }

    /// The keys of `resolution` marked as parts of this kind (a key already inside a part keeps its innermost kind).
    func mark(_ keys: [KeyRef]) -> [KeyRef] {
        keys.map { key in
            var key = key
            if key.part == nil { key.part = self }
            return key
        }
    }
}
