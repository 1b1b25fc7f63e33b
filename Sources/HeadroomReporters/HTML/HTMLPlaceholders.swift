import HeadroomFormats

/// A translation as HTML with its format placeholders (`%@`, `%lld`, `%1$@`, `%#@count@`) isolated
/// and highlighted: each in a `<bdi class="ph" dir="ltr">`, so right-to-left text shows `%lld`,
/// not `lld%`, and a translator sees what must stay as written.
enum HTMLPlaceholders {
    static func highlight(_ text: String) -> String {
        let specifiers = FormatSpecifier.parse(text).filter { $0.kind != .percent }
        guard !specifiers.isEmpty else { return HTMLEscape.text(text) }
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var position = 0
        for specifier in specifiers where specifier.range.lowerBound >= position {
            out += HTMLEscape.text(String(String.UnicodeScalarView(scalars[position..<specifier.range.lowerBound])))
            out += "<bdi class=\"ph\" dir=\"ltr\">"
            out += HTMLEscape.text(String(String.UnicodeScalarView(scalars[specifier.range])))
            out += "</bdi>"
            position = specifier.range.upperBound
        }
        return out + HTMLEscape.text(String(String.UnicodeScalarView(scalars[position...])))
    }
}
