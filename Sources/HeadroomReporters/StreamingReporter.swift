import HeadroomCheck

/// Where a streaming reporter writes its text: a file, stdout, or a string in tests. Writers hand
/// it pieces of about 32 KB (never a whole report, never one tiny string per line).
public protocol ReportOutput: AnyObject {
    /// Appends text. Throws when the destination cannot take it (disk full, closed pipe).
    func write(_ text: String) throws
    /// Appends text given as UTF-8 bytes (always whole characters). Writers call this one; the
    /// default makes a String for `write(_:)`, and an output that wants bytes (a file) can take
    /// them as they are and skip that copy.
    func write(utf8 bytes: [UInt8]) throws
}

extension ReportOutput {
    public func write(utf8 bytes: [UInt8]) throws { try write(String(decoding: bytes, as: UTF8.self)) }
}

/// Collects a streaming reporter's text in memory (`render`, tests).
public final class StringReportOutput: ReportOutput {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) throws { self.text += text }
}

/// A reporter that writes findings as the sweep delivers them, in report order, and holds none
/// of them: memory stays flat however many findings a run has. Every single-file format is one.
public protocol StreamingReporter: Reporter {
    /// A writer for one report into `output`.
    func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter
}

/// Writes one report: findings a batch at a time, then the rest. Calls must not overlap (one
/// thread at a time). A writer dropped without `finish` (the run failed) leaves a partial report
/// in its output and cleans up after itself (JUnit removes its temporary files).
public protocol ReportWriter: AnyObject {
    /// The next findings in report order (file, line, column, category, device). A batch may end
    /// anywhere, even between the findings of one string; batches may be empty. The formats that
    /// report one entry per string in a box (GitHub, JUnit, Markdown) group the findings of one
    /// translation location as they come, so a string whose findings were not adjacent would be
    /// reported twice. Text is written as soon as it is final: at once for Xcode, JSON, SARIF and
    /// GitHub; in `finish` for JUnit and Markdown, whose heads count what follows.
    func write(_ findings: [Finding]) throws
    /// The next outcomes in report order: what the check delivers. A writer that reports one
    /// record per string (JSON) takes them as they are; the default writes their flat view of
    /// findings, one line per finding.
    func write(outcomes: [StringOutcome]) throws
    /// Called once, after the last batch: problems, component summaries, statistics and fonts.
    /// `report.findings` is empty (they were written already); counts of findings come from what
    /// the writer saw.
    func finish(_ report: CheckReport) throws
}

extension ReportWriter {
    public func write(outcomes: [StringOutcome]) throws {
        try write(outcomes.flatMap(\.findings))
    }
}

extension StreamingReporter {
    /// The whole report in one string: the outcomes as one batch, then the rest.
    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        let output = StringReportOutput()
        let writer = makeWriter(context: context, output: output)
        try writer.write(outcomes: report.outcomes)
        var rest = report
        rest.outcomes = []
        try writer.finish(rest)
        return [ReportFile(contents: output.text)]
    }
}

extension OutputFormat {
    /// The streaming reporter of this format; nil for HTML, which needs every finding and preview
    /// at once.
    public var streamingReporter: (any StreamingReporter)? {
        reporter as? any StreamingReporter
    }
}
