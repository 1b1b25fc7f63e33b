/// Collects a streaming reporter's text in memory (`render`, tests).
public final class StringReportOutput: ReportOutput {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) throws { self.text += text }
}
