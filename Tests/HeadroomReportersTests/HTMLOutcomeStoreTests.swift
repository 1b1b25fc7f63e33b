import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// The HTML pages built from a store the check filled (each locale's outcomes in a temporary file)
/// are the pages of the whole report, byte for byte, with or without the overview index.
@Suite struct HTMLOutcomeStoreTests {
    let context = ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project")

    @Test(arguments: [2_000, 3])
    func storedPagesEqualThePagesOfTheWholeReport(indexCardLimit: Int) throws {
        let report = HTMLFixtures.small
        let reporter = HTMLReporter(indexCardLimit: indexCardLimit)
        let whole = try reporter.render(report, context: context)
        let store = HTMLOutcomeStore()
        // Delivered in two batches, as the check does.
        let half = report.outcomes.count / 2
        try store.add(Array(report.outcomes[..<half]))
        try store.add(Array(report.outcomes[half...]))
        #expect(store.light.allSatisfy { outcome in
            outcome.previews.isEmpty && outcome.results.allSatisfy { $0.reported && $0.measurement.lineTexts.isEmpty }
        })
        var rest = report
        rest.outcomes = []
        var stored: [ReportFile] = []
        try reporter.render(rest, store: store, context: context) { stored.append($0) }
        #expect(stored.map(\.path) == whole.map(\.path))
        for (a, b) in zip(stored, whole) { #expect(a.contents == b.contents, "\(a.path ?? "")") }
    }
}
