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

    public func matches(_ key: String) -> Bool {
        if pattern == "*" { return true }
        return captures(key) != nil
    }

    /// The texts the wildcards matched (`settings.*.title` on `settings.wifi.title` → `["wifi"]`),
    /// or nil when the key does not match. Components pair their elements by these captures.
    public func captures(_ key: String) -> [String]? {
        if isExact { return key == pattern ? [] : nil }
        if pattern == "*" { return [key] }
        let text = Array(key)
        var ranges: [Range<Int>] = []
        guard match(0, text, 0, &ranges) else { return nil }
        return ranges.map { String(text[$0]) }
    }

    private func match(_ p: Int, _ text: [Character], _ t: Int, _ ranges: inout [Range<Int>]) -> Bool {
        if p == parts.count { return t == text.count }
        switch parts[p] {
        case "*":
            // A trailing star takes the rest; otherwise shortest match first, so `a.*.b` captures
            // one segment when it can.
            if p == parts.count - 1 {
                ranges.append(t..<text.count)
                return true
            }
            for end in t...text.count {
                ranges.append(t..<end)
                if match(p + 1, text, end, &ranges) { return true }
                ranges.removeLast()
            }
            return false
        case "?":
            guard t < text.count else { return false }
            ranges.append(t..<(t + 1))
            if match(p + 1, text, t + 1, &ranges) { return true }
            ranges.removeLast()
            return false
        default:
            guard t < text.count, text[t] == parts[p] else { return false }
            return match(p + 1, text, t + 1, &ranges)
        }
    }
}
