import HeadroomCheck

/// Turns a check report into text. One small type per output format.
public protocol Reporter: Sendable {
    /// The files to write; a single-file format returns one file with `path == nil` (stdout or
    /// `--output`). A multi-file format (HTML) returns paths relative to the output directory.
    func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile]

    /// The same files handed to `write` one at a time. A multi-file format (HTML) builds each file
    /// after the one before is written, so memory holds one page, not every page.
    func render(_ report: CheckReport, context: ReportContext, write: (ReportFile) throws -> Void) throws
}

extension Reporter {
    public func render(_ report: CheckReport, context: ReportContext, write: (ReportFile) throws -> Void) throws {
        for file in try render(report, context: context) { try write(file) }
    }
}
