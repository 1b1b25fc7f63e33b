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
}
