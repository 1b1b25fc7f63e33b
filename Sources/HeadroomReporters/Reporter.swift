import HeadroomCheck

/// Turns a check report into text. One small type per output format.
public protocol Reporter: Sendable {
    /// The files to write; a single-file format returns one file with `path == nil` (stdout or
    /// `--output`). A multi-file format (HTML) returns paths relative to the output directory.
    func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile]
}

/// One rendered output file.
public struct ReportFile: Sendable, Hashable {
    /// Where to write it, relative to the output directory; nil for the single file of a
    /// single-file format (written to stdout or to `--output`).
    public var path: String?
    public var contents: String

    public init(path: String? = nil, contents: String) {
        self.path = path
        self.contents = contents
    }
}

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
