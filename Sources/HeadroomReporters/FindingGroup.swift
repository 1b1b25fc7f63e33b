import DynamicType
import HeadroomCheck

/// The findings of one string in one box across categories: one component element, key, locale,
/// variant and device. JUnit makes a test case of each, Markdown a row.
struct FindingGroup: Sendable {
    var component: String
    var element: String
    var table: String
    var key: String
    var locale: String
    var variant: String?
    var device: String
    /// In report order.
    var findings: [Finding]

    struct Identity: Hashable {
        var component, element, table, key, locale: String
        var variant: String?
        var device: String
    }

    /// Groups findings, keeping the order in which each group first appears.
    static func make(_ findings: [Finding]) -> [FindingGroup] {
        var order: [Identity] = []
        var groups: [Identity: FindingGroup] = [:]
        for finding in findings {
            let id = Identity(
                component: finding.component, element: finding.element, table: finding.table, key: finding.key,
                locale: finding.locale, variant: finding.variant, device: finding.device)
            if groups[id] == nil {
                order.append(id)
                groups[id] = FindingGroup(
                    component: finding.component, element: finding.element, table: finding.table, key: finding.key,
                    locale: finding.locale, variant: finding.variant, device: finding.device, findings: [])
            }
            groups[id]!.findings.append(finding)
        }
        return order.map { groups[$0]! }
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
            return FindingGroup.phrase(verdict) + " at " + CategoryList.format(categories)
        }.joined(separator: "; ")
    }

    /// The most serious verdict present (for JUnit's failure type).
    var worstVerdict: Verdict {
        FindingGroup.verdictsWorstFirst.first { verdict in findings.contains { $0.verdict == verdict } } ?? .fits
    }

    static func phrase(_ verdict: Verdict) -> String {
        switch verdict {
        case .truncates: "truncates"
        case .reflow: "must go vertical"
        case .borderline: "borderline"
        case .shrinks: "shrinks"
        case .breaksWord: "breaks a word"
        case .noRoom: "no room"
        case .missingGlyphs: "missing glyphs"
        case .untranslated: "untranslated"
        case .atRisk: "at risk once translated"
        case .fits: "fits"
        }
    }
}
