import DynamicType
import HeadroomCheck
import HeadroomFormats

/// The default format: `path:line:column: error|warning|note: message`, one line per finding at
/// the translation's line, so an Xcode build phase (or a terminal) shows each one in place.
/// Problems come first (they explain missing findings), then components whose layout rule is
/// wrong (`headroom: warning: …`, they have no file); `ignore` findings are not printed.
public struct XcodeReporter: Reporter {
    /// Print absolute paths (Xcode's issue navigator opens those most reliably from a build
    /// phase); by default paths under the working directory are relative.
    public var absolutePaths: Bool

    public init(absolutePaths: Bool = false) {
        self.absolutePaths = absolutePaths
    }

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        var out = ""
        for problem in report.problems {
            guard let level = problem.severity.diagnosticLevel else { continue }
            out += line(problem.location.file, problem.location.line, problem.location.column, level,
                        FindingText.oneLine(problem.message), context)
        }
        for (summary, severity, problem) in RuleProblemText.reported(report) {
            guard let level = severity.diagnosticLevel else { continue }
            // No file to point at: a tool-prefixed diagnostic, as compilers print for driver errors.
            out += "headroom: \(level): \(RuleProblemText.message(summary, problem))\n"
        }
        for finding in report.findings {
            guard let level = finding.severity.diagnosticLevel else { continue }
            out += line(finding.location.file, finding.location.line, finding.location.column, level,
                        FindingText.message(finding), context)
        }
        return [ReportFile(contents: out)]
    }

    private func line(
        _ file: String, _ line: Int, _ column: Int, _ level: String, _ message: String, _ context: ReportContext
    ) -> String {
        var path = context.displayPath(file)
        if absolutePaths && !ReportPath.isAbsolute(path) {
            path = ReportPath.absolute(path, in: context.workingDirectory)
        }
        return "\(path):\(max(line, 1)):\(max(column, 1)): \(level): \(message)\n"
    }
}
