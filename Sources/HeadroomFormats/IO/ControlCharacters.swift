/// Makes untrusted text safe to print on a terminal or in a CI log: C0 controls (ESC, NUL, BEL…),
/// DEL and the C1 controls (U+0080–U+009F, an 8-bit CSI among them) become `\U001B`-style
/// escapes, as a `.strings` file would write them; tab stays a tab only when asked. The bidi
/// controls (embeddings, overrides, isolates, marks) are escaped too: a name ending in U+202E would
/// otherwise print the rest of the line reversed.
public enum ControlCharacters {
    /// True for a scalar that a terminal may interpret.
    @inline(__always) public static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value <= 0x9F)
    }

    /// True for a Unicode bidi formatting character: ALM, LRM, RLM, the embeddings and overrides
    /// (U+202A–U+202E) and the isolates (U+2066–U+2069). They reorder the text around them.
    @inline(__always) public static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `text` with every bidi control written as a visible `\U202E`-style escape, for formats
    /// that have no other way to keep it from reordering what follows (an HTML page isolates
    /// instead: `HTMLEscape.app`).
    public static func bidiEscaped(_ text: String) -> String {
        // Every bidi control's UTF-8 starts with 0xE2 (U+200E…U+2069) or 0xD8 (U+061C).
        let mayHold = text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 0xE2 || $0 == 0xD8 } } ?? true
        guard mayHold else { return text }
        return escaping(text, where: isBidiControl)
    }

    /// `text` with every control character and bidi control escaped (`keepLineBreaks` leaves `\n` alone).
    public static func escaped(_ text: String, keepLineBreaks: Bool = false) -> String {
        func escapes(_ value: UInt32) -> Bool {
            (isControl(value) && !(keepLineBreaks && value == 0x0A)) || isBidiControl(value)
        }
        return escaping(text, where: escapes)
    }

    /// `text` with each scalar `shouldEscape` picks written as its escape.
    private static func escaping(_ text: String, where shouldEscape: (UInt32) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { shouldEscape($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if shouldEscape(scalar.value) {
                out.append(contentsOf: escape(scalar.value).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `\U001B` for 0x1B.
    static func escape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
