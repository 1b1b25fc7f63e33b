/// Escapes text for HTML element content and quoted attribute values.
enum HTMLEscape {
    /// Replaces `& < > " '` with character references, so keys and translations can never open a
    /// tag, close an attribute or start an entity.
    static func text(_ string: String) -> String {
        guard string.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" }) else {
            return string
        }
        var out = ""
        out.reserveCapacity(string.utf8.count + 16)
        for character in string {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
