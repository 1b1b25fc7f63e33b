import HeadroomCheck

/// A stable JSON document for scripts: fixed key order, fixed number format, a `version` to check.
///
/// Shape (version 4, described by `docs/report.schema.json`), in this key order: `version`, `tool`,
/// `outcomes` (one record per string and element: identity, location and texts once, the grouped
/// `message` and `spans` the CI formats print, its result in every box nested under `results`, and its previews only when asked for: they are large), `summary`,
/// `statistics`, `components`, `problems`, `fonts`. Outcomes come before the counts so that they
/// are written as the check delivers them; the top-level keys are therefore not sorted, while every
/// object inside (each outcome, the summary…) has its keys sorted.
public struct JSONReporter: StreamingReporter {
    /// The version of the document's shape; bumped when a field changes meaning or goes away.
    public static let schemaVersion = 4

    /// Include the HTML previews (glyph outlines); off by default.
    public var includePreviews: Bool

    public init(includePreviews: Bool = false) {
        self.includePreviews = includePreviews
    }

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Holds counts of the findings seen and the text not yet written.
    final class Writer: BufferedReportWriter<JSONReporter>, ReportWriter {
        var tally = FindingTally()
        var outcomes = 0
        /// Outcomes with something reported: the entries of the grouped formats.
        var grouped = 0
        var started = false
        /// The last string fed as findings: the next batch may hold more of its findings.
        var pending: StringOutcome?

        /// `{`, `version`, `tool` and the opening of `outcomes`.
        private func start() {
            started = true
            buffer.append("{")
            JSONValue.writeMember("version", .int(JSONReporter.schemaVersion), into: &buffer.bytes, indent: 1, first: true)
            JSONValue.writeMember(
                "tool", .object(["name": .string("headroom"), "version": .string(context.toolVersion)]),
                into: &buffer.bytes, indent: 1)
            JSONValue.writeKey("outcomes", into: &buffer.bytes, indent: 1)
            buffer.append("[")
        }

        /// Findings are written as the outcomes they make: adjacent findings of one string share
        /// one, across batches too (the last string waits for the next batch or `finish`).
        func write(_ findings: [Finding]) throws {
            guard !findings.isEmpty else { return }
            var grouped = StringOutcome.grouping(findings)
            if let held = pending {
                pending = nil
                if held.holds(findings[0]) {
                    var merged = held
                    merged.results += grouped[0].results
                    merged.textFindings += grouped[0].textFindings
                    grouped[0] = merged
                } else {
                    try emit([held])
                }
            }
            pending = grouped.removeLast()
            try emit(grouped)
        }

        func write(outcomes batch: [StringOutcome]) throws {
            if let held = pending {
                pending = nil
                try emit([held])
            }
            try emit(batch)
        }

        private func emit(_ batch: [StringOutcome]) throws {
            if !started { start() }
            for outcome in batch {
                if outcomes > 0 { buffer.bytes.append(UInt8(ascii: ",")) }
                outcomes += 1
                if outcome.reportedCount > 0 { grouped += 1 }
                for finding in outcome.reported { tally.add(outcome.finding(finding)) }
                JSONValue.newline(&buffer.bytes, indent: 2)
                JSONValue.sortedMembers(
                    try OutcomeFields.record(outcome, context: context, previews: reporter.includePreviews)
                ).write(into: &buffer.bytes, indent: 2)
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func finish(_ report: CheckReport) throws {
            try write(outcomes: [])
            if outcomes > 0 { JSONValue.newline(&buffer.bytes, indent: 1) }
            buffer.append("]")
            let reportTally = ReportTally(report, findings: tally)
            let members: [JSONValue.Member] = [
                ("summary", .object([
                    "outcomes": .int(outcomes),
                    "findings": .int(reportTally.findings),
                    "grouped": .int(grouped),
                    "problems": .int(reportTally.problems),
                    "ruleProblems": .int(reportTally.ruleProblems),
                    "errors": .int(reportTally.total(.error)),
                    "warnings": .int(reportTally.total(.warning)),
                    "notes": .int(reportTally.total(.note)),
                    "highestSeverity": .optional(tally.highestSeverity(report)?.rawValue),
                    "verdicts": JSONReporter.verdictCounts(reportTally.byVerdict, includingFits: false),
                    "causes": .object([
                        "design": .int(reportTally.byCause[.design, default: 0]),
                        "translation": .int(reportTally.byCause[.translation, default: 0]),
                        "unknown": .int(reportTally.byCause[nil, default: 0]),
                    ]),
                ])),
                ("statistics", .object([
                    "files": .int(report.statistics.files),
                    "entries": .int(report.statistics.entries),
                    "measurements": .int(report.statistics.measurements),
                    "boxes": JSONReporter.verdictCounts(report.statistics.verdicts, includingFits: true),
                    "seconds": .double(report.statistics.seconds),
                    "baselined": .int(report.statistics.baselined),
                    "ignored": .int(report.statistics.ignored),
                ])),
                ("components", .array(report.components.map(JSONReporter.component))),
                ("problems", .array(report.problems.map { JSONReporter.problem($0, context: context) })),
                ("fonts", .array(report.fonts.map { font in
                    .object([
                        "family": .string(font.family), "style": .string(font.style),
                        "file": .string(context.displayPath(font.file)), "sha256": .string(font.sha256),
                    ])
                })),
            ]
            for member in members {
                JSONValue.writeMember(member.key, member.value, into: &buffer.bytes, indent: 1)
                try buffer.flushIfFull()
            }
            buffer.append("\n}\n")
            try buffer.flush()
        }
    }

    /// Every verdict with its count (zeros included, so the keys never change); `fits` only for
    /// counts of boxes (a finding never fits).
    static func verdictCounts(_ counts: [Verdict: Int], includingFits: Bool) -> JSONValue {
        let verdicts = Verdict.allCases.filter { includingFits || $0 != .fits }
        return .object(Dictionary(uniqueKeysWithValues: verdicts.map { ($0.rawValue, JSONValue.int(counts[$0, default: 0])) }))
    }

    static func component(_ summary: ComponentSummary) -> JSONValue {
        .object([
            "component": .string(summary.component),
            "layout": .string(summary.layout.rawValue),
            "locale": .string(summary.locale),
            "device": .string(summary.device),
            "firstVerticalCategory": .optional(summary.firstVerticalCategory?.displayName),
            "ruleProblem": .optional(summary.ruleProblem),
            "ruleSeverity": .optional(summary.ruleSeverity?.rawValue),
            "firstHorizontalTruncation": .optional(summary.firstHorizontalTruncation?.displayName),
            "strings": .int(summary.strings),
        ])
    }

    static func problem(_ problem: Problem, context: ReportContext) -> JSONValue {
        .object([
            "file": .string(context.displayPath(problem.location.file)),
            "line": .int(problem.location.line),
            "column": .int(problem.location.column),
            "severity": .string(problem.severity.rawValue),
            "message": .string(problem.message),
        ])
    }
}
