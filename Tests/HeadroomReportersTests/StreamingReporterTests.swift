import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A fixed-seed generator (SplitMix64), so the random batch sizes are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Records every piece of text a writer hands over.
final class RecordingOutput: ReportOutput {
    var pieces: [String] = []
    var text: String { pieces.joined() }
    func write(_ text: String) throws { pieces.append(text) }
}

/// Takes the UTF-8 bytes as they are, as a file output does.
final class ByteOutput: ReportOutput {
    var bytes: [UInt8] = []
    var strings = 0
    func write(_ text: String) throws { strings += 1; bytes += Array(text.utf8) }
    func write(utf8 bytes: [UInt8]) throws { self.bytes += bytes }
}

/// An output that refuses text, like a closed pipe.
final class FailingOutput: ReportOutput {
    struct Closed: Error {}
    func write(_ text: String) throws { throw Closed() }
}

/// Streaming writers: the same bytes however the findings are cut into batches, consistent counts
/// at scale, bounded writes, and JUnit's temporary files cleaned up.
@Suite struct StreamingReporterTests {
    /// Every streaming reporter, with the variants whose options change what is held.
    static let reporters: [(name: String, reporter: any StreamingReporter)] = [
        ("xcode", XcodeReporter()), ("xcode-absolute", XcodeReporter(absolutePaths: true)),
        ("xcode-per-finding", XcodeReporter(perFinding: true)),
        ("json", JSONReporter()), ("sarif", SARIFReporter()), ("junit", JUnitReporter()), ("github", GitHubReporter()),
        ("markdown", MarkdownReporter()), ("markdown-top3-rows5", MarkdownReporter(topCount: 3, detailLimit: 5)),
    ]
    static let names = reporters.map(\.name)

    static func reporter(_ name: String) -> any StreamingReporter { reporters.first { $0.name == name }!.reporter }

    /// The fixture's findings `copies` times, each copy on its own lines with its own keys (so the
    /// strings in a box stay distinct), in the fixture's order.
    static func repeated(_ copies: Int) -> CheckReport {
        var report = ReportFixture.report
        report.findings = (0..<copies).flatMap { copy in
            ReportFixture.findings.map { finding in
                var finding = finding
                finding.key += ".\(copy)"
                finding.location.line += copy * 1000
                return finding
            }
        }
        return report
    }

    /// Feeds `batches` to a fresh writer, then finishes with the rest of `report`.
    static func stream(_ reporter: any StreamingReporter, _ report: CheckReport, batches: [[Finding]],
                       context: ReportContext = ReportFixture.context) throws -> RecordingOutput {
        let output = RecordingOutput()
        let writer = reporter.makeWriter(context: context, output: output)
        for batch in batches { try writer.write(batch) }
        var rest = report
        rest.findings = []
        try writer.finish(rest)
        return output
    }

    /// Cuts findings into batches of random sizes (0 to `largest`), empty batches included.
    static func randomBatches(_ findings: [Finding], largest: Int, seed: UInt64) -> [[Finding]] {
        var generator = SeededGenerator(state: seed)
        var batches: [[Finding]] = []
        var start = 0
        while start < findings.count {
            let size = Int.random(in: 0...largest, using: &generator)
            let end = min(findings.count, start + size)
            batches.append(Array(findings[start..<end]))
            start = end
        }
        return batches
    }

    @Test(arguments: names)
    func batchingNeverChangesTheBytes(_ name: String) throws {
        let reporter = Self.reporter(name)
        for report in [ReportFixture.report, CheckReportFactory.empty, Self.repeated(40)] {
            let whole = try reporter.render(report, context: ReportFixture.context)[0].contents
            let findings = report.findings
            let cuts: [(String, [[Finding]])] = [
                ("one at a time", findings.map { [$0] }),
                ("random batches", Self.randomBatches(findings, largest: 17, seed: 42)),
                ("empty batches between", findings.flatMap { [[], [$0], []] }),
                ("no batch at all", findings.isEmpty ? [] : [findings]),
            ]
            for (label, batches) in cuts {
                let streamed = try Self.stream(reporter, report, batches: batches).text
                #expect(streamed == whole, "\(name), \(report.findings.count) findings, \(label)")
            }
        }
    }

