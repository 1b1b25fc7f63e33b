import HeadroomCheck

/// Layout-rule problems of components (a flexible component that goes vertical too late or too
/// early): the ones reported, and how each reads.
enum RuleProblemText {
    /// Component summaries whose rule problem is reported (has a severity other than ignore).
    static func reported(_ report: CheckReport) -> [(summary: ComponentSummary, severity: Severity, problem: String)] {
        report.components.compactMap { summary in
            guard let problem = summary.ruleProblem, let severity = summary.ruleSeverity, severity != .ignore else {
                return nil
            }
            return (summary, severity, problem)
        }
    }

    /// `Button (flexible) [de] on iPhone 16`.
    static func subject(_ summary: ComponentSummary) -> String {
        "\(summary.component) (\(summary.layout.rawValue)) [\(summary.locale)] on \(summary.device)"
    }

    /// `Button (flexible) [de] on iPhone 16: goes vertical from AX1 although…`, on one line.
    static func message(_ summary: ComponentSummary, _ problem: String) -> String {
        subject(summary) + ": " + FindingWording.oneLine(problem)
    }
}
