import DynamicType
import HeadroomCheck
import HeadroomFormats

/// GitHub Actions annotations (`::error file=…,line=…,col=…,title=…::message`), shown on the pull
/// request's changed lines: one per string and element (a `GroupedFinding`: component element,
/// key, locale, variant) at its most severe finding, with every place it fails as ranges, written
/// as each translation's findings are complete; then one per problem and per reported layout-rule
/// problem. Severities map to `error`, `warning` and `notice`; `ignore` is not printed. The Swift
/// places that show the string, when known, end the message (`Shown at Views/Settings.swift:42:13`).
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations per step (and 50 per job):
/// the actions/toolkit documentation, `docs/problem-matchers.md`, "Limitations". Past
/// `annotationsPerLevel` of one level, an entry is printed as a plain log line
/// (`headroom: error: path:line:col: message`), which the step's log shows but GitHub does not
/// turn into an annotation, and a last line counts them (a `::notice` while notices are left).
public struct GitHubReporter: StreamingReporter {
    /// GitHub's per-step limit for each of error, warning and notice annotations.
    public static let stepAnnotationLimit = 10

    /// Annotations written per level (error, warning, notice); the rest become plain log lines.
    public var annotationsPerLevel: Int

    public init(annotationsPerLevel: Int = GitHubReporter.stepAnnotationLimit) {
        self.annotationsPerLevel = annotationsPerLevel
    }

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Holds the findings of the current translation and a count of annotations per level.
    final class Writer: BufferedReportWriter<GitHubReporter>, ReportWriter {
        var stream = GroupedStream()
        var written: [String: Int] = [:]
        var logged: [String: Int] = [:]

        func write(_ findings: [Finding]) throws {
            try stream.add(findings) { group in
                annotate(group)
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func write(outcomes: [StringOutcome]) throws {
            try stream.add(outcomes: outcomes) { group in
                annotate(group)
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func finish(_ report: CheckReport) throws {
            stream.finish { annotate($0) }
            try writeProblems(of: report) { problem in
                guard let name = GitHubReporter.command(for: problem.severity) else { return nil }
                let place = problem.location.map { GitHubReporter.location($0, context) } ?? []
                return emit(WorkflowCommand(name: name, properties: place + [("title", problem.title)], message: problem.message))
            }
            let notAnnotated = ["error", "warning", "notice"].compactMap { name -> String? in
                guard let count = logged[name], count > 0 else { return nil }
                return NumberFormat.count(count, name == "notice" ? "note" : name)
            }
            guard !notAnnotated.isEmpty else { return }
            let message = FindingWording.listed(notAnnotated) + " printed above as log lines, not annotations: GitHub shows "
                + "at most \(reporter.annotationsPerLevel) annotations of each level per step"
            if written["notice", default: 0] < reporter.annotationsPerLevel {
                buffer.append(WorkflowCommand(name: "notice", properties: [("title", "Headroom: more findings than annotations")], message: message).rendered + "\n")
            } else {
                buffer.append("headroom: " + message + "\n")
            }
            try buffer.flush()
        }

        /// The command as an annotation while its level has room, else as a plain log line.
        private func emit(_ command: WorkflowCommand) -> String {
            if written[command.name, default: 0] < reporter.annotationsPerLevel {
                written[command.name, default: 0] += 1
                return command.rendered + "\n"
            }
            logged[command.name, default: 0] += 1
            let property = Dictionary(command.properties.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
            var place = ""
            if let file = property["file"] ?? nil {
                place = file + ":" + ((property["line"] ?? nil) ?? "1") + ":" + ((property["col"] ?? nil) ?? "1") + ": "
            }
            // A fixed prefix: no untrusted text starts the line, so none reads as a workflow command.
            let level = command.name == "notice" ? "note" : command.name
            return ControlCharacters.escaped("headroom: \(level): " + place + FindingWording.oneLine(command.message)) + "\n"
        }

        /// One annotation per string and element: the most severe finding's headline, then every
        /// place it fails.
        private func annotate(_ group: GroupedFinding) {
            guard let name = GitHubReporter.command(for: group.severity) else { return }
            let lead = group.lead
            // Who must act leads the title, so the annotations list groups and filters by it.
            let cause = group.cause.map { " (\($0.rawValue))" } ?? ""
            let title = "Headroom \(group.worstVerdict.rawValue)\(cause): \(lead.component).\(lead.element) [\(FindingWording.localeAndVariant(lead))]"
            var message = FindingWording.headline(lead)
            if group.findingCount > 1 { message += "\nAll: " + FindingWording.ranges(group) }
            let places = group.shownAt.map { FindingWording.place($0, path: context.displayPath) }
            if !places.isEmpty { message += "\n" + FindingWording.shownAt(places) }
            buffer.append(emit(WorkflowCommand(
                name: name, properties: GitHubReporter.location(lead.location, context) + [("title", title)],
                message: message)))
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
