import DynamicType
import HeadroomCheck
import HeadroomFormats

/// SARIF 2.1.0 for GitHub code scanning and other static-analysis dashboards: one run, one rule
/// per verdict (`HR001` truncates…), one result per finding (not `ignore`) and problem, each at the
/// translation's line (URIs relative to `%SRCROOT%`, the working directory) with a stable
/// fingerprint so dashboards track a finding across commits.
public struct SARIFReporter: Reporter {
    /// The official schema (OASIS SARIF 2.1.0 errata 01), as the `$schema` of every log.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; the suffix versions the hashed fields.
    static let fingerprintKey = "headroomFinding/v1"

    public init() {}

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        [ReportFile(contents: log(report, context: context).rendered())]
    }

    func log(_ report: CheckReport, context: ReportContext) -> JSONValue {
        var driver: [String: JSONValue] = [
            "name": .string("Headroom"),
            "version": .string(context.toolVersion),
            "rules": .array(VerdictRule.all.map { rule($0, context: context) }),
        ]
        if let uri = context.informationURI { driver["informationUri"] = .string(uri) }
        let ruleProblems = RuleProblemText.reported(report)
        if !ruleProblems.isEmpty {
            driver["notifications"] = .array([rule(VerdictRule.layoutRule, context: context)])
        }
        let results = report.problems.map { problem($0, context: context) }
            + report.findings.filter { $0.severity != .ignore }.map { result($0, context: context) }
        var run: [String: JSONValue] = [
            "tool": .object(["driver": .object(driver)]),
            "originalUriBaseIds": .object([
                "%SRCROOT%": .object(["uri": .string(Self.directoryURI(context.workingDirectory))]),
            ]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ]
        // Code scanning needs a file location for every result; a component's layout rule has
        // none, so it is a configuration notification of the run instead.
        if !ruleProblems.isEmpty {
            run["invocations"] = .array([.object([
                "executionSuccessful": .bool(true),
                "toolConfigurationNotifications": .array(ruleProblems.map { item in
                    .object([
                        "descriptor": .object(["id": .string(VerdictRule.layoutRule.id), "index": .int(0)]),
                        "level": .string(item.severity.sarifLevel),
                        "message": .object(["text": .string(RuleProblemText.message(item.summary, item.problem))]),
                        "properties": .object([
                            "component": .string(item.summary.component),
                            "layout": .string(item.summary.layout.rawValue),
                            "locale": .string(item.summary.locale),
                            "device": .string(item.summary.device),
                            "firstVerticalCategory": .optional(item.summary.firstVerticalCategory?.rawValue),
                            "firstHorizontalTruncation": .optional(item.summary.firstHorizontalTruncation?.rawValue),
                        ]),
                    ])
                }),
            ])])
        }
        return .object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ])
    }

    private func rule(_ rule: VerdictRule, context: ReportContext) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.shortDescription)]),
            "fullDescription": .object(["text": .string(rule.fullDescription)]),
            "defaultConfiguration": .object(["level": .string(rule.defaultLevel)]),
        ]
        if let uri = context.informationURI { fields["helpUri"] = .string(uri) }
        return .object(fields)
    }

    private func result(_ finding: Finding, context: ReportContext) -> JSONValue {
        let rule = VerdictRule.rule(for: finding.verdict)
        let located: Set<String> = ["file", "line", "column", "severity", "verdict"]  // already in the result
        let properties = FindingFields.identity(finding, context: context).filter { !located.contains($0.key) }
            + FindingFields.figures(finding)
        var fields: [String: JSONValue] = [
            "ruleId": .string(rule.id),
            "level": .string(finding.severity.sarifLevel),
            "message": .object(["text": .string(FindingText.message(finding))]),
            "locations": .array([location(finding.location, context: context)]),
            "partialFingerprints": .object([Self.fingerprintKey: .string(Self.fingerprint(finding))]),
            "properties": .members(properties),
        ]
        if let index = VerdictRule.all.firstIndex(of: rule) { fields["ruleIndex"] = .int(index) }
        return .object(fields)
    }

    private func problem(_ problem: Problem, context: ReportContext) -> JSONValue {
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
        let path = context.displayPath(location.file)
        var artifact: [String: JSONValue]
        if ReportPath.isAbsolute(path) {
            artifact = ["uri": .string("file://" + Self.percentEncoded(path))]
        } else {
            artifact = ["uri": .string(Self.percentEncoded(path)), "uriBaseId": .string("%SRCROOT%")]
        }
        return .object([
            "physicalLocation": .object([
                "artifactLocation": .object(artifact),
                "region": .object([
                    "startLine": .int(max(location.line, 1)),
                    "startColumn": .int(max(location.column, 1)),
                ]),
            ]),
        ])
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
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
