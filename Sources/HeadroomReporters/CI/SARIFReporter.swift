import DynamicType
import HeadroomCheck
import HeadroomFormats

/// SARIF 2.1.0 for GitHub code scanning and other static-analysis dashboards: one run, one rule
/// per verdict (`HR001` truncates…), one result per finding (not `ignore`) and then per problem,
/// each at the translation's line (URIs relative to `%SRCROOT%`, the working directory) with a stable
/// fingerprint so dashboards track a finding across commits. The Swift places that show the string
/// (`sources:`, `shownAt:`) are its `relatedLocations`.
public struct SARIFReporter: StreamingReporter {
    /// The official schema (OASIS SARIF 2.1.0 errata 01), as the `$schema` of every log.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; the suffix versions the hashed fields.
    static let fingerprintKey = "headroomFinding/v1"

    public init() {}

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Writes the log around a streamed `results` array: the run's `columnKind` and
    /// `originalUriBaseIds` before it; after it `invocations` (layout-rule notifications) and `tool`,
    /// which depend on the component summaries. Results are the findings (not `ignore`) as they
    /// arrive, then the problems. Holds nothing but the text not yet written.
    final class Writer: BufferedReportWriter<SARIFReporter>, ReportWriter {
        var started = false
        var results = 0

        /// Up to the opening of `results` (indentation: root 0, `runs` items 2, run members 3).
        private func start() {
            started = true
            buffer.append("{")
            JSONValue.writeMember("$schema", .string(SARIFReporter.schemaURI), into: &buffer.bytes, indent: 1, first: true)
            JSONValue.writeKey("runs", into: &buffer.bytes, indent: 1)
            buffer.append("[")
            JSONValue.newline(&buffer.bytes, indent: 2)
            buffer.append("{")
            JSONValue.writeMember("columnKind", .string("unicodeCodePoints"), into: &buffer.bytes, indent: 3, first: true)
            JSONValue.writeMember(
                "originalUriBaseIds",
                .object(["%SRCROOT%": .object(["uri": .string(SARIFReporter.directoryURI(context.workingDirectory))])]),
                into: &buffer.bytes, indent: 3)
            JSONValue.writeKey("results", into: &buffer.bytes, indent: 3)
            buffer.append("[")
        }

        private func append(_ result: JSONValue) {
            if results > 0 { buffer.bytes.append(UInt8(ascii: ",")) }
            results += 1
            JSONValue.newline(&buffer.bytes, indent: 4)
            result.write(into: &buffer.bytes, indent: 4)
        }

        func write(_ findings: [Finding]) throws {
            if !started { start() }
            for finding in findings where finding.severity != .ignore {
                append(reporter.result(finding, context: context))
                try buffer.flushIfFull()
            }
            try buffer.flush()
        }

        func finish(_ report: CheckReport) throws {
            if !started { start() }
            for problem in report.problems {
                append(reporter.problem(problem, context: context))
                try buffer.flushIfFull()
            }
            if results > 0 { JSONValue.newline(&buffer.bytes, indent: 3) }
            buffer.append("]")
            let ruleProblems = RuleProblemText.reported(report)
            if !ruleProblems.isEmpty {
                JSONValue.writeMember("invocations", reporter.invocations(ruleProblems, context: context), into: &buffer.bytes, indent: 3)
            }
            var driver: [String: JSONValue] = [
                "name": .string("Headroom"),
                "version": .string(context.toolVersion),
                "rules": .array(VerdictRule.all.map { reporter.rule($0, context: context) }),
            ]
            if !ruleProblems.isEmpty {
                driver["notifications"] = .array([reporter.rule(VerdictRule.layoutRule, context: context)])
            }
            JSONValue.writeMember("tool", .object(["driver": .object(driver)]), into: &buffer.bytes, indent: 3)
            JSONValue.newline(&buffer.bytes, indent: 2)
            buffer.append("}")
            JSONValue.newline(&buffer.bytes, indent: 1)
            buffer.append("]")
            JSONValue.writeMember("version", .string("2.1.0"), into: &buffer.bytes, indent: 1)
            buffer.append("\n}\n")
            try buffer.flush()
        }
    }

    /// Code scanning needs a file location for every result, in the strings; a component's layout
    /// rule is about the manifest, so it is a configuration notification of the run instead (at the
    /// component's manifest line when it has one).
    func invocations(
        _ ruleProblems: [(summary: ComponentSummary, severity: Severity, problem: String)], context: ReportContext
    ) -> JSONValue {
        .array([.object([
            "executionSuccessful": .bool(true),
            "toolConfigurationNotifications": .array(ruleProblems.map { item in
                var fields: [String: JSONValue] = [
                    "descriptor": .object(["id": .string(VerdictRule.layoutRule.id), "index": .int(0)]),
                    "level": .string(item.severity.sarifLevel),
                    "message": .object(["text": .string(RuleProblemText.message(item.summary, item.problem))]),
                    "properties": .object([
                        "component": .string(item.summary.component),
                        "layout": .string(item.summary.layout.rawValue),
                        "locale": .string(item.summary.locale),
                        "device": .string(item.summary.device),
                        "firstVerticalCategory": .optional(item.summary.firstVerticalCategory?.displayName),
                        "firstHorizontalTruncation": .optional(item.summary.firstHorizontalTruncation?.rawValue),
                    ]),
                ]
                // The component's declaration in the manifest, when it has one.
                if let place = item.summary.location { fields["locations"] = .array([location(place, context: context)]) }
                return .object(fields)
            }),
        ])])
    }

