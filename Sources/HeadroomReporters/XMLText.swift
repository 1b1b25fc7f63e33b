/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Escapes markup characters and replaces characters XML 1.0 cannot hold at all (C0 controls
    /// other than tab, LF and CR; U+FFFE, U+FFFF) with a visible `\u{1B}`. In attributes, tab, LF and
    /// CR become character references so parsers do not normalise them to spaces.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += attribute ? "&quot;" : "\""
            case "'": out += attribute ? "&apos;" : "'"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `name="value"` with the value escaped for an attribute.
    static func attribute(_ name: String, _ value: String) -> String { "\(name)=\"\(escape(value, attribute: true))\"" }
}
