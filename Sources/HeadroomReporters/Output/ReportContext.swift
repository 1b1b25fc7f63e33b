/// What a reporter needs to know about the run besides its findings.
public struct ReportContext: Sendable, Hashable {
    /// The version of Headroom that produced the report (for SARIF `tool.driver.version`, JSON).
    public var toolVersion: String
    /// Absolute path of the working directory; file paths under it are reported relative to it.
    public var workingDirectory: String
    /// A URL prefix that turns a relative path into a link to the file, such as
    /// `https://github.com/OWNER/REPO/blob/SHA/` (Markdown links); plain text when nil.
    public var sourceLinkBase: String?

    public init(
        toolVersion: String, workingDirectory: String, sourceLinkBase: String? = nil
    ) {
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
        self.sourceLinkBase = sourceLinkBase
    }
}
