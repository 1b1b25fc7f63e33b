import DynamicType
import HeadroomCheck

extension FindingWording {
    /// Where a string fails, as ranges per verdict and device: `truncates from AX2 on iPhone SE,
    /// from AX4 on iPhone 16; must go vertical at xLarge–xxxLarge on iPhone SE`. Verdicts from the
    /// most serious; devices that fail at the same categories share a clause (`on iPhone SE and
    /// iPad`); `untranslated` is about the text, so it has no place.
    static func ranges(_ group: GroupedFinding) -> String {
        var verdicts: [Verdict] = []
        for span in group.spans where !verdicts.contains(span.verdict) { verdicts.append(span.verdict) }
        return verdicts.map { verdict in
            let phrase = VerdictWords.of(verdict).phrase
            if verdict == .untranslated { return phrase }
            var clauses: [(categories: String, devices: [String])] = []
            for span in group.spans where span.verdict == verdict {
                let categories = categoryRanges(span)
                if let index = clauses.firstIndex(where: { $0.categories == categories }) {
                    clauses[index].devices.append(span.device)
                } else {
                    clauses.append((categories, [span.device]))
                }
            }
            return phrase + " " + clauses.map { "\($0.categories) on \(listed($0.devices))" }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// `from AX2` (every category from AX2 up fails), `at xLarge`, `at xSmall, Large–xxxLarge and from AX3`,
    /// `at every size`: runs of adjacent categories, the last one open when it reaches AX5.
    static func categoryRanges(_ span: FailureSpan) -> String {
        let runs = span.runs
        if span.categories.count == ContentSizeCategory.allCases.count { return "at every size" }
        var parts = runs.map { run in
            run.lowerBound == run.upperBound ? run.lowerBound.displayName
                : run.lowerBound.displayName + "–" + run.upperBound.displayName
        }
        var open: String?
        if let last = runs.last, span.reachesLargest, last.lowerBound != last.upperBound {
            parts.removeLast()
            open = "from " + last.lowerBound.displayName
        }
        guard let open else { return "at " + listed(parts) }
        return parts.isEmpty ? open : "at " + listed(parts + [open])
    }

    /// `A`, `A and B`, `A, B and C`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The one-line message of a grouped finding: the lead finding's sentence (its figures in its
    /// first box at the highest severity), then every place it fails when there is more than one
    /// (`; all: truncates from AX2 on iPhone SE, from AX4 on iPhone 16`).
    static func message(_ group: GroupedFinding) -> String {
        let lead = message(group.lead)
        return group.findingCount > 1 ? lead + "; all: " + oneLine(ranges(group)) : lead
    }

    /// The notification of a SARIF run that left results out: `1,204 of 26,204 results left out
    /// (1,204 notes): code scanning accepts at most 25,000 results per run; the most severe are kept`.
    static func omittedResults(_ omitted: [Severity: Int], total: Int, limit: Int) -> String {
        let left = omitted.values.reduce(0, +)
        let levels = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { level, word -> String? in
            guard let count = omitted[level], count > 0 else { return nil }
            return HTMLNumber.count(count) + " " + word + (count == 1 ? "" : "s")
        }
        return "\(HTMLNumber.count(left)) of \(HTMLNumber.count(total)) results left out (\(listed(levels))): code "
            + "scanning accepts at most \(HTMLNumber.count(limit)) results per run; the most severe are kept, in report order. "
            + "Every finding is in the other formats (--format json or xcode)."
    }
}
