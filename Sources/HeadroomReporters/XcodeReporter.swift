import DynamicType
import HeadroomCheck
import HeadroomFormats

/// The default format: `path:line:column: error|warning|note: message`, one line per finding at
/// the translation's line, so an Xcode build phase (or a terminal) shows each one in place.
/// Findings are written as they arrive; problems follow them, then components whose layout rule
/// is wrong (`headroom: warning: …`, they have no file); `ignore` findings are not printed.
public struct XcodeReporter: StreamingReporter {
    /// Print absolute paths (Xcode's issue navigator opens those most reliably from a build
    /// phase); by default paths under the working directory are relative.
    public var absolutePaths: Bool

    public init(absolutePaths: Bool = false) {
        self.absolutePaths = absolutePaths
    }

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, buffer: TextBuffer(output: output))
    }

    /// Holds nothing but the text not yet written.
    final class Writer: ReportWriter {
        let reporter: XcodeReporter
        let context: ReportContext
        var buffer: TextBuffer

        init(reporter: XcodeReporter, context: ReportContext, buffer: TextBuffer) {
            self.reporter = reporter
            self.context = context
            self.buffer = buffer
        }

        func write(_ findings: [Finding]) throws {
            for finding in findings {
                guard let level = finding.severity.diagnosticLevel else { continue }
                buffer.append(reporter.line(finding.location.file, finding.location.line, finding.location.column, level,
                                            FindingText.message(finding), context))
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func finish(_ report: CheckReport) throws {
            for problem in report.problems {
                guard let level = problem.severity.diagnosticLevel else { continue }
                buffer.append(reporter.line(problem.location.file, problem.location.line, problem.location.column, level,
                                            FindingText.oneLine(problem.message), context))
                try buffer.flushIfFull()
            }
            for (summary, severity, problem) in RuleProblemText.reported(report) {
                guard let level = severity.diagnosticLevel else { continue }
                // No file to point at: a tool-prefixed diagnostic, as compilers print for driver errors.
                buffer.append("headroom: \(level): \(RuleProblemText.message(summary, problem))\n")
            }
            try buffer.flush()
        }
    }

    func line(
        _ file: String, _ line: Int, _ column: Int, _ level: String, _ message: String, _ context: ReportContext
    ) -> String {
        var path = context.displayPath(file)
        if absolutePaths && !ReportPath.isAbsolute(path) {
            path = ReportPath.absolute(path, in: context.workingDirectory)
        }
        return "\(path):\(max(line, 1)):\(max(column, 1)): \(level): \(message)\n"
    }
}
