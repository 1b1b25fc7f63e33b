import DynamicType
import HeadroomText

/// One line of `measure --batch` input, as read (fields documented in docs/measure.md).
struct BatchInput {
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

    /// Reads the fields from a parsed line; unknown fields are ignored, `null` means "not given".
    init(members: [String: BatchJSONParser.Value]) throws {
        func string(_ key: String, _ expected: String) throws -> String? {
            switch members[key] {
            case nil, .null?: return nil
            case let .string(s)?: return s
            default: throw FieldError(field: key, expected: expected)
            }
        }
        func number(_ key: String) throws -> Double? {
            switch members[key] {
            case nil, .null?: return nil
            case let .number(d)?: return d
            default: throw FieldError(field: key, expected: "a number")
            }
        }
        func integer(_ key: String, _ expected: String) throws -> Int? {
            switch members[key] {
            case nil, .null?: return nil
            case let .number(d)? where d == d.rounded() && abs(d) < 1e9: return Int(d)
            default: throw FieldError(field: key, expected: expected)
            }
        }
        func bool(_ key: String) throws -> Bool? {
            switch members[key] {
            case nil, .null?: return nil
            case let .bool(b)?: return b
            default: throw FieldError(field: key, expected: "true or false")
            }
        }
        text = try string("text", "a string")
        width = try number("width")
        lines = try integer("lines", "a whole number (0 = unlimited)")
        style = try string("style", "a text style name")
        category = try string("category", "a content size category name")
        font = try string("font", "a font file path")
        fontIndex = try integer("fontIndex", "a whole number")
        size = try number("size")
        maximumPointSize = try number("maximumPointSize")
        locale = try string("locale", "a locale identifier")
        if case let .number(d)? = members["weight"], d == d.rounded() {
            weight = String(Int(d))
        } else {
            weight = try string("weight", "a weight name or 100...900")
        }
        scale = try integer("scale", "1, 2 or 3")
        tracking = try bool("tracking")
        pushOut = try bool("pushOut")
        hangulWordPriority = try bool("hangulWordPriority")
    }

    /// The validated request (one category for a style; the font's own size, or scaled by a style).
    func request(defaultLocale: String) throws -> MeasureRequest {
        guard let text else { throw MeasureError.badCombination("missing field 'text'") }
        guard let width else { throw MeasureError.badCombination("missing field 'width'") }
        let checkedText = try MeasureValues.text(text)
        let checkedWidth = try MeasureValues.width(width, option: "width")
        let checkedLines = try MeasureValues.lines(lines ?? 1, option: "lines")
        let style = try self.style.map(MeasureValues.style)
        let category = try self.category.map(MeasureValues.category) ?? .large
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
        let checkedScale = try MeasureValues.scale(scale ?? 3, option: "scale")
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
