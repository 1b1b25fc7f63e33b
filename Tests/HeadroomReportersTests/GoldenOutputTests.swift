import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// Every text format rendered from the one fixed fixture, compared byte for byte with its golden.
@Suite struct GoldenOutputTests {
    /// The formats this module's goldens cover (HTML has its own goldens and tests).
    static let formats: [OutputFormat] = OutputFormat.allCases.filter { $0 != .html }

    static func goldenName(_ format: OutputFormat) -> String {
        switch format {
        case .xcode: "report.xcode.txt"
        case .json: "report.json"
        case .sarif: "report.sarif"
        case .junit: "report.junit.xml"
        case .github: "report.github.txt"
        case .markdown: "report.md"
        case .html: "report.html"
        }
    }

    @Test(arguments: formats)
    func matchesGolden(_ format: OutputFormat) throws {
        let files = try format.reporter.render(ReportFixture.report, context: ReportFixture.context)
        #expect(files.count == 1)
        #expect(files.first?.path == nil)
        try Golden.check(files.first?.contents ?? "", name: Self.goldenName(format))
    }

    @Test(arguments: formats)
    func isDeterministic(_ format: OutputFormat) throws {
        let first = try format.reporter.render(ReportFixture.report, context: ReportFixture.context)
        let second = try format.reporter.render(ReportFixture.report, context: ReportFixture.context)
        #expect(first == second)
    }

    @Test func markdownWithLinksMatchesGolden() throws {
        var context = ReportFixture.context
        context.sourceLinkBase = "https://example.invalid/app/blob/0123abc/"
        let files = try MarkdownReporter(topCount: 3).render(ReportFixture.report, context: context)
        try Golden.check(files[0].contents, name: "report.top3-links.md")
    }

    @Test(arguments: formats)
    func emptyReportRendersWithoutFindings(_ format: OutputFormat) throws {
        let empty = CheckReportFactory.empty
        let files = try format.reporter.render(empty, context: ReportFixture.context)
        try Golden.check(files.first?.contents ?? "", name: "empty." + Self.goldenName(format))
    }
}

@Suite struct MarkdownLimitTests {
    /// A PR comment must stay under GitHub's 65,536 characters, however many findings there are.
    @Test func longReportsAreCut() throws {
        var report = ReportFixture.report
        let template = ReportFixture.findings[0]
        report.findings = (0..<5000).map { index in
            var finding = template
            finding.key = "generated.key.\(index)"
            finding.location.line = index + 1
            return finding
        }
        report.components = (0..<500).map { index in
            ComponentSummary(component: "C\(index)", layout: .adaptive, locale: "ms", device: "iPhone SE",
                             firstVerticalCategory: .large, ruleProblem: nil, firstHorizontalTruncation: .large)
        }
        let text = try MarkdownReporter().render(report, context: ReportFixture.context)[0].contents
        #expect(text.count < 65_536)
        #expect(text.contains("…and 4850 more strings (see the JSON report)."))
        #expect(text.contains("…and 460 more components (see the JSON report)."))
        #expect(text.contains("<summary>All 5000 failing strings (5000 findings)</summary>"))
    }
}
