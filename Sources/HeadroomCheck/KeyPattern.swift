/// A key, exact or a glob (`settings.*.title`, `tab.?`): `*` matches any run of characters
/// (dots included), `?` exactly one.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let parts: [Character]
    /// True when the pattern has no wildcard.
    public let isExact: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = Array(pattern)
        isExact = !pattern.contains("*") && !pattern.contains("?")
    }

    public var description: String { pattern }

    public func matches(_ key: String) -> Bool { captures(key) != nil }

    /// The texts the wildcards matched (`settings.*.title` on `settings.wifi.title` → `["wifi"]`),
    /// or nil when the key does not match. Components pair their elements by these captures.
    public func captures(_ key: String) -> [String]? {
        if isExact { return key == pattern ? [] : nil }
        let text = Array(key)
        var captures: [String] = []
        return match(0, text, 0, &captures) ? captures : nil
    }

    private func match(_ p: Int, _ text: [Character], _ t: Int, _ captures: inout [String]) -> Bool {
        if p == parts.count { return t == text.count }
        switch parts[p] {
        case "*":
            // Shortest match first keeps captures of `a.*.b` to one segment when possible.
            for end in t...text.count {
                captures.append(String(text[t..<end]))
                if match(p + 1, text, end, &captures) { return true }
                captures.removeLast()
            }
            return false
        case "?":
            guard t < text.count else { return false }
            captures.append(String(text[t]))
            if match(p + 1, text, t + 1, &captures) { return true }
            captures.removeLast()
            return false
        default:
            guard t < text.count, text[t] == parts[p] else { return false }
            return match(p + 1, text, t + 1, &captures)
        }
    }
}
