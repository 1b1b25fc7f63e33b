import DynamicType
import HeadroomFormats

/// One string (key, locale, variant) in one component element, over every box it was measured
/// in: the unit every CI report prints one entry for (an Xcode diagnostic, a SARIF result, a JUnit
/// test case, a GitHub annotation), with where it fails as spans of categories per verdict and
/// device. Made once here so that every format groups, orders and counts the same way; the
/// severities are the findings' own (the exit code does not depend on grouping).
public struct GroupedFinding: Sendable, Hashable {
    public var identity: TextIdentity
    /// The translation's position (file, line, column of its value).
    public var location: SourceLocation
    /// Where the app's Swift code shows the key in this element (see `StringOutcome.shownAt`).
    public var shownAt: [DisplaySite]
    /// The finding an entry leads with, for its figures: the first in report order (category,
    /// then device) at the highest severity.
    public var lead: Finding
    /// Where it fails: one span per verdict and device; verdicts from the most serious
    /// (`Verdict.worstFirst`), then devices in the order they were measured.
    public var spans: [FailureSpan]
    /// How many reported findings (boxes and text findings) the entry stands for.
    public var findingCount: Int
    /// Who must act: `design` when any finding's source text fails in the same box, `translation`
    /// when every finding's cause is, nil otherwise.
    public var cause: Cause?

    /// The highest severity reported.
    public var severity: Severity { lead.severity }

    /// The most serious verdict present.
    public var worstVerdict: Verdict { spans.first?.verdict ?? lead.verdict }

    /// The grouped view of `outcome`; nil when nothing of it is reported (at a severity above
    /// `ignore`).
    public init?(_ outcome: StringOutcome) {
        let reported = outcome.reported.filter { $0.severity != .ignore }
        let severity = reported.map(\.severity).max()
        guard let severity, let first = reported.first(where: { $0.severity == severity }) else { return nil }
        identity = outcome.identity
        location = outcome.location
        shownAt = outcome.shownAt
        lead = outcome.finding(first)
        findingCount = reported.count
        if reported.contains(where: { $0.cause == .design }) {
            cause = .design
        } else {
            cause = reported.allSatisfy { $0.cause == .translation } ? .translation : nil
        }
        // Devices in the order the outcome measured them (manifest order), then any only reported.
        var devices: [String] = []
        for result in outcome.results + outcome.textFindings where !devices.contains(result.device) {
            devices.append(result.device)
        }
        spans = Verdict.worstFirst.flatMap { verdict in
            devices.compactMap { device -> FailureSpan? in
                let boxes = reported.filter { $0.verdict == verdict && $0.device == device }
                guard let severity = boxes.map(\.severity).max() else { return nil }
                return FailureSpan(verdict: verdict, device: device, severity: severity, categories: boxes.map(\.category))
            }
        }
    }

    /// Groups findings in report order by string and element (and translation location), in the
    /// order each first appears; findings of one string need not be adjacent.
    public static func make(_ findings: [Finding]) -> [GroupedFinding] {
        var order: [StringOutcome] = []
        var positions: [Key: Int] = [:]
        for finding in findings where finding.severity != .ignore {
            let key = Key(identity: finding.identity, location: finding.location)
            if let position = positions[key] {
                let result = BoxResult(finding: finding)
                if finding.verdict.isAboutText {
                    order[position].textFindings.append(result)
                } else {
                    order[position].results.append(result)
                }
            } else {
                positions[key] = order.count
                order.append(StringOutcome(finding: finding))
            }
        }
        return order.compactMap(GroupedFinding.init)
    }

    private struct Key: Hashable {
        var identity: TextIdentity
        var location: SourceLocation
    }
}

extension Verdict {
    /// Verdicts from the most serious: the order in which a grouped finding lists its spans.
    public static let worstFirst: [Verdict] = [
        .noRoom, .missingGlyphs, .truncates, .breaksWord, .shrinks, .reflow, .borderline, .atRisk, .untranslated, .fits,
    ]
}

extension CheckReport {
    /// The grouped view: one entry per string and element with something reported, in report
    /// order. Every CI format prints one entry per item of it.
    public var groupedFindings: [GroupedFinding] { outcomes.compactMap(GroupedFinding.init) }
}