    func rule(_ rule: VerdictRule, context: ReportContext) -> JSONValue {
        let fields: [String: JSONValue] = [
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.shortDescription)]),
            "fullDescription": .object(["text": .string(rule.fullDescription)]),
            "defaultConfiguration": .object(["level": .string(rule.defaultLevel)]),
        ]
        return .object(fields)
    }

    // Results are built as members already in key order (checked by the writer), so no object
    // is hashed or sorted per finding.
    func result(_ finding: Finding, context: ReportContext) -> JSONValue {
        let rule = Self.verdictRules[finding.verdict]!
        var fields: [JSONValue.Member] = [
            ("level", .string(finding.severity.sarifLevel)),
            ("locations", .array([location(finding.location, context: context)])),
            ("message", .sortedMembers([("text", .string(FindingWording.message(finding)))])),
            ("partialFingerprints", .sortedMembers([(Self.fingerprintKey, .string(Self.fingerprint(finding)))])),
            ("properties", .sortedMembers(FindingFields.sarifProperties(finding, context: context))),
        ]
        if !finding.shownAt.isEmpty {
            // The Swift places that show the string: where a developer changes the view.
            let note = JSONValue.sortedMembers([("text", .string(FindingWording.shownHere(finding)))])
            fields.append(("relatedLocations", .array(finding.shownAt.enumerated().map { id, site in
                .members([
                    ("id", .int(id)), ("message", note),
                    physicalLocation(site.file, line: site.line, column: site.column, context: context),
                ])
            })))
        }
        fields.append(("ruleId", .string(rule.id)))
        if let index = rule.index { fields.append(("ruleIndex", .int(index))) }
        return .sortedMembers(fields)
    }

    /// Each verdict's rule id and its position in `VerdictRule.all` (nil for `fits`, not a rule).
    private static let verdictRules: [Verdict: (id: String, index: Int?)] = Dictionary(
        uniqueKeysWithValues: Verdict.allCases.map { verdict in
            let rule = VerdictRule.rule(for: verdict)
            return (verdict, (rule.id, VerdictRule.all.firstIndex(of: rule)))
        })

    func problem(_ problem: Problem, context: ReportContext) -> JSONValue {
        .object([
            "ruleId": .string(VerdictRule.problem.id),
            "ruleIndex": .int(VerdictRule.all.firstIndex(of: VerdictRule.problem)!),
            "level": .string(problem.severity.sarifLevel),
            "message": .object(["text": .string(problem.message)]),
            "locations": .array([location(problem.location, context: context)]),
            "partialFingerprints": .object([
                Self.fingerprintKey: .string(StableHash.fnv1a64([
                    "problem", context.displayPath(problem.location.file), problem.message,
                ])),
            ]),
        ])
    }

    private func location(_ location: SourceLocation, context: ReportContext) -> JSONValue {
        .sortedMembers([physicalLocation(location.file, line: location.line, column: location.column, context: context)])
    }

    /// `physicalLocation`: the file (relative to `%SRCROOT%` when under it) and the region, without
    /// `startColumn` when the column is unknown.
    private func physicalLocation(_ file: String, line: Int, column: Int?, context: ReportContext) -> JSONValue.Member {
        let path = context.displayPath(file)
        let artifact: [JSONValue.Member] = ReportPath.isAbsolute(path)
            ? [("uri", .string("file://" + Self.percentEncoded(path)))]
            : [("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string("%SRCROOT%"))]
        var region: [JSONValue.Member] = [("startLine", .int(max(line, 1)))]
        if let column { region.insert(("startColumn", .int(max(column, 1))), at: 0) }
        return ("physicalLocation", .sortedMembers([
            ("artifactLocation", .sortedMembers(artifact)),
            ("region", .sortedMembers(region)),
        ]))
    }

    /// Hash of what identifies a finding across commits (not its line, which moves).
    static func fingerprint(_ finding: Finding) -> String {
        StableHash.fnv1a64([
            finding.component, finding.element, finding.table, finding.key, finding.locale, finding.variant ?? "",
            finding.category.rawValue, finding.device,
        ])
    }

    /// `file:///work/app/`: the working directory as a URI ending in a slash.
    static func directoryURI(_ directory: String) -> String {
        var path = directory.hasPrefix("/") ? directory : "/" + directory
        if !path.hasSuffix("/") { path += "/" }
        return "file://" + percentEncoded(path)
    }

    /// Percent-encodes a path for a URI: unreserved characters and `/` stay, every other byte of
    /// the UTF-8 form becomes `%XX`.
    static func percentEncoded(_ path: String) -> String {
        func unreserved(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
        // Most paths need nothing (one is encoded per SARIF result).
        if path.utf8.allSatisfy(unreserved) { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            if unreserved(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
