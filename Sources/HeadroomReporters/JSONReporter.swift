import Foundation
import HeadroomCheck

/// A stable JSON document for scripts: sorted keys, fixed number format, a `version` to check.
///
/// Shape (version 1): `version`, `tool`, `summary`, `statistics`, `findings` (flat objects with the
/// identity, location and measured figures), `components`, `problems`, `fonts`, and `previews`
/// only when asked for (they are large).
public struct JSONReporter: Reporter {
    /// The version of the document's shape; bumped when a field changes meaning or goes away.
    public static let schemaVersion = 1

    /// Include the HTML previews (glyph outlines); off by default.
    public var includePreviews: Bool

    public init(includePreviews: Bool = false) {
        self.includePreviews = includePreviews
    }

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        [ReportFile(contents: try document(report, context: context).rendered())]
    }

    func document(_ report: CheckReport, context: ReportContext) throws -> JSONValue {
        let tally = ReportTally(report)
        var root: [String: JSONValue] = [
            "version": .int(Self.schemaVersion),
            "tool": .object(["name": .string("headroom"), "version": .string(context.toolVersion)]),
            "summary": .object([
                "findings": .int(tally.findings),
                "problems": .int(tally.problems),
                "ruleProblems": .int(tally.ruleProblems),
                "errors": .int(tally.total(.error)),
                "warnings": .int(tally.total(.warning)),
                "notes": .int(tally.total(.note)),
                "highestSeverity": .optional(report.highestSeverity?.rawValue),
                "verdicts": Self.verdictCounts(tally.byVerdict),
            ]),
            "statistics": .object([
                "files": .int(report.statistics.files),
                "entries": .int(report.statistics.entries),
                "measurements": .int(report.statistics.measurements),
                "verdicts": Self.verdictCounts(report.statistics.verdicts),
                "seconds": .double(report.statistics.seconds),
                "baselined": .int(report.statistics.baselined),
                "ignored": .int(report.statistics.ignored),
            ]),
            "findings": .array(report.findings.map { .members(FindingFields.all($0, context: context)) }),
            "components": .array(report.components.map(Self.component)),
            "problems": .array(report.problems.map { Self.problem($0, context: context) }),
            "fonts": .array(report.fonts.map { font in
                .object([
                    "family": .string(font.family), "style": .string(font.style),
                    "file": .string(context.displayPath(font.file)), "sha256": .string(font.sha256),
                ])
            }),
        ]
        if includePreviews {
            root["previews"] = try Self.previews(report.previews)
        }
        return .object(root)
    }

    /// Every verdict with its count (zeros included, so the keys never change).
    static func verdictCounts(_ counts: [Verdict: Int]) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0.rawValue, JSONValue.int(counts[$0, default: 0])) }))
    }

    static func component(_ summary: ComponentSummary) -> JSONValue {
        .object([
            "component": .string(summary.component),
            "layout": .string(summary.layout.rawValue),
            "locale": .string(summary.locale),
            "device": .string(summary.device),
            "firstVerticalCategory": .optional(summary.firstVerticalCategory?.rawValue),
            "ruleProblem": .optional(summary.ruleProblem),
            "ruleSeverity": .optional(summary.ruleSeverity?.rawValue),
            "firstHorizontalTruncation": .optional(summary.firstHorizontalTruncation?.rawValue),
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

    /// Previews are written compactly by JSONEncoder (sorted keys) and embedded as they are.
    static func previews(_ previews: [StringPreview]) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return .raw(String(decoding: try encoder.encode(previews), as: UTF8.self))
    }
}
