/// Escapes text for HTML element content and quoted attribute values.
enum HTMLEscape {
    /// Replaces `& < > " '` with character references, so keys and translations can never open a
    /// tag, close an attribute or start an entity.
    static func text(_ string: String) -> String {
        guard ByteEscaping.contains(string, where: { reference($0) != nil }) else { return string }
        return ByteEscaping.mapASCII(string, reference)
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
