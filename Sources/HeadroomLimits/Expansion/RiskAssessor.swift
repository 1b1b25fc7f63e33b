import DynamicType
import HeadroomCheck

/// `at-risk`: a source string whose room is below what a language's translations need at their
/// 90th percentile of expansion (the expansion table for its source length). Measured before any
/// translation exists.
public struct RiskAssessor: Sendable {
    public let table: ExpansionTable
    public let measurer: any TextMeasurer

    public init(table: ExpansionTable = .shipped, measurer: any TextMeasurer) {
        self.table = table
        self.measurer = measurer
    }

    /// The source's width in the room's font on one line (nil when it cannot be measured).
    public func sourceWidth(_ text: String, locale: String, room: Room) -> Double? {
        let box = LayoutBox(pointSize: room.pointSize, width: 100_000, lines: 1)
        return (try? measurer.measure(text, locale: locale, typeface: room.typeface, boxes: [box]))?.first?.naturalWidth
    }

    /// The languages among `languages` (locale tags) whose p90 translation would not fit the room
    /// (`AtRiskRule`, the rule `check` applies too).
    public func risks(source: String, sourceLocale: String, room: Room, languages: [String]) -> [AtRiskRule.Risk] {
        guard let width = sourceWidth(source, locale: sourceLocale, room: room) else { return [] }
        return AtRiskRule(facts: table).risks(
            sourceWidth: width, sourceCharacters: source.count, room: room.width * Double(room.lines), languages: languages)
    }
}
