import HeadroomFormats

/// Escapes text for HTML element content and quoted attribute values.
enum HTMLEscape {
    /// Replaces `& < > " '` with character references, so keys and translations can never open a
    /// tag, close an attribute or start an entity. For text the page shows, use `app`.
    static func text(_ string: String) -> String {
        guard ByteEscaping.contains(string, where: { reference($0) != nil }) else { return string }
        return ByteEscaping.mapASCII(string, reference)
    }

    /// Text from the app (names of components, elements, devices and files, keys, tables, locale
    /// names, messages quoting them) as the page shows it, in content or in an attribute a reader
    /// sees (`title`, an `<option>`): escaped, and unable to reorder what is around it. Elements
    /// that show a translation, a source text or a comment carry their own `dir` and keep the text
    /// as written (`text`).
    static func app(_ string: String) -> String { text(bidiSafe(string)) }

    /// `string` (not escaped for markup) made safe for the bidi algorithm of the text around it:
    /// its bidi controls become visible `\U202E`-style escapes (so nothing in it can open or close
    /// an embedding, override or isolate), and when it holds right-to-left letters it is wrapped in
    /// FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, which works in content and attributes alike.
    /// Parts of a label built from several names go through this one by one, then `text`.
    static func bidiSafe(_ string: String) -> String {
        // Every bidi control and right-to-left letter has a UTF-8 lead byte from 0xD6 up.
        guard ByteEscaping.contains(string, where: { $0 >= 0xD6 && $0 < 0xF5 && $0 & 0xC0 == 0xC0 }) else { return string }
        let visible = ControlCharacters.bidiEscaped(string)
        guard visible.unicodeScalars.contains(where: { isRightToLeft($0.value) }) else { return visible }
        return "\u{2068}" + visible + "\u{2069}"
    }

    /// Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest of
    /// U+0590–U+08FF, their presentation forms, and the right-to-left blocks of the SMP).
    static func isRightToLeft(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }

    /// The character reference of a markup byte (`& < > " '`); nil for any other byte. Markdown
    /// escapes `& < >` with the same references.
    static func reference(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
