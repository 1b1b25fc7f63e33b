import DynamicType
import HeadroomCheck
import HeadroomFormats

/// GitHub Actions annotations (`::error file=…,line=…,col=…,title=…::message`), shown on the pull
/// request's changed lines: one per string in a box (component element, key, locale, variant,
/// device) at its most severe finding, written as each translation's findings are complete; then
/// one per problem and per reported layout-rule problem. Severities map to `error`, `warning` and
/// `notice`; `ignore` is not printed. The Swift places that show the string, when known, end the
/// message (`Shown at Views/Settings.swift:42:13`).
public struct GitHubReporter: StreamingReporter {
    public init() {}

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Holds the findings of the current translation only.
    final class Writer: BufferedReportWriter<GitHubReporter>, ReportWriter {
        var run = LocationRun()

        func write(_ findings: [Finding]) throws {
            try run.addReported(findings) { finished in
                annotate(finished)
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func finish(_ report: CheckReport) throws {
            if let last = run.take() { annotate(last) }
            try writeProblems(of: report) { problem in
                guard let name = GitHubReporter.command(for: problem.severity) else { return nil }
                let place = problem.location.map { GitHubReporter.location($0, context) } ?? []
                return WorkflowCommand(name: name, properties: place + [("title", problem.title)], message: problem.message).rendered + "\n"
            }
        }

        /// One annotation per string in a box (GitHub shows only a few annotations per step, and
        /// the twelve categories of one translation share its line): the most severe finding's
        /// headline, then every failing category.
        private func annotate(_ run: [Finding]) {
            for group in FindingGroup.make(run) {
                guard let name = GitHubReporter.command(for: group.highestSeverity) else { continue }
                let lead = group.lead
                // Who must act leads the title, so the annotations list groups and filters by it.
                let cause = group.cause.map { " (\($0.rawValue))" } ?? ""
                let title = "Headroom \(group.worstVerdict.rawValue)\(cause): \(group.id.component).\(group.id.element) [\(FindingWording.localeAndVariant(lead))]"
                var message = FindingWording.headline(lead)
                if group.findings.count > 1 { message += "\nAll: " + group.categorySummary }
                let places = lead.shownAt.map { FindingWording.place($0, path: context.displayPath) }
                if !places.isEmpty { message += "\n" + FindingWording.shownAt(places) }
                buffer.append(WorkflowCommand(
                    name: name,
                    properties: GitHubReporter.location(lead.location, context)
                        + [("title", title)],
                    message: message
                ).rendered + "\n")
            }
        }
    }

    static func command(for severity: Severity) -> String? {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        case .ignore: nil
        }
    }

    static func location(_ location: SourceLocation, _ context: ReportContext) -> [(String, String?)] {
        [
            ("file", context.displayPath(location.file)), ("line", String(max(location.line, 1))),
            ("col", String(max(location.column, 1))),
        ]
    }
}
