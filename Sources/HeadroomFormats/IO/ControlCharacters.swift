/// Makes untrusted text safe to print on a terminal or in a CI log: C0 controls (ESC, NUL, BEL…),
/// DEL and the C1 controls (U+0080–U+009F, an 8-bit CSI among them) become `\U001B`-style
/// escapes, as a `.strings` file would write them; tab stays a tab only when asked.
public enum ControlCharacters {
    /// True for a scalar that a terminal may interpret.
    @inline(__always) public static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value <= 0x9F)
    }

    /// `text` with every control character escaped (`keepLineBreaks` leaves `\n` alone).
    public static func escaped(_ text: String, keepLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0.value) && !(keepLineBreaks && $0.value == 0x0A) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar.value) && !(keepLineBreaks && scalar.value == 0x0A) {
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
