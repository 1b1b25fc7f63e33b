import DynamicType
import HeadroomCheck
import HeadroomFormats

/// GitHub Actions annotations: one workflow command per finding and problem
/// (`::error file=…,line=…,col=…,title=…::message`), shown on the pull request's changed lines.
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
        for finding in report.findings {
            guard let name = Self.command(for: finding.severity) else { continue }
            let title = "Headroom \(finding.verdict.rawValue): \(finding.component).\(finding.element) [\(FindingText.localeAndVariant(finding))]"
            let message = FindingText.headline(finding)
            lines.append(WorkflowCommand(
                name: name,
                properties: Self.location(finding.location.file, finding.location.line, finding.location.column, context)
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
