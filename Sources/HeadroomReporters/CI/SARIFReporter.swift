import DynamicType
import HeadroomCheck
import HeadroomFormats

/// SARIF 2.1.0 for GitHub code scanning and other static-analysis dashboards: one run, one rule
/// per verdict (`HR001` truncates…), one result per string and element (a `GroupedFinding`, at its
/// most severe finding, its places as ranges in `properties.spans`) and then per problem, each at
/// the translation's line (URIs relative to `%SRCROOT%`, the working directory) with a stable
/// fingerprint so dashboards track a finding across commits. The Swift places that show the string
/// (`sources:`, `shownAt:`) are its `relatedLocations`.
///
/// Code scanning rejects a run of more than 25,000 results ("SARIF results exceed hard limit",
/// GitHub Docs, code scanning troubleshooting: results per run 25,000, runs per file 20, locations
/// per result 1,000; files up to 10 MB gzip-compressed). Past `maxResults` the most severe are kept
/// (errors, then warnings, then notes; the first in report order within a level) and the rest are
/// counted in the run's `properties` and a tool-execution notification, never dropped silently.
public struct SARIFReporter: StreamingReporter {
    /// The official schema (OASIS SARIF 2.1.0 errata 01), as the `$schema` of every log.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; the suffix versions the hashed fields (v2: one result per
    /// string and element, so no category or device).
    static let fingerprintKey = "headroomFinding/v2"
    /// GitHub code scanning's limit of results per run.
    public static let codeScanningResultLimit = 25_000

    /// The most results a run holds; the rest are counted, the most severe kept.
    public var maxResults: Int

