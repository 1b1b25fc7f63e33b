/// Every report format `headroom check --format` can write.
public enum OutputFormat: String, CaseIterable, Sendable, Hashable, Codable {
    /// `path:line:column: error: message`, for Xcode build phases and terminals (the default).
    case xcode
    /// A stable JSON document for scripts.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// JUnit XML, for CI test dashboards.
    case junit
    /// GitHub Actions workflow commands (`::error file=…::`), annotating the pull request.
    case github
    /// A Markdown summary for a pull-request comment.
    case markdown
    /// A self-contained HTML report for translators (a directory of pages).
    case html
}

extension OutputFormat {
    /// The reporter that writes this format.
    public var reporter: any Reporter {
        switch self {
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter()
        }
    }

    /// The file name used when the output is a directory or no name is given (`headroom.sarif`).
    /// For HTML, the name of the directory's entry page.
    public var defaultFileName: String {
        switch self {
        case .xcode: "headroom.txt"
        case .json: "headroom.json"
        case .sarif: "headroom.sarif"
        case .junit: "junit.xml"
        case .github: "headroom-annotations.txt"
        case .markdown: "headroom.md"
        case .html: "index.html"
        }
    }
}
