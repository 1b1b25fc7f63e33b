import HeadroomCheck

/// What every streaming format's writer holds: its reporter (the options), the context, and the
/// text not yet written. Each format's `Writer` subclasses it and adds only its own state.
class BufferedReportWriter<Reporter> {
    let reporter: Reporter
    let context: ReportContext
    var buffer: TextBuffer

    init(reporter: Reporter, context: ReportContext, output: any ReportOutput) {
        self.reporter = reporter
        self.context = context
        self.buffer = TextBuffer(output: output)
    }

    /// Appends each problem and reported rule problem (`ReportedProblem.all`) as `text` words it
    /// (nil: not printed at its severity), then flushes: how the one-line formats end.
    func writeProblems(of report: CheckReport, _ text: (ReportedProblem) -> String?) throws {
        for problem in ReportedProblem.all(report) {
            guard let line = text(problem) else { continue }
            buffer.append(line)
            try buffer.flushIfFull()
        }
        try buffer.flush()
    }
}
