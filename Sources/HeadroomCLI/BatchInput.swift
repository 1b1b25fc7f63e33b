import DynamicType
import Foundation
import HeadroomText

/// One line of `measure --batch` input, as read (fields documented in docs/measure.md).
struct BatchInput: Decodable {
    var text: String?
    var width: Double?
    var lines: Int?
    var style: String?
    var category: String?
    var font: String?
    var fontIndex: Int?
    var size: Double?
    var maximumPointSize: Double?
    var locale: String?
    var weight: String?
    var scale: Int?
    var tracking: Bool?
    var pushOut: Bool?
    var hangulWordPriority: Bool?

    /// A field of the wrong JSON type.
    struct FieldError: Error, CustomStringConvertible {
        var field: String
        var expected: String
        var description: String { "field '\(field)' must be \(expected)" }
    }

    private enum Key: String, CodingKey {
        case text, width, lines, style, category, font, fontIndex, size, maximumPointSize, locale, weight, scale
        case tracking, pushOut, hangulWordPriority
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        func field<T: Decodable>(_ key: Key, _ type: T.Type, _ expected: String) throws -> T? {
            do {
                // An explicit null means "not given".
                if try c.decodeNil(forKey: key) { return nil }
                return try c.decode(T.self, forKey: key)
            } catch DecodingError.keyNotFound {
                return nil
            } catch {
                throw FieldError(field: key.rawValue, expected: expected)
            }
        }
        text = try field(.text, String.self, "a string")
        width = try field(.width, Double.self, "a number")
        lines = try field(.lines, Int.self, "a whole number (0 = unlimited)")
        style = try field(.style, String.self, "a text style name")
        category = try field(.category, String.self, "a content size category name")
        font = try field(.font, String.self, "a font file path")
        fontIndex = try field(.fontIndex, Int.self, "a whole number")
        size = try field(.size, Double.self, "a number")
        maximumPointSize = try field(.maximumPointSize, Double.self, "a number")
        locale = try field(.locale, String.self, "a locale identifier")
        if let number = try? field(.weight, Int.self, "") {
            weight = String(number)
        } else {
            weight = try field(.weight, String.self, "a weight name or 100...900")
        }
        scale = try field(.scale, Int.self, "1, 2 or 3")
        tracking = try field(.tracking, Bool.self, "true or false")
        pushOut = try field(.pushOut, Bool.self, "true or false")
        hangulWordPriority = try field(.hangulWordPriority, Bool.self, "true or false")
    }

    /// The validated request (one category for a style; the font's own size, or scaled by a style).
    func request(defaultLocale: String) throws -> MeasureRequest {
        guard let text else { throw MeasureError.badCombination("missing field 'text'") }
        guard let width else { throw MeasureError.badCombination("missing field 'width'") }
        let checkedText = try MeasureValues.text(text)
        let checkedWidth = try MeasureValues.width(width, option: "width")
        let checkedLines = try MeasureValues.lines(lines ?? 1, option: "lines")
        let style = try self.style.map(MeasureValues.style)
        let category: ContentSizeCategory
        if let name = self.category {
            guard let parsed = ContentSizeCategory(name: name) else { throw MeasureError.unknownCategory(name) }
            category = parsed
        } else {
            category = .large
        }
        let font: MeasureFont
        if let path = self.font {
            guard let size else { throw MeasureError.badCombination("field 'size' is required with 'font'") }
            let index = fontIndex ?? 0
            guard index >= 0 else {
                throw MeasureError.invalidValue(option: "fontIndex", value: String(index), reason: "must be 0 or more")
            }
            font = .file(path: path, faceIndex: index, size: try MeasureValues.size(size, option: "size"), scaledBy: style)
        } else if let style {
            guard size == nil else {
                throw MeasureError.badCombination("field 'size' needs 'font' (a style's size comes from its category)")
            }
            font = .style(style)
        } else {
            throw MeasureError.badCombination("give either 'style' (+ 'category') or 'font' + 'size'")
        }
        let checkedWeight = try weight.map(MeasureValues.weight) ?? style.map(\.weight) ?? .regular
        let checkedScale = try MeasureValues.scale(String(scale ?? 3), option: "scale")
        var options = LayoutOptions(scale: checkedScale)
        if case .style = font { options.tracking = true }
        if let tracking { options.tracking = tracking }
        if let pushOut { options.pushOut = pushOut }
        if let hangulWordPriority { options.hangulWordPriority = hangulWordPriority }
        return MeasureRequest(
            text: checkedText, width: checkedWidth, lines: checkedLines, font: font, weight: checkedWeight,
            categories: [category], locale: locale ?? defaultLocale, options: options,
            maximumPointSize: maximumPointSize)
    }
}
