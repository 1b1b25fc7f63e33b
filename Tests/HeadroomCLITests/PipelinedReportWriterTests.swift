import Foundation
import HeadroomCheck
import HeadroomReporters
import Testing

@testable import HeadroomCLI
@testable import HeadroomMeasure

/// The command writes batches on a thread of its own: order kept, errors surfaced, nothing lost.
@Suite struct PipelinedReportWriterTests {
    /// Records batch sizes; fails at the batch numbered `failAt`.
    final class Recorder: ReportWriter, @unchecked Sendable {
        var sizes: [Int] = []
        var finished = false
        let failAt: Int?
        struct Full: Error {}
        init(failAt: Int? = nil) { self.failAt = failAt }
        func write(_ findings: [Finding]) throws { Issue.record("the command writes outcomes") }
        func write(outcomes: [StringOutcome]) throws {
            if sizes.count == failAt { throw Full() }
            Thread.sleep(forTimeInterval: 0.002)  // slower than the producer, so batches queue up
            sizes.append(outcomes.count)
        }
        func finish(_ report: CheckReport) throws { finished = true }
    }

    static let empty = CheckReport(
        findings: [], components: [], problems: [], fonts: [], previews: [],
        statistics: Statistics(files: 0, entries: 0, measurements: 0, verdicts: [:], seconds: 0))

    @Test func batchesAreWrittenInOrderThenFinished() throws {
        let recorder = Recorder()
        let writer = PipelinedReportWriter(recorder, depth: 2)
        let sizes = Array(0..<50)
        for size in sizes { try writer.write(Array(repeating: ReportSample.outcome, count: size)) }
        try writer.finish(Self.empty)
        #expect(recorder.sizes == sizes)
        #expect(recorder.finished)
    }

    @Test func aWriteErrorStopsTheRunAndIsThrown() throws {
        let recorder = Recorder(failAt: 3)
        let writer = PipelinedReportWriter(recorder, depth: 2)
        var thrown = false
        for size in 0..<50 {
            do { try writer.write(Array(repeating: ReportSample.outcome, count: size)) } catch {
                thrown = error is Recorder.Full
                break
            }
        }
        if !thrown { #expect(throws: Recorder.Full.self) { try writer.finish(Self.empty) } }
        #expect(recorder.sizes == [0, 1, 2])
        #expect(!recorder.finished)
    }
}

/// One real outcome of the sample, to fill batches.
enum ReportSample {
    static let outcome: StringOutcome = {
        var first: StringOutcome?
        _ = StreamedCheckTests.runner.run(batchBytes: 1) { batch in if first == nil { first = batch.first } }
        return first!
    }()
}
