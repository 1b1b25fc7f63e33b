import DynamicType
import HeadroomCheck
import HeadroomFormats

/// The default format: `path:line:column: error|warning|note: message` at the translation's line,
/// so an Xcode build phase (or a terminal) shows each one in place. One diagnostic per string and
/// element (component element, key, locale, variant: a `GroupedFinding`), at its most severe
/// finding, with every place it fails as ranges when there is more than one (`; all: truncates
/// from AX2 on iPhone SE, from AX4 on iPhone 16`): the boxes of one translation share its line,
/// and a diagnostic per box buries the navigator. `perFinding` prints one line per finding
/// instead. Diagnostics are written as each translation's findings are complete; problems follow
/// them, then components whose layout rule is wrong, at the component's line in the manifest
/// (`headroom: warning: …` for a component built in code); `ignore` is not printed. A string
/// whose Swift places are known (`sources:`, `shownAt:`) gets a `note:` at each, right after its
/// diagnostic: the view a developer changes.
public struct XcodeReporter: StreamingReporter {
    /// Print absolute paths (Xcode's issue navigator opens those most reliably from a build
    /// phase); by default paths under the working directory are relative.
    public var absolutePaths: Bool
    /// One line per finding (category and device) rather than per string and element.
    public var perFinding: Bool

    public init(absolutePaths: Bool = false, perFinding: Bool = false) {
        self.absolutePaths = absolutePaths
        self.perFinding = perFinding
    }

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Holds the findings of the current translation and the text not yet written.
    final class Writer: BufferedReportWriter<XcodeReporter>, ReportWriter {
        var stream = GroupedStream()

        func write(_ findings: [Finding]) throws {
            if reporter.perFinding {
                for finding in findings where finding.severity != .ignore {
                    diagnose(finding, message: FindingWording.message(finding))
                    try buffer.flushIfFull()
                }
            } else {
                try stream.add(findings) { group in
                    diagnose(group)
                    try buffer.flushIfFull()
                }
            }
            try buffer.flush()
        }

        func write(outcomes: [StringOutcome]) throws {
            guard !reporter.perFinding else { return try write(outcomes.flatMap(\.findings)) }
            try stream.add(outcomes: outcomes) { group in
                diagnose(group)
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func finish(_ report: CheckReport) throws {
            stream.finish(diagnose)
            try writeProblems(of: report) { problem in
                guard let level = problem.severity.diagnosticLevel else { return nil }
                let message = FindingWording.oneLine(problem.message)
                guard let location = problem.location else {
                    // No file to point at: a tool-prefixed diagnostic, as compilers print for driver errors.
                    return "headroom: \(level): \(message)\n"
                }
                return reporter.line(location.file, location.line, location.column, level, message, context)
            }
        }

        private func diagnose(_ group: GroupedFinding) {
            diagnose(group.lead, message: FindingWording.message(group))
        }

        private func diagnose(_ finding: Finding, message: String) {
            guard let level = finding.severity.diagnosticLevel else { return }
            buffer.append(reporter.line(finding.location.file, finding.location.line, finding.location.column, level,
                                        message, context))
            // Xcode attaches a `note:` to the diagnostic before it: the Swift view that shows the string.
            for site in finding.shownAt {
                buffer.append(reporter.line(site.file, site.line, site.column ?? 1, "note", FindingWording.shownHere(finding), context))
            }
        }
    }

    func line(
        _ file: String, _ line: Int, _ column: Int, _ level: String, _ message: String, _ context: ReportContext
    ) -> String {
        var path = context.displayPath(file)
        if absolutePaths && !ReportPath.isAbsolute(path) {
            path = ReportPath.absolute(path, in: context.workingDirectory)
        }
        // Keys and values are untrusted: no control character reaches the terminal or the CI log.
        return ControlCharacters.escaped("\(path):\(max(line, 1)):\(max(column, 1)): \(level): \(message)") + "\n"
    }
}
