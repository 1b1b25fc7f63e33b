import Foundation
import HeadroomCheck
import HeadroomReporters
import Synchronization

/// Writes the report on a thread of its own while the runner measures the next batch, so writing
/// overlaps measuring instead of stopping it. At most `depth` batches are being written or wait, so memory
/// stays bounded; the first write error stops further writes and is thrown to the runner.
// Unchecked: `writer` is not Sendable; it is only ever called on `queue`, then by `finish` after the queue drained.
final class PipelinedReportWriter: @unchecked Sendable {
    private let writer: any ReportWriter
    private let queue = DispatchQueue(label: "headroom.report-writer")
    private let slots: DispatchSemaphore
    private let failure = Mutex<(any Error)?>(nil)

    /// `writer` is only ever called on this object's queue (then by `finish`, after the queue drained).
    init(_ writer: any ReportWriter, depth: Int = 1) {
        self.writer = writer
        slots = DispatchSemaphore(value: max(1, depth))
    }

    /// Queues a batch; throws the error of an earlier write, if any.
    func write(_ batch: [StringOutcome]) throws {
        if let failure = currentFailure { throw failure }
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard currentFailure == nil else { return }
            do { try writer.write(outcomes: batch) } catch { record(error) }
        }
    }

    /// Waits for every queued batch, then writes the rest of the report.
    func finish(_ report: CheckReport) throws {
        queue.sync {}
        if let failure = currentFailure { throw failure }
        try writer.finish(report)
    }

    /// Waits for the queued batches (after the run failed, before the error is reported).
    func drain() { queue.sync {} }

    private var currentFailure: (any Error)? { failure.withLock { $0 } }

    private func record(_ error: any Error) {
        failure.withLock { if $0 == nil { $0 = error } }
    }
}
