import HeadroomCheck
import HeadroomFormats

/// JUnit XML for CI test dashboards: one `<testsuite>` per component, one `<testcase>` per string
/// in a box (element, key, locale, variant, device) with a `<failure>` naming the categories that
/// fail, and one case per reported layout-rule problem of the component. Warnings and errors
/// fail; notes are listed in `<system-out>` of a passing case; problems are `<error>` cases in a
/// `problems` suite.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        let groups = FindingGroup.make(report.findings.filter { $0.severity != .ignore })
        let rules = RuleProblemText.reported(report)
        let components = Set(groups.map(\.component) + rules.map(\.summary.component)).sorted()
        let groupsByComponent = Dictionary(grouping: groups, by: \.component)
        let problems = report.problems.filter { $0.severity != .ignore }
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        for component in components {
            let cases = groupsByComponent[component, default: []]
            let ruleCases = rules.filter { $0.summary.component == component }
            let failures = cases.filter { $0.highestSeverity >= .warning }.count
                + ruleCases.filter { $0.severity >= .warning }.count
            totalTests += cases.count + ruleCases.count
            totalFailures += failures
            var suite = "  <testsuite " + [
                XMLText.attribute("name", component), XMLText.attribute("tests", String(cases.count + ruleCases.count)),
                XMLText.attribute("failures", String(failures)), XMLText.attribute("errors", "0"),
                XMLText.attribute("skipped", "0"),
            ].joined(separator: " ") + ">\n"
            for rule in ruleCases { suite += ruleCase(rule.summary, rule.severity, rule.problem) }
            for group in cases { suite += testCase(group, context: context) }
            suites.append(suite + "  </testsuite>\n")
        }
        if !problems.isEmpty {
            totalTests += problems.count
            var suite = "  <testsuite " + [
                XMLText.attribute("name", "problems"), XMLText.attribute("tests", String(problems.count)),
                XMLText.attribute("failures", "0"), XMLText.attribute("errors", String(problems.count)),
                XMLText.attribute("skipped", "0"),
            ].joined(separator: " ") + ">\n"
            for problem in problems { suite += problemCase(problem, context: context) }
            suites.append(suite + "  </testsuite>\n")
        }
        if totalTests == 0 {
            // A clean run still reports one passing case, so CI does not read "no tests ran".
            let stats = report.statistics
            totalTests = 1
            suites.append("  <testsuite " + [
                XMLText.attribute("name", "headroom"), XMLText.attribute("tests", "1"),
                XMLText.attribute("failures", "0"), XMLText.attribute("errors", "0"), XMLText.attribute("skipped", "0"),
            ].joined(separator: " ") + ">\n    <testcase " + [
                XMLText.attribute("classname", "headroom"),
                XMLText.attribute("name", "\(NumberFormat.count(stats.entries, "string")) from "
                    + "\(NumberFormat.count(stats.files, "file")) fit (\(NumberFormat.count(stats.measurements, "measurement")))"),
            ].joined(separator: " ") + "/>\n  </testsuite>\n")
        }
        let root = "<testsuites " + [
            XMLText.attribute("name", "headroom"), XMLText.attribute("tests", String(totalTests)),
            XMLText.attribute("failures", String(totalFailures)), XMLText.attribute("errors", String(problems.count)),
            XMLText.attribute("time", NumberFormat.fixed(report.statistics.seconds, decimals: 3)),
        ].joined(separator: " ") + ">\n"
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root + suites.joined() + "</testsuites>\n"
        return [ReportFile(contents: xml)]
    }

    private func testCase(_ group: FindingGroup, context: ReportContext) -> String {
        let first = group.findings[0]
        let locale = group.variant.map { "\(group.locale), \($0)" } ?? group.locale
        var xml = "    <testcase " + [
            XMLText.attribute("classname", "\(group.component).\(group.element)"),
            XMLText.attribute("name", "\"\(group.key)\" [\(locale)] on \(group.device)"),
            XMLText.attribute("file", context.displayPath(first.location.file)),
            XMLText.attribute("line", String(first.location.line)),
        ].joined(separator: " ")
        var details = group.findings.map { FindingText.message($0) }.joined(separator: "\n")
        details += "\nTranslation: " + first.value
        if let source = first.sourceText { details += "\nSource: " + source }
        if group.highestSeverity >= .warning {
            xml += ">\n      <failure " + [
                XMLText.attribute("type", group.worstVerdict.rawValue),
                XMLText.attribute("message", group.categorySummary),
            ].joined(separator: " ") + ">" + XMLText.escape(details) + "</failure>\n    </testcase>\n"
        } else {
            xml += ">\n      <system-out>" + XMLText.escape(details) + "</system-out>\n    </testcase>\n"
        }
        return xml
    }

    /// A component's layout rule in one locale on one device.
    private func ruleCase(_ summary: ComponentSummary, _ severity: Severity, _ problem: String) -> String {
        let head = "    <testcase " + [
            XMLText.attribute("classname", summary.component),
            XMLText.attribute("name", "layout rule (\(summary.layout.rawValue)) [\(summary.locale)] on \(summary.device)"),
        ].joined(separator: " ") + ">\n"
        let body = RuleProblemText.message(summary, problem)
        if severity >= .warning {
            return head + "      <failure " + [
                XMLText.attribute("type", "layout-rule"), XMLText.attribute("message", FindingText.oneLine(problem)),
            ].joined(separator: " ") + ">" + XMLText.escape(body) + "</failure>\n    </testcase>\n"
        }
        return head + "      <system-out>" + XMLText.escape(body) + "</system-out>\n    </testcase>\n"
    }

    private func problemCase(_ problem: Problem, context: ReportContext) -> String {
        let path = context.displayPath(problem.location.file)
        return "    <testcase " + [
            XMLText.attribute("classname", "problems"),
            XMLText.attribute("name", "\(path):\(problem.location.line)"),
            XMLText.attribute("file", path),
            XMLText.attribute("line", String(problem.location.line)),
        ].joined(separator: " ") + ">\n      <error " + [
            XMLText.attribute("type", problem.severity.rawValue),
            XMLText.attribute("message", FindingText.oneLine(problem.message)),
        ].joined(separator: " ") + ">" + XMLText.escape(problem.message) + "</error>\n    </testcase>\n"
    }
}
