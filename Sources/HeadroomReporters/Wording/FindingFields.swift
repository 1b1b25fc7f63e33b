import DynamicType
import HeadroomCheck
import HeadroomFormats

/// The machine-readable fields of a finding, shared by the JSON report and SARIF properties.
enum FindingFields {
    /// The measured figures, flat: point size, widths, lines, heights and headroom.
    static func figures(_ finding: Finding) -> [JSONValue.Member] {
        let m = finding.measurement
        return [
            ("pointSize", .double(m.pointSize)),
            ("width", .double(finding.width)),
            ("lines", .int(m.lines)),
            ("linesAllowed", .int(m.linesAllowed)),
            ("lineHeight", .double(m.lineHeight)),
            ("unconstrainedHeight", .double(m.unconstrainedHeight)),
            ("limitedHeight", .double(m.limitedHeight)),
            ("naturalWidth", .double(m.naturalWidth)),
            ("overflow", .double(m.overflow)),
            ("overflowCharacters", .int(m.overflowCharacters)),
            ("headroom", .double(m.headroom)),
            ("headroomCharacters", .int(m.headroomCharacters)),
            ("averageCharacterWidth", .double(m.averageCharacterWidth)),
            ("widestWord", .double(m.widestWord)),
            ("scale", finding.scale.map(JSONValue.double) ?? .null),
            ("truncates", .bool(m.truncates)),
        ]
    }

    /// Identity of a finding: which string, where, in which box.
    static func identity(_ finding: Finding, context: ReportContext) -> [JSONValue.Member] {
        [
            ("component", .string(finding.component)),
            ("element", .string(finding.element)),
            ("key", .string(finding.key)),
            ("table", .string(finding.table)),
            ("locale", .string(finding.locale)),
            ("variant", .optional(finding.variant)),
            ("category", .string(finding.category.displayName)),
            ("device", .string(finding.device)),
            ("orientation", .string(finding.orientation.rawValue)),
            ("verdict", .string(finding.verdict.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("cause", .optional(finding.cause?.rawValue)),
            ("file", .string(context.displayPath(finding.location.file))),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
        ]
    }

    /// What a fit verdict rests on that nobody confirmed, one object per dimension:
    /// `{"dimension", "evidence": {"kind", "detail", …}}`; and the widest the box can be when the
    /// text fits it. Empty when every dimension is known (the members are then left out).
    static func assumptions(_ assumptions: [Assumption], fitsWidest: Double?) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        if !assumptions.isEmpty {
            members.append(("assumptions", .array(assumptions.map { a in
                .sortedLine([("dimension", .string(a.dimension.rawValue)), ("evidence", evidence(a.evidence))])
            })))
        }
        if let fitsWidest { members.append(("fitsWidest", .double(fitsWidest))) }
        return members
    }

    /// An evidence object: `kind`, `detail`, and `file`/`line`/`objectID`/`source` as the kind has them.
    static func evidence(_ e: Evidence) -> JSONValue {
        var members: [JSONValue.Member] = [("kind", .string(e.kind.rawValue)), ("detail", .string(e.detail))]
        switch e {
        case let .code(file, line, _): members += [("file", .string(file)), ("line", .int(line))]
        case let .nib(file, objectID, _): members += [("file", .string(file)), ("objectID", .string(objectID))]
        case let .manifest(line): members += [("line", .int(line))]
        case let .documented(source, _), let .frameworkDefault(_, source): members += [("source", .string(source))]
        case .estimate: break
        }
        members.sort { JSONValue.keyPrecedes($0.key, $1.key) }
        return .sortedLine(members)
    }

    /// Everything: identity, figures, the texts and the message.
    static func all(_ finding: Finding, context: ReportContext) -> [JSONValue.Member] {
        let m = finding.measurement
        return identity(finding, context: context) + figures(finding) + [
            ("value", .string(finding.value)),
            ("measuredText", .string(finding.measuredText)),
            ("sourceText", .optional(finding.sourceText)),
            ("comment", .optional(finding.comment)),
            ("lineTexts", .array(m.lineTexts.map(JSONValue.string))),
            ("missingCharacters", .array(m.missingCharacters.map(JSONValue.string))),
            ("fontsUsed", .array(m.fontsUsed.map(JSONValue.string))),
            ("message", .string(FindingWording.message(finding))),
            ("summary", .string(FindingWording.headline(finding))),
        ]
    }

    /// `all`, its members in key order, so that writing it skips the sort (the JSON report writes
    /// one per finding).
    static func allSorted(_ finding: Finding, context: ReportContext) -> [JSONValue.Member] {
        allOrder.apply(all(finding, context: context))
    }

    /// SARIF's `properties`: identity without what the result states elsewhere (file, line,
    /// column, severity, verdict), then the figures; in key order.
    static func sarifProperties(_ finding: Finding, context: ReportContext) -> [JSONValue.Member] {
        let located: Set<String> = ["file", "line", "column", "severity", "verdict"]
        return sarifOrder.apply(identity(finding, context: context).filter { !located.contains($0.key) } + figures(finding))
    }

    /// Where a string fails with one verdict on one device (SARIF's `spans`, JSON's `spans`): the
    /// categories, and the same as a reader sees them (`from AX2`, `at xLarge–xxxLarge`).
    static func span(_ span: FailureSpan) -> JSONValue {
        .sortedLine([
            ("categories", .array(span.categories.map { .string($0.displayName) })),
            ("device", .string(span.device)),
            ("ranges", .string(FindingWording.categoryRanges(span))),
            ("severity", .string(span.severity.rawValue)),
            ("verdict", .string(span.verdict.rawValue)),
        ])
    }

    // The keys never depend on the finding (absent values are null), so one order fits all.
    private static let allOrder = MemberOrder(all(template, context: ReportContext(toolVersion: "", workingDirectory: "/")))
    private static let sarifOrder = MemberOrder(sarifProperties(unsorted: template))

    private static func sarifProperties(unsorted finding: Finding) -> [JSONValue.Member] {
        let located: Set<String> = ["file", "line", "column", "severity", "verdict"]
        return identity(finding, context: ReportContext(toolVersion: "", workingDirectory: "/"))
            .filter { !located.contains($0.key) } + figures(finding)
    }

    /// A finding with every field empty, for the key orders.
    private static let template = Finding(
        component: "", element: "", key: "", table: "", locale: "", variant: nil, category: .large, device: "",
        verdict: .fits, severity: .note, location: SourceLocation(file: "", line: 1, column: 1), orientation: .horizontal,
        width: 0, value: "", measuredText: "", sourceText: nil, comment: nil,
        measurement: TextMeasurement(
            pointSize: 0, lineHeight: 0, lines: 0, linesAllowed: 0, unconstrainedHeight: 0, limitedHeight: 0,
            truncates: false, naturalWidth: 0, headroom: 0, averageCharacterWidth: 0, lineTexts: []))
}

/// The positions that put a fixed list of members in key order.
struct MemberOrder: Sendable {
    let positions: [Int]

    init(_ members: [JSONValue.Member]) {
        positions = members.indices.sorted { JSONValue.keyPrecedes(members[$0].key, members[$1].key) }
    }

    /// `members` (with the keys it was made from, in the same order) in key order.
    func apply(_ members: [JSONValue.Member]) -> [JSONValue.Member] { positions.map { members[$0] } }
}
