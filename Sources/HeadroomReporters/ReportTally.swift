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

    init(_ report: CheckReport) {
        for finding in report.findings {
            bySeverity[finding.severity, default: 0] += 1
            byVerdict[finding.verdict, default: 0] += 1
        }
        for problem in report.problems { problemsBySeverity[problem.severity, default: 0] += 1 }
        for rule in RuleProblemText.reported(report) { problemsBySeverity[rule.severity, default: 0] += 1 }
        ruleProblems = RuleProblemText.reported(report).count
        findings = report.findings.count
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
