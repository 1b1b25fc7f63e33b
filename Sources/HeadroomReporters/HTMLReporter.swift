import HeadroomCheck

/// Placeholder: the HTML helper replaces this file with the real translator report.
public struct HTMLReporter: Reporter {
    public init() {}
    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        [ReportFile(path: "index.html", contents: "<!doctype html><title>Headroom</title>")]
    }
}