    /// Writers hand over bytes; an output taking them directly gets the same text, and no String.
    @Test(arguments: names)
    func bytesOutputGetsTheSameText(_ name: String) throws {
        let reporter = Self.reporter(name)
        let report = Self.repeated(40)
        let output = ByteOutput()
        let writer = reporter.makeWriter(context: ReportFixture.context, output: output)
        for batch in Self.randomBatches(report.findings, largest: 30, seed: 21) { try writer.write(batch) }
        var rest = report
        rest.findings = []
        try writer.finish(rest)
        #expect(String(decoding: output.bytes, as: UTF8.self) == (try reporter.render(report, context: ReportFixture.context)[0].contents))
        #expect(output.strings == 0)
    }

    @Test func markdownWithLinksIsTheSameStreamed() throws {
        var context = ReportFixture.context
        context.sourceLinkBase = "https://example.invalid/app/blob/0123abc/"
        let report = Self.repeated(3)
        let whole = try MarkdownReporter(topCount: 3).render(report, context: context)[0].contents
        let streamed = try Self.stream(
            MarkdownReporter(topCount: 3), report, batches: Self.randomBatches(report.findings, largest: 5, seed: 7),
            context: context)
        #expect(streamed.text == whole)
    }

    /// Text is handed over in pieces of a few KB at most, and not one tiny string at a time.
    @Test(arguments: ["xcode", "json", "sarif", "junit", "github"])
    func writesArePiecesOfBoundedSize(_ name: String) throws {
        let report = Self.repeated(400)
        let output = try Self.stream(Self.reporter(name), report, batches: [report.findings])
        let largest = output.pieces.map(\.utf8.count).max() ?? 0
        #expect(largest < TextBuffer.flushSize + 16 * 1024, "\(name): a piece of \(largest) bytes")
        #expect(output.pieces.count > 2, "\(name): \(output.pieces.count) pieces")
        #expect(output.text.utf8.count / output.pieces.count > 8 * 1024, "\(name): pieces too small")
    }

    @Test func jsonCountsWhatItWasFed() throws {
        let report = Self.repeated(250)
        let output = try Self.stream(JSONReporter(), report, batches: Self.randomBatches(report.findings, largest: 300, seed: 3))
        let root = try JSONReporterTests.parse(output.text)
        let outcomes = try #require(root["outcomes"] as? [[String: Any]])
        #expect(outcomes.count == report.outcomes.count)  // batches cut strings apart: still one record each
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == report.findings.count)
        let errors = report.findings.filter { $0.severity == .error }.count + report.problems.filter { $0.severity == .error }.count
        #expect(summary["errors"] as? Int == errors)
        let verdicts = try #require(summary["verdicts"] as? [String: Int])
        #expect(verdicts["truncates"] == report.findings.filter { $0.verdict == .truncates }.count)
        // The documented key order: outcomes before the counts.
        let keys = ["version", "tool", "outcomes", "summary", "statistics", "components", "problems", "fonts"]
        let positions = keys.map { output.text.range(of: "\n  \"\($0)\": ")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func sarifHasOneResultPerStringAndProblem() throws {
        let report = Self.repeated(250)
        let output = try Self.stream(SARIFReporter(), report, batches: Self.randomBatches(report.findings, largest: 300, seed: 5))
        let log = try SARIFReporterTests.parse(output.text)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == GroupedFinding.make(report.findings).count + report.problems.count)
        #expect(results.last?["ruleId"] as? String == VerdictRule.problem.id)
        let notifications = (run["invocations"] as? [[String: Any]])?.first?["toolConfigurationNotifications"] as? [Any]
        #expect(notifications?.count == RuleProblemText.reported(report).count)
    }

