import HeadroomCheck

/// Counts every summary needs: findings by severity and by verdict, problems.
struct ReportTally: Sendable, Hashable {
    var bySeverity: [Severity: Int] = [:]
    var byVerdict: [Verdict: Int] = [:]
    /// Findings by cause (nil: the source text is unknown).
    var byCause: [Cause?: Int] = [:]
    /// Distinct strings (component element, table, key, variant, locale) with a finding.
    var strings = 0
    var problemsBySeverity: [Severity: Int] = [:]
    var findings = 0
    var problems = 0
    /// Components whose layout rule is reported wrong.
    var ruleProblems = 0

    /// Problems from `report`, findings from `findings` (a streaming writer's count of what it saw;
    /// `report.findings` is not read).
    init(_ report: CheckReport, findings tally: FindingTally) {
        bySeverity = tally.bySeverity
        byVerdict = tally.byVerdict
        byCause = tally.byCause
        strings = tally.strings.count
        findings = tally.count
        for problem in report.problems { problemsBySeverity[problem.severity, default: 0] += 1 }
        let rules = RuleProblemText.reported(report)
        for rule in rules { problemsBySeverity[rule.severity, default: 0] += 1 }
        ruleProblems = rules.count
        problems = report.problems.count
    }

    /// Findings, problems and layout-rule problems at a severity.
    func total(_ severity: Severity) -> Int { bySeverity[severity, default: 0] + problemsBySeverity[severity, default: 0] }

    /// `3 errors, 5 warnings, 2 notes` (zero counts included, so the shape never changes).
    var sentence: String {
        [(Severity.error, "error"), (.warning, "warning"), (.note, "note")]
            .map { NumberFormat.count(total($0.0), $0.1) }
            .joined(separator: ", ")
    }
}

/// Counts of the findings a writer has seen: small and fixed in size, however long the run.
struct FindingTally: Sendable, Hashable {
    var count = 0
    var bySeverity: [Severity: Int] = [:]
    var byVerdict: [Verdict: Int] = [:]
    var byCause: [Cause?: Int] = [:]
    /// Hashes of the distinct strings seen (one per component element, table, key, variant, locale).
    var strings: Set<Int> = []
    /// The highest severity of any finding seen.
    var highestSeverity: Severity?

    mutating func add(_ finding: Finding) {
        count += 1
        bySeverity[finding.severity, default: 0] += 1
        byVerdict[finding.verdict, default: 0] += 1
        byCause[finding.cause, default: 0] += 1
        var hasher = Hasher()
        for part in [finding.component, finding.element, finding.table, finding.key, finding.variant ?? "", finding.locale] {
            hasher.combine(part)
        }
        strings.insert(hasher.finalize())
        if highestSeverity.map({ finding.severity > $0 }) ?? true { highestSeverity = finding.severity }
    }

    /// The report's highest severity counting these findings (`report.findings` is not read).
    func highestSeverity(_ report: CheckReport) -> Severity? {
        let others = (report.problems.map(\.severity) + report.components.compactMap(\.ruleSeverity)).max()
        guard let mine = highestSeverity else { return others }
        return others.map { max($0, mine) } ?? mine
    }
}

extension Severity {
    /// `error`, `warning`, `note` for the compiler-style formats; nil for `ignore` (not printed).
    var diagnosticLevel: String? {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .ignore: nil
        }
    }
}
