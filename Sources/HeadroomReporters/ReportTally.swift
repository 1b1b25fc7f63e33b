import HeadroomCheck

/// Counts every summary needs: findings by severity and by verdict, problems.
struct ReportTally: Sendable, Hashable {
    var bySeverity: [Severity: Int] = [:]
    var byVerdict: [Verdict: Int] = [:]
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
    /// The highest severity of any finding seen.
    var highestSeverity: Severity?

    mutating func add(_ finding: Finding) {
        count += 1
        bySeverity[finding.severity, default: 0] += 1
        byVerdict[finding.verdict, default: 0] += 1
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
