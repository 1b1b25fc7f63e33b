/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Escapes markup characters and replaces characters XML 1.0 cannot hold at all (C0 controls
    /// other than tab, LF and CR; U+FFFE, U+FFFF) with a visible `\u{1B}`. In attributes, tab, LF and
    /// CR become character references so parsers do not normalise them to spaces.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        // Fast path: no markup character, no control byte, no EF (could start U+FFFE/U+FFFF).
        if !ByteEscaping.contains(text, where: {
            $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0xEF || (attribute && ($0 == 0x22 || $0 == 0x27))
        }) {
            return text
        }
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where attribute: out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where attribute: out.append(contentsOf: "&apos;".utf8)
            case 0x09 where attribute: out.append(contentsOf: "&#9;".utf8)
            case 0x0A where attribute: out.append(contentsOf: "&#10;".utf8)
            case 0x0D: out.append(contentsOf: "&#13;".utf8)
            case 0x09, 0x0A: out.append(byte)
            case 0x00..<0x20: out.append(contentsOf: "\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF
                && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                // U+FFFE and U+FFFF are not XML characters.
                out.append(contentsOf: (bytes[index + 2] == 0xBE ? "\\u{FFFE}" : "\\u{FFFF}").utf8)
                index += 2
            default: out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `name="value"` with the value escaped for an attribute.
    static func attribute(_ name: String, _ value: String) -> String { "\(name)=\"\(escape(value, attribute: true))\"" }
}
