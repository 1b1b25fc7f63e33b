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
