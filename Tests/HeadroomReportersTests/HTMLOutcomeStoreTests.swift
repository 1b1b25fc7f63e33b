import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// The HTML pages built from a store the check filled (each locale's outcomes in a temporary file)
/// are the pages of the whole report, byte for byte, with or without the overview index, each
/// page's cards passing through a scratch file.
@Suite struct HTMLOutcomeStoreTests {
    let context = ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project")

    /// The small report, and the same with every box also on a second device, wider and in one
    /// more font (the developers' page counts each text once and lists every font).
    static let reports: [CheckReport] = {
        var twoDevices = HTMLFixtures.small
        twoDevices.outcomes = twoDevices.outcomes.map { outcome in
            var outcome = outcome
            outcome.results += outcome.results.map { result in
                var result = result
                result.device = "iPad"
                result.measurement.overflow += 3
                result.measurement.fontsUsed.append("Wider Sans")
                return result
            }
            return outcome
        }
        return [HTMLFixtures.small, twoDevices]
    }()

    @Test(arguments: [2_000, 3], [0, 1])
    func storedPagesEqualThePagesOfTheWholeReport(indexCardLimit: Int, reportIndex: Int) throws {
        let report = Self.reports[reportIndex]
        let reporter = HTMLReporter(indexCardLimit: indexCardLimit)
        let whole = try reporter.render(report, context: context)
        let store = HTMLOutcomeStore()
        // Delivered in two batches, as the check does.
        let half = report.outcomes.count / 2
        try store.add(Array(report.outcomes[..<half]))
        try store.add(Array(report.outcomes[half...]))
        // The store keeps counts of the texts, not copies of their outcomes.
        let groups = HTMLStringGroup.make(outcomes: report.outcomes)
        #expect(store.tally.count == groups.count)
        #expect(store.tally.forTranslators == groups.filter { $0.cause == .translation }.count)
        var rest = report
        rest.outcomes = []
        let folder = ReportFileCollector()
        try reporter.render(rest, store: store, context: context, into: folder)
        let stored = folder.files
        #expect(stored.map(\.path) == whole.map(\.path))
        for (a, b) in zip(stored, whole) { #expect(a.contents == b.contents, "\(a.path ?? "")") }
    }
}
