import DynamicType
import Foundation
import HeadroomCheck

/// A character budget for tools that count characters (Lokalise, Phrase, Crowdin, Smartling): the
/// room's width (times its lines) over the language's average advance per character in the room's
/// font. An estimate: the advance is the language's average over real translations (the
/// expansion table), scaled from the reference font to the room's font by the width of one
/// sample text in both; a given translation may have wider or narrower characters, and wrapping
/// loses part of each line but the last.
public struct CharacterBudget: Sendable, Hashable, Codable {
    public var key: String
    public var language: String
    public var characters: Int
    public var component: String
    public var element: String
    public var maxWidth: Int
    public var lines: Int
    public var font: String
    public var pointSize: Double
    public var category: String
    public var device: String
    /// True when the language has no data in the table and the English advance was used.
    public var fallback: Bool
}

/// Computes budgets; caches the font scale per typeface.
public final class BudgetCalculator: @unchecked Sendable {
    public let table: ExpansionTable
    public let measurer: any TextMeasurer
    private var scales: [Typeface: Double] = [:]
    private let lock = NSLock()
    static let sample = "The quick brown fox jumps over the lazy dog"

    public init(table: ExpansionTable = .shipped, measurer: any TextMeasurer) {
        self.table = table
        self.measurer = measurer
    }

    /// How much wider the room's font sets text than the reference font (system regular), per point.
    func scale(_ typeface: Typeface) -> Double {
        lock.lock()
        if let cached = scales[typeface] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let box = [LayoutBox(pointSize: ExpansionStudy.referencePointSize, width: 100_000, lines: 1)]
        let reference = (try? measurer.measure(Self.sample, locale: "en", typeface: ExpansionStudy.referenceTypeface, boxes: box))?.first?.naturalWidth ?? 0
        let this = (try? measurer.measure(Self.sample, locale: "en", typeface: typeface, boxes: box))?.first?.naturalWidth ?? 0
        let value = reference > 0 && this > 0 ? this / reference : 1
        lock.lock()
        scales[typeface] = value
        lock.unlock()
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
