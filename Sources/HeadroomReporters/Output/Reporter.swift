import HeadroomCheck

/// Turns a check report into text. One small type per output format.
public protocol Reporter: Sendable {
    /// The files to write; a single-file format returns one file with `path == nil` (stdout or
    /// `--output`). A multi-file format (HTML) returns paths relative to the output directory.
    func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile]
}
