import DynamicType

/// Where one string fails with one verdict on one device: the categories, as runs of consecutive
/// ones (`AX2…AX5`), so a report says "truncates from AX2 on iPhone SE" instead of a line per box.
public struct FailureSpan: Sendable, Hashable, Codable {
    public var verdict: Verdict
    public var device: String
    /// The highest severity among the span's boxes.
    public var severity: Severity
    /// The failing categories, smallest first, each once.
    public var categories: [ContentSizeCategory]

    public init(verdict: Verdict, device: String, severity: Severity, categories: [ContentSizeCategory]) {
        self.verdict = verdict
        self.device = device
        self.severity = severity
        self.categories = Set(categories).sorted()
    }

    /// Maximal runs of categories adjacent in the Dynamic Type table (`Large…xLarge`, `AX2…AX5`),
    /// smallest first.
    public var runs: [ClosedRange<ContentSizeCategory>] {
        var runs: [ClosedRange<ContentSizeCategory>] = []
        for category in categories {
            if let last = runs.last, last.upperBound.index + 1 == category.index {
                runs[runs.count - 1] = last.lowerBound...category
            } else {
                runs.append(category...category)
            }
        }
        return runs
    }

    /// True when the last run reaches the largest category there is (AX5): the text fails from
    /// its first category on, at every larger size.
    public var reachesLargest: Bool { categories.last == ContentSizeCategory.allCases.last }
}
