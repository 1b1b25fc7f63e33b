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
        return Self.match(parts, Array(key))
    }

    /// Wildcard matching without exponential backtracking: only the last `*` seen is ever widened.
    /// Widening an earlier star never helps (the later one absorbs the same text), so this finds
    /// the same captures as trying every split shortest-first, in O(pattern × key) at worst
    /// (`a.*.*.*.*.*.z` against a 202-character key took over 120 s with plain backtracking).
    static func match(_ parts: [Character], _ text: [Character]) -> [String]? {
        var ranges: [Range<Int>] = []
        var p = 0, t = 0
        // The last star: its pattern index, where its capture starts, its current end, its capture's index.
        var star: (p: Int, start: Int, end: Int, range: Int)?
        while t < text.count {
            if p < parts.count {
                switch parts[p] {
                case "*":
                    // A trailing star takes the rest.
                    if p == parts.count - 1 {
                        ranges.append(t..<text.count)
                        return ranges.map { String(text[$0]) }
                    }
                    ranges.append(t..<t)
                    star = (p, t, t, ranges.count - 1)
                    p += 1
                    continue
                case "?":
                    ranges.append(t..<(t + 1))
                    p += 1
                    t += 1
                    continue
                case let c where c == text[t]:
                    p += 1
                    t += 1
                    continue
                default: break
                }
            }
            guard let last = star else { return nil }
            let end = last.end + 1
            ranges.removeSubrange((last.range + 1)...)
            ranges[last.range] = last.start..<end
            star = (last.p, last.start, end, last.range)
            p = last.p + 1
            t = end
        }
        while p < parts.count, parts[p] == "*" {
            ranges.append(text.count..<text.count)
            p += 1
        }
        return p == parts.count ? ranges.map { String(text[$0]) } : nil
    }
}
