/// Text written into the YAML manifest `headroom init` writes: every name that comes from the
/// project (folders, locales, keys, component names, Swift file paths) passes through here, so a
/// hostile name cannot end a comment or a scalar and write keys of its own.
enum YAMLText {
    /// A double-quoted scalar: `"` and `\` escaped, and every character a YAML reader could take as
    /// a line break or that a terminal would act on (C0, DEL, C1, U+2028, U+2029) written as an escape.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `s` as it is when it is a plain scalar of letters, digits and `/._-` (not starting with `-`),
    /// else quoted.
    static func scalar(_ s: String) -> String {
        let plain = !s.isEmpty && !s.hasPrefix("-") && s.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
            && !s.unicodeScalars.contains(where: needsEscape)
        return plain ? s : quoted(s)
    }

    /// Text for a `#` comment: on one line, whatever it holds (line breaks and controls escaped).
    static func comment(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09) || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        let hex = String(v, radix: 16, uppercase: true)
        return v <= 0xFF ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                         : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
