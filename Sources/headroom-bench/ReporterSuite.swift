import Foundation
import HeadroomCheck
import HeadroomReporters

/// Every streaming reporter writing 400,000 synthetic findings (about the corpus's count) into an
/// output that drops the text: CPU seconds of the writer alone (making the findings is not
/// counted) and the process's peak RSS while that format ran. Findings are made a batch at a
/// time, so a format that held them would show it in its peak.
struct ReporterSuite {
    static let findings = 400_000
    static let batchSize = 2_000
    let options: BenchOptions

    func run() throws -> [BenchResult] {
        let synthetic = SyntheticFindings(count: Self.findings)
        let rest = CheckReport(
            findings: [], components: [], problems: [], fonts: [], previews: [],
            statistics: Statistics(files: 6, entries: synthetic.strings, measurements: synthetic.strings * 12,
                                   verdicts: [.truncates: Self.findings], seconds: 1))
        let context = ReportContext(toolVersion: "bench", workingDirectory: "/work/app")
        var results: [BenchResult] = []
        let baseline = PeakMemory.resetCurrent()
        for format in OutputFormat.allCases {
            guard let reporter = format.streamingReporter else { continue }
            _ = PeakMemory.resetCurrent()
            let output = DiscardingReportOutput()
            let writer = reporter.makeWriter(context: context, output: output)
            var seconds = 0.0
            var start = 0
            while start < Self.findings {
                let batch = synthetic.batch(start..<min(Self.findings, start + Self.batchSize))
                start += batch.count
                seconds += try Stopwatch.seconds { try writer.write(batch) }
            }
            seconds += try Stopwatch.seconds { try writer.finish(rest) }
            let peak = PeakMemory.currentPeak() ?? PeakMemory.mebibytes()
            results.append(BenchResult(
                suite: "reporters", name: "\(format.rawValue): \(Self.findings) findings streamed", value: seconds, unit: "s",
                note: String(format: "%.1f MB written, %.1f µs/finding", Double(output.bytes) / 1e6, seconds / Double(Self.findings) * 1e6)))
            results.append(BenchResult(
                suite: "reporters", name: "\(format.rawValue): peak RSS", value: peak, unit: "MiB",
                note: String(format: "process before any format: %.0f MiB", baseline ?? .nan)))
        }
        return results
    }
}

/// Counts the bytes a writer hands over and drops them (taking them as bytes, as a file output
/// would, so no String is made).
final class DiscardingReportOutput: ReportOutput {
    private(set) var bytes = 0
    func write(_ text: String) throws { bytes += text.utf8.count }
    func write(utf8 bytes: [UInt8]) throws { self.bytes += bytes.count }
}

extension PeakMemory {
    /// Resets the peak RSS Linux tracks for this process (`VmHWM`) to the current RSS, so the next
    /// `currentPeak()` is the peak since now; returns the current RSS in MiB (nil elsewhere).
    static func resetCurrent() -> Double? {
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else { return nil }
        return status("VmRSS:")
    }

    /// Peak RSS since the last `resetCurrent()` (`VmHWM`), in MiB; nil where /proc is missing.
    static func currentPeak() -> Double? { status("VmHWM:") }

    private static func status(_ field: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
            let kib = Double(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
        else { return nil }
        return kib / 1024
    }
}