    public init(maxResults: Int = SARIFReporter.codeScanningResultLimit) {
        self.maxResults = max(maxResults, 0)
    }

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Keeps the results as they arrive (their text; at most `maxResults` of them, the least
    /// severe latest one making way for a more severe one), then writes the log in `finish`: the
    /// run's `columnKind` and `originalUriBaseIds`, the kept results in report order, then
    /// `invocations` (layout-rule and left-out notifications), `properties` (the left-out counts,
    /// when any) and `tool`.
    final class Writer: BufferedReportWriter<SARIFReporter>, ReportWriter {
        var stream = GroupedStream()
        /// Kept results by level (error, warning, note), each in report order (`order` ascending).
        var kept: [Severity: [(order: Int, text: [UInt8])]] = [:]
        var keptCount = 0
        var arrived = 0
        var omitted: [Severity: Int] = [:]

        private func append(_ result: JSONValue, level: Severity) {
            var text: [UInt8] = []
            JSONValue.newline(&text, indent: 4)
            result.write(into: &text, indent: 4)
            arrived += 1
            if keptCount < reporter.maxResults {
                kept[level, default: []].append((arrived, text))
                keptCount += 1
                return
            }
            // Full: the latest result of the lowest level below this one makes way, if there is one.
            guard let lower = [Severity.note, .warning].first(where: { $0 < level && !(kept[$0]?.isEmpty ?? true) }) else {
                omitted[level, default: 0] += 1
                return
            }
            kept[lower]!.removeLast()
            omitted[lower, default: 0] += 1
            kept[level, default: []].append((arrived, text))
        }

        private func add(_ group: GroupedFinding) {
            append(reporter.result(group, context: context), level: group.severity)
        }

        func write(_ findings: [Finding]) throws {
            stream.add(findings, add)
        }

        func write(outcomes: [StringOutcome]) throws {
            stream.add(outcomes: outcomes, add)
        }

        func finish(_ report: CheckReport) throws {
            stream.finish(add)
            for problem in report.problems {
                append(reporter.problem(problem, context: context), level: max(problem.severity, .note))
            }
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
            try writeKept()
            if keptCount > 0 { JSONValue.newline(&buffer.bytes, indent: 3) }
            buffer.append("]")
            let ruleProblems = RuleProblemText.reported(report)
            let left = omitted.values.reduce(0, +)
            if !ruleProblems.isEmpty || left > 0 {
                JSONValue.writeMember(
                    "invocations", reporter.invocations(ruleProblems, omitted: omitted, total: arrived, context: context),
                    into: &buffer.bytes, indent: 3)
            }
            if left > 0 {
                JSONValue.writeMember("properties", reporter.omittedProperties(omitted, total: arrived), into: &buffer.bytes, indent: 3)
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

        /// The kept results merged back into report order, releasing each once written.
        private func writeKept() throws {
            var levels = [Severity.error, .warning, .note].map { kept[$0] ?? [] }
            kept = [:]
            var next = [0, 0, 0]
            var first = true
            while true {
                var pick: Int?
                for level in 0..<3 where next[level] < levels[level].count {
                    if pick == nil || levels[level][next[level]].order < levels[pick!][next[pick!]].order { pick = level }
                }
                guard let pick else { break }
                if !first { buffer.bytes.append(UInt8(ascii: ",")) }
                first = false
                buffer.bytes.append(contentsOf: levels[pick][next[pick]].text)
                levels[pick][next[pick]].text = []
                next[pick] += 1
                try buffer.flushIfFull()
            }
        }
    }

    /// The run's `properties` when results were left out: how many there were, the limit, and
    /// the left-out ones by level.
    func omittedProperties(_ omitted: [Severity: Int], total: Int) -> JSONValue {
        .object([
            "headroomResults": .int(total),
            "headroomResultLimit": .int(maxResults),
            "headroomResultsOmitted": .int(omitted.values.reduce(0, +)),
            "headroomResultsOmittedByLevel": .object(Dictionary(uniqueKeysWithValues: [Severity.error, .warning, .note].map {
                ($0.sarifLevel, JSONValue.int(omitted[$0, default: 0]))
            })),
        ])
    }

    /// Code scanning needs a file location for every result, in the strings; a component's layout
    /// rule is about the manifest, so it is a configuration notification of the run instead (at the
    /// component's manifest line when it has one).
    func invocations(
        _ ruleProblems: [(summary: ComponentSummary, severity: Severity, problem: String)], omitted: [Severity: Int] = [:],
        total: Int = 0, context: ReportContext
    ) -> JSONValue {
        var invocation: [String: JSONValue] = ["executionSuccessful": .bool(true)]
        if !ruleProblems.isEmpty {
            invocation["toolConfigurationNotifications"] = .array(ruleProblems.map { item in
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
            })
        }
        let left = omitted.values.reduce(0, +)
        if left > 0 {
            invocation["toolExecutionNotifications"] = .array([.object([
                "level": .string("warning"),
                "message": .object(["text": .string(FindingWording.omittedResults(omitted, total: total, limit: maxResults))]),
            ])])
        }
        return .array([.object(invocation)])
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
    // is hashed or sorted per result.
    func result(_ group: GroupedFinding, context: ReportContext) -> JSONValue {
        let lead = group.lead
        let rule = Self.verdictRules[lead.verdict]!
        var properties = FindingFields.sarifProperties(lead, context: context)
        properties.append(("findings", .int(group.findingCount)))
        properties.append(("spans", .array(group.spans.map(FindingFields.span))))
        // What the lead's verdict rests on that nobody confirmed (as in JSON): the message names it too.
        properties += FindingFields.assumptions(lead.assumptions, fitsWidest: lead.fitsWidest)
        properties.sort { JSONValue.keyPrecedes($0.key, $1.key) }
        var fields: [JSONValue.Member] = [
            ("level", .string(group.severity.sarifLevel)),
            ("locations", .array([location(group.location, context: context)])),
            ("message", .sortedMembers([("text", .string(FindingWording.message(group)))])),
            ("partialFingerprints", .sortedMembers([(Self.fingerprintKey, .string(Self.fingerprint(group)))])),
            ("properties", .sortedMembers(properties)),
        ]
        if !group.shownAt.isEmpty {
            // The Swift places that show the string: where a developer changes the view.
            let note = JSONValue.sortedMembers([("text", .string(FindingWording.shownHere(lead)))])
            fields.append(("relatedLocations", .array(group.shownAt.enumerated().map { id, site in
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

    /// Hash of what identifies a string and element across commits (not its line, which moves).
    static func fingerprint(_ group: GroupedFinding) -> String {
        let id = group.identity
        return StableHash.fnv1a64([id.component, id.element, id.table, id.key, id.locale, id.variant ?? ""])
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
