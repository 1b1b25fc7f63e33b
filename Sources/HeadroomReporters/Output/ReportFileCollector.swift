/// A folder in memory: each file written becomes a `ReportFile` (`Reporter.render`, tests).
public final class ReportFileCollector: ReportFolder {
    public private(set) var files: [ReportFile] = []

    public init() {}

    public func write(_ path: String, _ produce: (any ReportOutput) throws -> Void) throws {
        let output = StringReportOutput()
        try produce(output)
        files.append(ReportFile(path: path, contents: output.text))
    }
}
