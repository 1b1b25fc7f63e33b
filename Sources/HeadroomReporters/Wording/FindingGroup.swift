import DynamicType
import HeadroomCheck

/// The findings of one string in one box across categories: one component element, key, locale,
/// variant and device. Markdown makes a row of each (the CI formats use `GroupedFinding`, across
/// devices).
struct FindingGroup: Sendable {
    /// What the group's findings share.
    var id: Identity
    /// In report order.
    var findings: [Finding]

    struct Identity: Hashable, Sendable {
        var component, element, table, key, locale: String
        var variant: String?
        var device: String

        init(_ finding: Finding) {
            (component, element, table, key) = (finding.component, finding.element, finding.table, finding.key)
            (locale, variant, device) = (finding.locale, finding.variant, finding.device)
        }
    }

    /// Groups findings, keeping the order in which each group first appears.
    static func make(_ findings: [Finding]) -> [FindingGroup] {
        var order: [Identity] = []
        var groups: [Identity: [Finding]] = [:]
        for finding in findings {
            let id = Identity(finding)
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(finding)
        }
        return order.map { FindingGroup(id: $0, findings: groups[$0]!) }
    }

    var highestSeverity: Severity { findings.map(\.severity).max() ?? .ignore }

    /// The finding a one-line report leads with: the first at the highest severity.
    var lead: Finding { findings.first { $0.severity == highestSeverity }! }

    /// Verdicts from the most serious: the order of `categorySummary` and `worstVerdict`.
    static let verdictsWorstFirst: [Verdict] = [
        .noRoom, .missingGlyphs, .truncates, .breaksWord, .shrinks, .reflow, .borderline, .atRisk, .untranslated, .fits,
    ]

    /// Who must act for the string in this box: `design` when any of its findings is (the source
    /// fails there too), `translation` when all are, nil when the source text is unknown.
    var cause: Cause? {
        if findings.contains(where: { $0.cause == .design }) { return .design }
        return findings.allSatisfy { $0.cause == .translation } ? .translation : nil
    }

    /// `truncates at AX1–AX3; must go vertical at xLarge` — verdicts from worst, categories in order.
    var categorySummary: String {
        FindingGroup.verdictsWorstFirst.compactMap { verdict -> String? in
            let categories = findings.filter { $0.verdict == verdict }.map(\.category)
            guard !categories.isEmpty else { return nil }
            return VerdictWords.of(verdict).phrase + " at " + CategoryList.format(categories)
        }.joined(separator: "; ")
    }

    /// The most serious verdict present (for JUnit's failure type).
    var worstVerdict: Verdict {
        FindingGroup.verdictsWorstFirst.first { verdict in findings.contains { $0.verdict == verdict } } ?? .fits
    }
}
