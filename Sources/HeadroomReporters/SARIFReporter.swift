import HeadroomCheck

/// Placeholder while the real reporter is written.
public struct SARIFReporter: Reporter {
    public init() {}
    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        [ReportFile(contents: "")]
    }
}
