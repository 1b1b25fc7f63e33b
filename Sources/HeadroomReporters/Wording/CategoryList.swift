import DynamicType

/// Lists of content size categories for humans: runs of three or more consecutive categories
/// collapse to a range (`xSmall, Large–AX2`).
enum CategoryList {
    static func format<S: Sequence>(_ categories: S) -> String where S.Element == ContentSizeCategory {
        let sorted = Set(categories).sorted()
        var parts: [String] = []
        var start = 0
        while start < sorted.count {
            var end = start
            while end + 1 < sorted.count && sorted[end + 1].index == sorted[end].index + 1 { end += 1 }
            if end - start >= 2 {
                parts.append(sorted[start].displayName + "–" + sorted[end].displayName)
            } else {
                parts.append(contentsOf: sorted[start...end].map(\.displayName))
            }
            start = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
