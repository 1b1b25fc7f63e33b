import Foundation
import HeadroomCheck
import HeadroomMeasure
import HeadroomFormats
import Testing

@testable import HeadroomCLI
@testable import HeadroomMeasure

/// `CheckRunner` reading the sample a batch of files at a time and handing out findings as it
/// goes must give exactly the report of a run that holds everything.
@Suite(.serialized)
struct StreamedCheckTests {
    static let manifest = try! ManifestParser().load(path: CheckEndToEndTests.manifestPath)
    static let runner = CheckRunner(
        manifest: manifest, measurer: try! MeasurerFactory.make(manifest: manifest, fontsOverride: nil).measurer)

    /// The report minus what legitimately differs between runs (time).
    static func comparable(_ report: CheckReport) -> CheckReport {
        var report = report
        report.statistics.seconds = 0
        return report
    }

    @Test func batchesOfOneFileGiveTheWholeReport() throws {
        let whole = Self.runner.run()
        var batches: [[StringOutcome]] = []
        var streamed = Self.runner.run(batchBytes: 1) { batches.append($0) }
        #expect(streamed.outcomes.isEmpty)
        #expect(batches.count > 1)
        streamed.outcomes = batches.flatMap { $0 }
        #expect(Self.comparable(streamed).outcomes == Self.comparable(whole).outcomes)
        #expect(streamed.components == whole.components)
        #expect(streamed.problems == whole.problems)
        #expect(Self.comparable(streamed).statistics == Self.comparable(whole).statistics)
        #expect(whole.findings.count > 1000)
    }

    @Test func streamingMatchesCheckingEntriesHeldInMemory() throws {
        let paths = Self.manifest.strings.flatMap { PathResolver.expand($0.pattern, base: Self.manifest.baseDirectory) }
        let loaded = LocalizationLoader().load(paths: paths)
        let inMemory = Self.runner.check(entries: loaded.entries, files: loaded.files.count)
        var findings: [Finding] = []
        let streamed = Self.runner.run(batchBytes: 4096) { findings += $0.flatMap(\.findings) }
        #expect(findings == inMemory.findings)
        #expect(streamed.components == inMemory.components)
        #expect(streamed.statistics.measurements == inMemory.statistics.measurements)
        #expect(streamed.statistics.verdicts == inMemory.statistics.verdicts)
        // Source texts reach translations in other batches (en.lproj is its own batch here).
        #expect(findings.contains { $0.locale == "de" && $0.sourceText != nil })
    }

    @Test func slicesOfAFewTranslationsGiveTheWholeReport() throws {
        let whole = Self.runner.run()
        var deliveries = 0
        var findings: [Finding] = []
        let sliced = Self.runner.run(batchBytes: 1 << 30, sliceEntries: 7) { batch in
            deliveries += 1
            findings += batch.flatMap(\.findings)
        }
        #expect(deliveries > 50)  // one batch of every file, cut into slices of 7 translations-and-devices
        #expect(findings == whole.findings)
        #expect(sliced.components == whole.components)
        #expect(sliced.statistics.entries == whole.statistics.entries)
        #expect(sliced.statistics.verdicts == whole.statistics.verdicts)
    }

    @Test func slicesNeverSplitAPlaceAndFollowReportOrder() throws {
        let loaded = LocalizationLoader().load(
            paths: Self.manifest.strings.flatMap { PathResolver.expand($0.pattern, base: Self.manifest.baseDirectory) })
        let slices = CheckRunner.slices(loaded.entries, limit: 5)
        #expect(slices.reduce(0) { $0 + $1.count } == loaded.entries.count)
        let flat = slices.flatMap { $0 }.map { $0.location }
        #expect(flat == flat.sorted())
        for (a, b) in zip(slices, slices.dropFirst()) { #expect(a.last!.location != b.first!.location) }
        #expect(CheckRunner.slices(loaded.entries, limit: loaded.entries.count).count == 1)
    }

    @Test func batchesArriveInReportOrderOneFileRangeAfterAnother() throws {
        var files: [[String]] = []
        _ = Self.runner.run(batchBytes: 1) { batch in
            guard !batch.isEmpty else { return }
            files.append(Array(Set(batch.map(\.location.file))))
        }
        // Each file's findings come in one batch, and batches follow the files' sorted order.
        let flat = files.flatMap { $0 }
        #expect(Set(flat).count == flat.count)
        let firsts = files.map { $0.min()! }
        #expect(firsts == firsts.sorted())
    }

    @Test func aFailingSinkStopsTheRunWithItsError() throws {
        struct Full: Error {}
        var calls = 0
        #expect(throws: Full.self) {
            _ = try Self.runner.run(batchBytes: 1) { batch in
                calls += 1
                if !batch.isEmpty { throw Full() }
            }
        }
        #expect(calls >= 1)
    }
}
