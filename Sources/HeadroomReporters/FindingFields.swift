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
            ("headroom", .double(m.headroom)),
            ("headroomCharacters", .int(m.headroomCharacters)),
            ("averageCharacterWidth", .double(m.averageCharacterWidth)),
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
            ("category", .string(finding.category.rawValue)),
            ("device", .string(finding.device)),
            ("orientation", .string(finding.orientation.rawValue)),
            ("verdict", .string(finding.verdict.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", .string(context.displayPath(finding.location.file))),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
        ]
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
            ("message", .string(finding.message)),
            ("summary", .string(FindingText.headline(finding))),
        ]
    }
}
