/// XML's entity and character references, read in one place for the XML reader and the XLIFF
/// rewriter: the five predefined entities and `&#N;` / `&#xN;`.
public enum XMLReference {
    /// What `&name;` stands for (`name` between `&` and `;`): a predefined entity, or a character
    /// reference to a Unicode scalar (not NUL, not a surrogate, at most U+10FFFF); nil otherwise.
    public static func scalar(named name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        default: number(name).flatMap { $0 > 0 ? Unicode.Scalar($0) : nil }
        }
    }

    /// The number of a character reference (`#N`, `#xN`); nil for a name or a malformed number.
    public static func number(_ name: String) -> UInt32? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") { return UInt32(name.dropFirst(2), radix: 16) }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()) }
        return nil
    }
}
