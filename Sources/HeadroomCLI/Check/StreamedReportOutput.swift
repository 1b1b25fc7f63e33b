import Foundation
import HeadroomFormats
import HeadroomReporters

/// Where `headroom check` streams a report: stdout (a sink) or a file. The report writers already
/// hand it pieces of about 32 KB, so each piece goes straight through; a report of any size is
/// never held whole.
final class StreamedReportOutput: ReportOutput {
    private let sink: ([UInt8]) throws -> Void
    private let close: () throws -> Void

    init(sink: @escaping ([UInt8]) throws -> Void, close: @escaping () throws -> Void = {}) {
        self.sink = sink
        self.close = close
    }

    /// A report written to a temporary file beside `path` and renamed over it by `finish()` (a
    /// device or FIFO is written through); refuses a path that is one of the run's `inputs`. Until
    /// `finish()`, the previous report at `path` is untouched.
    static func file(_ path: String, inputs: InputFiles = InputFiles([])) throws -> StreamedReportOutput {
        let destination = try ReportDestination.open(path, inputs: inputs)
        return StreamedReportOutput(sink: { try destination.write($0) }, close: { try destination.commit() })
    }

    func write(_ text: String) throws { try write(utf8: Array(text.utf8)) }

    func write(utf8 bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
    }

    /// Closes the destination.
    func finish() throws { try close() }
}
