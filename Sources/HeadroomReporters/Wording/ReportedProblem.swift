import HeadroomCheck
import HeadroomFormats

/// What the one-line formats (Xcode, GitHub) report after the findings, as one list: each input
/// that could not be read, then each component whose layout rule is wrong (`RuleProblemText`).
struct ReportedProblem {
    var severity: Severity
    /// The input's line, or the component's line in the manifest; nil for a component built in code.
    var location: SourceLocation?
    /// `Headroom: unreadable input`, `Headroom layout rule: Button [de]`.
    var title: String
    /// The problem's message as read, or the rule problem's one-line sentence.
    var message: String

    /// Every problem and reported rule problem of `report`, in that order.
    static func all(_ report: CheckReport) -> [ReportedProblem] {
        report.problems.map { problem in
            ReportedProblem(
                severity: problem.severity, location: problem.location, title: "Headroom: unreadable input",
                message: problem.message)
        }
            + RuleProblemText.reported(report).map { summary, severity, problem in
                ReportedProblem(
                    severity: severity, location: summary.location,
                    title: "Headroom layout rule: \(summary.component) [\(summary.locale)]",
                    message: RuleProblemText.message(summary, problem))
            }
    }
}
