import HeadroomCheck

/// A reporter that writes findings as the sweep delivers them, in report order, and holds none
/// of them: memory stays flat however many findings a run has. Every single-file format is one.
public protocol StreamingReporter: Reporter {
    /// A writer for one report into `output`.
    func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter
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
    /// The streaming reporter of this format; nil for HTML, whose pages are built one at a time
    /// from an `HTMLOutcomeStore` the check fills (`HTMLReporter.render(_:store:context:write:)`).
    public var streamingReporter: (any StreamingReporter)? {
        reporter as? any StreamingReporter
    }
}
