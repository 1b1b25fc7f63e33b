import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

@Suite struct XcodeReporterTests {
    @Test func oneDiagnosticPerFindingAtTheTranslationsLine() throws {
        let report = ReportFixture.report
        let output = try XcodeReporter().render(report, context: ReportFixture.context)[0].contents
        let lines = output.split(separator: "\n").map(String.init)
        let shown = report.findings.filter { $0.severity != .ignore }
        let rules = RuleProblemText.reported(report)
        #expect(rules.count == 2)  // the ignored (nil severity) Toolbar rule is not printed
        #expect(lines.count == report.problems.count + rules.count + shown.count)
        // Findings first (written as they arrive), then problems, then layout rules.
        #expect(lines.suffix(rules.count).allSatisfy { $0.hasPrefix("headroom: ") })
        #expect(lines.dropFirst(shown.count).prefix(report.problems.count).allSatisfy { !$0.hasPrefix("headroom: ") })
        let pattern = try NSRegularExpression(pattern: #"^(.+):(\d+):(\d+): (error|warning|note): (.+)$"#)
        for (line, finding) in zip(lines.prefix(shown.count), shown) {
            let match = try #require(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)))
            let group = { (i: Int) in String(line[Range(match.range(at: i), in: line)!]) }
            #expect(group(1) == ReportPath.relative(finding.location.file, to: ReportFixture.workingDirectory))
            #expect(group(2) == String(finding.location.line))
            #expect(group(3) == String(finding.location.column))
            #expect(group(4) == finding.severity.rawValue)
            #expect(group(5).hasPrefix("\(finding.component).\(finding.element) \"\(finding.key)\""))
        }
        // Newlines in problem messages never split a diagnostic.
        #expect(output.contains("matches no file. Check the path."))
    }

    @Test func messageNamesEverythingAndTheHeadroom() {
        let finding = ReportFixture.findings[0]
        #expect(FindingText.headline(finding) == "Header.title \"settings.title\" [ms] truncates at xxxLarge on iPhone SE "
            + "(288 pt horizontal box): 2 lines needed, 1 allowed; over by 38.3 pt (~6 characters)")
    }

    @Test(arguments: [
        (1, 1, 12.0, 8.0, "1 of 1 line; 12.0 pt to spare (~1 character)"),
        (3, 2, -20.0, 6.5, "3 lines needed, 2 allowed; over by 20.0 pt (~3 characters)"),
        (4, 0, -0.5, 0.0, "4 lines, no limit; over by 0.5 pt"),
        (2, 1, -0.04, 9.0, "2 lines needed, 1 allowed; over by under 0.1 pt (~1 character)"),
        (1, 2, 0.0, 9.0, "1 of 2 lines; 0.0 pt to spare (under 1 character)"),
    ])
    func figures(_ lines: Int, _ allowed: Int, _ headroom: Double, _ charWidth: Double, _ expected: String) {
        let m = ReportFixture.measurement(size: 17, lines: lines, allowed: allowed, headroom: headroom, charWidth: charWidth)
        #expect(FindingText.lines(m) + "; " + FindingText.headroom(m) == expected)
    }
}

@Suite struct XcodeAbsolutePathTests {
    @Test func absolutePathsWhenAsked() throws {
        let output = try XcodeReporter(absolutePaths: true).render(ReportFixture.report, context: ReportFixture.context)[0]
            .contents
        let paths = output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        #expect(paths.contains("/work/app/Strings/ms.lproj/Localizable.strings"))
        #expect(paths.contains("/work/app/Strings/Localizable.xcstrings"))
        #expect(paths.contains("/shared/Other App/he.lproj/Alerts.strings"))
        #expect(paths.allSatisfy { $0.hasPrefix("/") || $0 == "headroom" })
    }
}
