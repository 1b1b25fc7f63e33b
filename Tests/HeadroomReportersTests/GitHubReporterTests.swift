import HeadroomCheck
import Testing
@testable import HeadroomReporters

@Suite struct GitHubReporterTests {
    @Test(arguments: [
        ("100% done", "100%25 done", "100%25 done"),
        ("a\nb\r\nc", "a%0Ab%0D%0Ac", "a%0Ab%0D%0Ac"),
        ("key: a, b", "key: a, b", "key%3A a%2C b"),
        ("%0A literal", "%250A literal", "%250A literal"),
        ("::error::x", "::error::x", "%3A%3Aerror%3A%3Ax"),
        ("שלום, 👋", "שלום, 👋", "שלום%2C 👋"),
        ("", "", ""),
    ])
    func escaping(_ input: String, _ data: String, _ property: String) {
        #expect(WorkflowCommand.escapeData(input) == data)
        #expect(WorkflowCommand.escapeProperty(input) == property)
    }

    @Test func oneCommandPerStringInABoxAtItsLine() throws {
        let report = ReportFixture.report
        let output = try GitHubReporter().render(report, context: ReportFixture.context)[0].contents
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let groups = report.groupedFindings
        let rules = RuleProblemText.reported(report).count
        #expect(lines.count == report.problems.count + rules + groups.count)
        // Messages are escaped, so each command stays on its line.
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        // Strings first (written as they arrive), then problems and layout rules.
        #expect(lines.suffix(rules).allSatisfy { $0.contains("title=Headroom layout rule") })
        for (line, group) in zip(lines.prefix(groups.count), groups) {
            let finding = group.lead
            let expected = "::\(GitHubReporter.command(for: group.severity)!) "
                + "file=\(ReportPath.relative(finding.location.file, to: ReportFixture.workingDirectory)),"
                + "line=\(finding.location.line),col=\(finding.location.column),"
            #expect(line.hasPrefix(expected))
        }
        // The three Malay title findings are one annotation listing every category.
        #expect(output.contains(
            "%0AAll: truncates at xxxLarge–AX2 on iPhone SE%0AShown at Sources/Settings/SettingsView.swift:42:13, Sources/Settings/SettingsRow.swift:7\n"))
        #expect(output.contains("title=Headroom reflow (translation)%3A List.footer [ru%2C many]::"))
        #expect(output.contains("title=Headroom at-risk (design)%3A Header.title [en]::"))
        #expect(output.contains("\"items.count: total, %25d%25%25\" [ru, many]"))
        #expect(output.contains("::warning file=headroom.yml,line=41,col=1,title=Headroom layout rule%3A List [ru]::List (flexible) [ru] on iPhone SE: truncates"))
        #expect(output.contains("::notice title=Headroom layout rule%3A Button [de]::"))
    }
}