    /// Enough test cases to spill to disk: the counts in the opening tags still match the cases.
    @Test func junitCountsMatchItsTestCasesWhenSpilled() throws {
        let report = Self.repeated(1500)
        let output = RecordingOutput()
        let writer = try #require(JUnitReporter().makeWriter(context: ReportFixture.context, output: output) as? JUnitReporter.Writer)
        for batch in Self.randomBatches(report.findings, largest: 500, seed: 11) { try writer.write(batch) }
        let directory = try #require(writer.directory, "nothing was spilled")
        #expect(FileManager.default.fileExists(atPath: directory))
        var rest = report
        rest.findings = []
        try writer.finish(rest)
        #expect(!FileManager.default.fileExists(atPath: directory))

        let (ok, parsed) = JUnitCollector.parse(output.text)
        #expect(ok, "\(String(describing: parsed.parseError))")
        let groups = report.groupedFindings
        let rules = RuleProblemText.reported(report)
        let problems = report.problems.filter { $0.severity != .ignore }
        #expect(parsed.testcases.count == groups.count + rules.count + problems.count)
        #expect(parsed.rootAttributes["tests"] == String(parsed.testcases.count))
        #expect(parsed.rootAttributes["failures"] == String(parsed.failures.count))
        #expect(parsed.suites.compactMap { Int($0["tests"] ?? "") }.reduce(0, +) == parsed.testcases.count)
        #expect(parsed.suites.compactMap { Int($0["failures"] ?? "") }.reduce(0, +) == parsed.failures.count)
        // One suite per component, in name order, then the problems.
        let components = Set(groups.map(\.identity.component) + rules.map(\.summary.component)).sorted()
        #expect(parsed.suites.compactMap { $0["name"] } == components + ["problems"])
        // The whole document equals the one rendered in memory.
        #expect(output.text == (try JUnitReporter().render(report, context: ReportFixture.context)[0].contents))
    }

    @Test func junitRemovesItsFilesWhenTheOutputFails() throws {
        let report = Self.repeated(1500)
        var directory: String?
        do {
            let writer = try #require(JUnitReporter().makeWriter(context: ReportFixture.context, output: FailingOutput()) as? JUnitReporter.Writer)
            try writer.write(report.findings)
            directory = writer.directory
            #expect(directory.map(FileManager.default.fileExists(atPath:)) == true)
            var rest = report
            rest.findings = []
            #expect(throws: FailingOutput.Closed.self) { try writer.finish(rest) }
        }
        #expect(directory.map(FileManager.default.fileExists(atPath:)) == false)
        // A writer dropped before `finish` (the run failed) removes them too.
        do {
            let writer = try #require(JUnitReporter().makeWriter(context: ReportFixture.context, output: RecordingOutput()) as? JUnitReporter.Writer)
            try writer.write(report.findings)
            directory = writer.directory
        }
        #expect(directory != nil)
        #expect(directory.map(FileManager.default.fileExists(atPath:)) == false)
    }

    @Test func xcodeAndGitHubLinesAddUp() throws {
        let report = Self.repeated(100)
        let shown = report.findings.filter { $0.severity != .ignore }
        let rules = RuleProblemText.reported(report).count
        let xcode = try Self.stream(XcodeReporter(), report, batches: Self.randomBatches(report.findings, largest: 50, seed: 1))
        // Each diagnostic is followed by one `note:` line per Swift place of the finding it leads with.
        let groups = GroupedFinding.make(shown)
        let groupNotes = groups.map(\.shownAt.count)
        #expect(xcode.text.split(separator: "\n").count == groups.count + groupNotes.reduce(0, +) + report.problems.count + rules)
        let perFinding = try Self.stream(
            XcodeReporter(perFinding: true), report, batches: Self.randomBatches(report.findings, largest: 50, seed: 3))
        let findingNotes = shown.map(\.shownAt.count).reduce(0, +)
        #expect(perFinding.text.split(separator: "\n").count == shown.count + findingNotes + report.problems.count + rules)
        let github = try Self.stream(GitHubReporter(annotationsPerLevel: .max), report, batches: Self.randomBatches(report.findings, largest: 50, seed: 2))
        #expect(github.text.split(separator: "\n").count == groups.count + report.problems.count + rules)
    }

    @Test func markdownCountsEveryStringButListsFew() throws {
        let report = Self.repeated(100)
        let shown = report.findings.filter { $0.severity != .ignore }
        let groups = FindingGroup.make(shown).count
        let text = try Self.stream(MarkdownReporter(), report, batches: Self.randomBatches(report.findings, largest: 50, seed: 9)).text
        #expect(text.contains("<summary>All \(groups) failing strings (\(shown.count) findings)</summary>"))
        #expect(text.contains("…and \(groups - 150) more strings (see the JSON report)."))
        #expect(text.contains("…and \(groups - 10) more failing strings below."))
        // Per-locale strings are counted once per translation: 100 copies of each fixture string.
        #expect(text.contains("| ms | 200 | 300 | 100 | 0 | xLarge | xLarge, xxxLarge–AX2 |"))
    }
}
