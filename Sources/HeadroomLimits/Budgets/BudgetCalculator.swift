import DynamicType
import Foundation
import HeadroomCheck
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
        let language = ExpansionTable.language(of: tag)
        let advance = table.advance(language: language)
        let ems = advance?.ems ?? table.advance(language: "en")?.ems ?? 0.5
        let perCharacter = ems * scale(room.typeface) * room.pointSize
        let characters = Int((room.width * Double(room.lines) / perCharacter).rounded(.down))
        return CharacterBudget(
            key: room.key, language: tag, characters: characters, component: room.component, element: room.element,
            maxWidth: room.maxWidth, lines: room.lines, font: room.fontAttribute, pointSize: room.pointSize,
            category: room.category.displayName, device: room.device, fallback: advance == nil)
    }
}
