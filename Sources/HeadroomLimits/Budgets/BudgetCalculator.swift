import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats
import Synchronization

/// Computes budgets; caches the font scale per typeface.
public final class BudgetCalculator: Sendable {
    public let table: ExpansionTable
    public let measurer: any TextMeasurer
    private let scales = Mutex<[Typeface: Double]>([:])
    static let sample = "The quick brown fox jumps over the lazy dog"

    public init(table: ExpansionTable = .shipped, measurer: any TextMeasurer) {
        self.table = table
        self.measurer = measurer
    }

    /// How much wider the room's font sets text than the reference font (system regular), per point.
    func scale(_ typeface: Typeface) -> Double {
        if let cached = scales.withLock({ $0[typeface] }) { return cached }
        let box = [LayoutBox(pointSize: ExpansionStudy.referencePointSize, width: 100_000, lines: 1)]
        let reference = (try? measurer.measure(Self.sample, locale: "en", typeface: ExpansionStudy.referenceTypeface, boxes: box))?.first?.naturalWidth ?? 0
        let this = (try? measurer.measure(Self.sample, locale: "en", typeface: typeface, boxes: box))?.first?.naturalWidth ?? 0
        let value = reference > 0 && this > 0 ? this / reference : 1
        scales.withLock { $0[typeface] = value }
        return value
    }

    /// The budget for a room in a language (a locale tag).
    public func budget(_ room: Room, language tag: String) -> CharacterBudget {
        let (characters, fallback) = characters(
            width: room.width, lines: room.lines, pointSize: room.pointSize, typeface: room.typeface, language: tag)
        return CharacterBudget(
            key: room.key, language: tag, characters: characters, component: room.component, element: room.element,
            maxWidth: room.maxWidth, lines: room.lines, font: room.fontAttribute, pointSize: room.pointSize,
            category: room.category.displayName, device: room.device, fallback: fallback)
    }

    /// The characters of a language (a locale tag) that fit `width` points times `lines` in
    /// `typeface` at `pointSize`, and whether the language had no data (the English advance used).
    public func characters(
        width: Double, lines: Int, pointSize: Double, typeface: Typeface, language tag: String
    ) -> (characters: Int, fallback: Bool) {
        let advance = table.advance(language: ExpansionTable.language(of: tag))
        let ems = advance?.ems ?? table.advance(language: "en")?.ems ?? 0.5
        let perCharacter = ems * scale(typeface) * pointSize
        guard perCharacter > 0, width.isFinite else { return (0, advance == nil) }
        return (InputLimits.clampedInt((width * Double(lines) / perCharacter).rounded(.down)), advance == nil)
    }
}
