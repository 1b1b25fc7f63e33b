import DynamicType
import HeadroomCheck
import HeadroomFormats

/// GitHub Actions annotations (`::error file=…,line=…,col=…,title=…::message`), shown on the pull
/// request's changed lines: one per problem, per reported layout-rule problem, and per string in a
/// box (component element, key, locale, variant, device) at its most severe finding.
/// Severities map to `error`, `warning` and `notice`; `ignore` is not printed.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        var lines: [String] = []
        for problem in report.problems {
            guard let name = Self.command(for: problem.severity) else { continue }
            lines.append(WorkflowCommand(
                name: name,
                properties: Self.location(problem.location.file, problem.location.line, problem.location.column, context)
                    + [("title", "Headroom: unreadable input")],
                message: problem.message
            ).rendered)
        }
        for (summary, severity, problem) in RuleProblemText.reported(report) {
            guard let name = Self.command(for: severity) else { continue }
            lines.append(WorkflowCommand(
                name: name,
                properties: [("title", "Headroom layout rule: \(summary.component) [\(summary.locale)]")],
                message: RuleProblemText.message(summary, problem)
            ).rendered)
        }
        // One annotation per string in a box (GitHub shows only a few annotations per step, and
        // the twelve categories of one translation share its line): the most severe finding's
        // headline, then every failing category.
        for group in FindingGroup.make(report.findings.filter { $0.severity != .ignore }) {
            let severity = group.highestSeverity
            guard let name = Self.command(for: severity) else { continue }
            let lead = group.findings.first { $0.severity == severity }!
            let title = "Headroom \(group.worstVerdict.rawValue): \(group.component).\(group.element) [\(FindingText.localeAndVariant(lead))]"
            var message = FindingText.headline(lead)
            if group.findings.count > 1 { message += "\nAll: " + group.categorySummary }
            lines.append(WorkflowCommand(
                name: name,
                properties: Self.location(lead.location.file, lead.location.line, lead.location.column, context)
                    + [("title", title)],
                message: message
            ).rendered)
        }
        return [ReportFile(contents: lines.map { $0 + "\n" }.joined())]
    }

    static func command(for severity: Severity) -> String? {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        case .ignore: nil
        }
    }

    static func location(_ file: String, _ line: Int, _ column: Int, _ context: ReportContext) -> [(String, String?)] {
        [("file", context.displayPath(file)), ("line", String(max(line, 1))), ("col", String(max(column, 1)))]
    }
}
