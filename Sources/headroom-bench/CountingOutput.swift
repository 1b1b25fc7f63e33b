import HeadroomReporters

/// A report output that only counts bytes (the bench's /dev/null).
final class CountingOutput: ReportOutput {
    private(set) var bytes = 0
    func write(_ text: String) throws { bytes += text.utf8.count }
}
