import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

@Suite struct XcodeReporterTests {
    @Test func oneDiagnosticPerStringInABoxAtTheTranslationsLine() throws {
        let report = ReportFixture.report
        let output = try XcodeReporter().render(report, context: ReportFixture.context)[0].contents
        let all = output.split(separator: "\n").map(String.init)
        // The Swift places that show a string are notes right after its diagnostic.
        let lines = all.filter { !$0.contains(" is shown here (") }
        #expect(Array(all[1...3]) == [
            "Sources/Settings/SettingsView.swift:42:13: note: \"settings.title\" is shown here (Header)",
            "Sources/Settings/SettingsRow.swift:7:1: note: \"settings.title\" is shown here (Header)",
            "Strings/ms.lproj/Localizable.strings:13:23: warning: " + FindingWording.message(report.findings[3]),
        ])
        #expect(all.contains("/shared/Other App/AlertView.swift:20:9: note: \"alert.delete\" is shown here (Alert)"))
        let groups = report.groupedFindings
        #expect(all.count - lines.count == groups.map { $0.shownAt.count }.reduce(0, +))
        let rules = RuleProblemText.reported(report)
        #expect(rules.count == 2)  // the ignored (nil severity) Toolbar rule is not printed
        #expect(groups.count < report.findings.count)
        #expect(lines.count == report.problems.count + rules.count + groups.count)
        // Strings first (written as they arrive), then problems, then layout rules: at the
        // component's manifest line when it has one, else tool-prefixed.
        #expect(lines.suffix(rules.count).contains("headroom.yml:41:1: warning: List (flexible) [ru] on iPhone SE: truncates "
            + "horizontally from xxLarge, before the accessibility sizes where List goes vertical; it needs to go vertical from xxLarge"))
        #expect(lines.suffix(rules.count).contains { $0.hasPrefix("headroom: note: Button (flexible) [de]") })
        #expect(lines.dropFirst(groups.count).prefix(report.problems.count).allSatisfy { !$0.hasPrefix("headroom: ") })
        let pattern = try NSRegularExpression(pattern: #"^(.+):(\d+):(\d+): (error|warning|note): (.+)$"#)
        for (line, group) in zip(lines.prefix(groups.count), groups) {
            let lead = group.lead
            let match = try #require(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)))
            let field = { (i: Int) in String(line[Range(match.range(at: i), in: line)!]) }
            #expect(field(1) == ReportPath.relative(lead.location.file, to: ReportFixture.workingDirectory))
            #expect(field(2) == String(lead.location.line))
            #expect(field(3) == String(lead.location.column))
            #expect(field(4) == group.severity.rawValue)
            #expect(field(5).hasPrefix(FindingWording.message(lead)))
            #expect(field(5).hasSuffix(group.findingCount > 1 ? "; all: " + FindingWording.ranges(group) : FindingWording.message(lead)))
        }
        // The three Malay title findings are one diagnostic listing every category.
        #expect(lines[0].hasSuffix("over by 38.3 pt (~7 characters) [cause: translation]; all: truncates at xxxLarge–AX2 on iPhone SE"))
        // Newlines in problem messages never split a diagnostic.
        #expect(output.contains("matches no file. Check the path."))
    }

    @Test func perFindingPrintsEveryCategory() throws {
        let report = ReportFixture.report
        let output = try XcodeReporter(perFinding: true).render(report, context: ReportFixture.context)[0].contents
        let lines = output.split(separator: "\n").map(String.init).filter { !$0.contains(" is shown here (") }
        let shown = report.findings.filter { $0.severity != .ignore }
        #expect(lines.count == report.problems.count + RuleProblemText.reported(report).count + shown.count)
        for (line, finding) in zip(lines, shown) {
            #expect(line.hasSuffix(": " + FindingWording.message(finding)))
        }
    }

    @Test func messageNamesEverythingAndTheHeadroom() {
        let finding = ReportFixture.findings[0]
        #expect(FindingWording.headline(finding) == "Header.title \"settings.title\" [ms] truncates at xxxLarge on iPhone SE "
            + "(288 pt horizontal box): 2 lines needed, 1 allowed; over by 38.3 pt (~7 characters) [cause: translation]")
    }

    @Test(arguments: [
        (1, 1, 12.0, 8.0, "1 of 1 line; 12.0 pt to spare (~1 character)"),
        // An overflow in characters rounds up (cut at least that many: 20 / 6.5 = 3.08 → 4).
        (3, 2, -20.0, 6.5, "3 lines needed, 2 allowed; over by 20.0 pt (~4 characters)"),
        (4, 0, -0.5, 0.0, "4 lines, no limit; over by 0.5 pt"),
        (2, 1, -0.04, 9.0, "2 lines needed, 1 allowed; over by under 0.1 pt (~1 character)"),
        (1, 2, 0.0, 9.0, "1 of 2 lines; 0.0 pt to spare (under 1 character)"),
    ])
    func figures(_ lines: Int, _ allowed: Int, _ headroom: Double, _ charWidth: Double, _ expected: String) {
        let m = ReportFixture.measurement(size: 17, lines: lines, allowed: allowed, headroom: headroom, charWidth: charWidth)
        #expect(FindingWording.lines(m) + "; " + FindingWording.headroom(m) == expected)
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
        #expect(paths.allSatisfy { $0.hasPrefix("/") || $0 == "headroom" || $0 == "headroom.yml" })
    }
}
