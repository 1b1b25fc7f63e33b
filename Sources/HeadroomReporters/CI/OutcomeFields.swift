import DynamicType
import HeadroomCheck

/// One JSON record per string (`StringOutcome`): its identity and texts once, then its result in
/// every box that does not fit nested under `results`, one line each (a box not listed fits; `boxes`
/// says how many were measured), and the grouped view every CI format prints (`message`, `spans`:
/// where it fails, per verdict and device, as ranges). Described by `docs/report.schema.json`.
enum OutcomeFields {
    /// The record, its members in key order.
    static func record(_ outcome: StringOutcome, context: ReportContext, previews: Bool) throws -> [JSONValue.Member] {
        let group = GroupedFinding(outcome)
        let missing = (outcome.textFindings + outcome.results).first { !$0.measurement.missingCharacters.isEmpty }
        var members: [JSONValue.Member] = [
            ("boxes", .int(outcome.results.count)),
            ("column", .int(outcome.location.column)),
            ("comment", .optional(outcome.comment)),
            ("component", .string(outcome.component)),
            ("element", .string(outcome.element)),
        ]
        if let evidence = outcome.evidence { members.append(("evidence", Self.evidence(evidence))) }
        members += [
            ("file", .string(context.displayPath(outcome.location.file))),
            ("findings", .int(outcome.reported.count)),
            ("key", .string(outcome.key)),
            ("line", .int(outcome.location.line)),
            ("locale", .string(outcome.locale)),
            ("measuredText", .string(outcome.measuredText)),
            ("message", .optional(group.map(FindingWording.message))),
            ("missingCharacters", .array((missing?.measurement.missingCharacters ?? []).map(JSONValue.string))),
        ]
        if previews {
            members.append(("previews", PreviewJSON.value(outcome.previews)))
        }
        members += [
            ("results", .array(outcome.results.filter { $0.verdict != .fits }.map { .sortedLine(result($0, of: outcome)) })),
            ("severity", .optional(outcome.severity?.rawValue)),
            ("shownAt", .array(outcome.shownAt.map { site in
                .sortedLine([
                    ("column", site.column.map(JSONValue.int) ?? .null), ("file", .string(context.displayPath(site.file))),
                    ("line", .int(site.line)),
                ])
            })),
            ("sourceText", .optional(outcome.sourceText)),
            ("spans", .array((group?.spans ?? []).map(FindingFields.span))),
            ("table", .string(outcome.table)),
            ("textFindings", .array(outcome.textFindings.map { .sortedLine(result($0, of: outcome)) })),
            ("value", .string(outcome.value)),
            ("variant", .optional(outcome.variant)),
        ]
        return members
    }

    /// Where each dimension of the element's box comes from: `font`, `lines`, `width`, `drawn`
    /// (and `widthBound`, `linesBound` when the manifest gives bounds), each an evidence object,
    /// and the dimensions the manifest confirms.
    static func evidence(_ evidence: BoxEvidence) -> JSONValue {
        var members: [JSONValue.Member] = BoxDimension.allCases.map { ($0.rawValue, FindingFields.evidence(evidence[$0])) }
        if let bound = evidence.widthBound { members.append(("widthBound", FindingFields.evidence(bound))) }
        if let bound = evidence.linesBound { members.append(("linesBound", FindingFields.evidence(bound))) }
        let confirmed = BoxDimension.allCases.filter { evidence.confirmed.contains($0) }
        members.append(("confirmed", .array(confirmed.map { .string($0.rawValue) })))
        members.sort { JSONValue.keyPrecedes($0.key, $1.key) }
        return .sortedMembers(members)
    }

    /// One box: where, the verdict, the figures; the sentence and the wrapped lines only when the
    /// box is reported (they are what a reader needs there, and most of a record's size elsewhere).
    static func result(_ result: BoxResult, of outcome: StringOutcome) -> [JSONValue.Member] {
        let m = result.measurement
        let stated = FindingFields.assumptions(result.assumptions, fitsWidest: result.fitsWidest)
        var members: [JSONValue.Member] = stated.filter { $0.key == "assumptions" } + [
            ("category", .string(result.category.displayName)),
            ("cause", .optional(result.cause?.rawValue)),
            ("device", .string(result.device)),
        ] + stated.filter { $0.key == "fitsWidest" } + [
            ("headroom", .double(m.headroom)),
            ("headroomCharacters", .int(m.headroomCharacters)),
            ("limitedHeight", .double(m.limitedHeight)),
            ("lineHeight", .double(m.lineHeight)),
        ]
        if result.reported { members.append(("lineTexts", .array(m.lineTexts.map(JSONValue.string)))) }
        members += [
            ("lines", .int(m.lines)),
            ("linesAllowed", .int(m.linesAllowed)),
        ]
        if result.reported { members.append(("message", .string(FindingWording.message(outcome.finding(result))))) }
        members += [
            ("naturalWidth", .double(m.naturalWidth)),
            ("orientation", .string(result.orientation.rawValue)),
            ("overflow", .double(m.overflow)),
            ("overflowCharacters", .int(m.overflowCharacters)),
            ("pointSize", .double(m.pointSize)),
            ("reported", .bool(result.reported)),
        ]
        if !result.risks.isEmpty {
            members.append(
                ("risks", .array(result.risks.map { risk in
                    .sortedLine([
                        ("language", .string(risk.language)), ("needed", .double(risk.needed)), ("p90", .double(risk.p90)),
                        ("room", .double(risk.room)), ("sourceWidth", .double(risk.sourceWidth)),
                    ])
                })))
        }
        members += [
            ("scale", result.scale.map(JSONValue.double) ?? .null),
            ("severity", .string(result.severity.rawValue)),
            ("truncates", .bool(m.truncates)),
            ("unconstrainedHeight", .double(m.unconstrainedHeight)),
            ("verdict", .string(result.verdict.rawValue)),
            ("widestWord", .double(m.widestWord)),
            ("width", .double(result.width)),
        ]
        return members
    }
}
