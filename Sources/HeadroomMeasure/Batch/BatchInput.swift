import DynamicType
import HeadroomText

/// One line of `measure --batch` input, as read (fields documented in docs/measure.md).
package struct BatchInput {
    package var text: String?
    package var width: Double?
    package var lines: Int?
    package var style: String?
    package var category: String?
    package var font: String?
    package var fontIndex: Int?
    package var size: Double?
    package var maximumPointSize: Double?
    package var locale: String?
    package var weight: String?
    package var scale: Int?
    package var tracking: Bool?
    package var pushOut: Bool?
    package var hangulWordPriority: Bool?

    /// A field of the wrong JSON type.
    package struct FieldError: Error, CustomStringConvertible {
        var field: String
        var expected: String
        package var description: String { "field '\(field)' must be \(expected)" }
    }

    /// The fields read, in the order of `values` in `init(values:)`.
    package static let fieldNames = [
        "text", "width", "lines", "style", "category", "font", "fontIndex", "size", "maximumPointSize", "locale",
        "weight", "scale", "tracking", "pushOut", "hangulWordPriority",
    ]
    /// `fieldNames` as UTF-8, for `BatchJSONParser.parse(_:fields:)`.
    package static let fieldBytes = fieldNames.map { Array($0.utf8) }

    /// Reads the fields from a parsed line; unknown fields are ignored, `null` means "not given".
    package init(members: [String: BatchJSONParser.Value]) throws {
        try self.init(values: BatchInput.fieldNames.map { members[$0] })
    }

    /// Reads the fields from their values in `fieldNames` order (nil: not on the line).
    package init(values: [BatchJSONParser.Value?]) throws {
        precondition(values.count == BatchInput.fieldNames.count)
        /// The field in `slot` as `take` reads it; nil when absent or null, an error naming the field
        /// and what it expects when `take` refuses the value.
        func field<T>(_ slot: Int, _ expected: String, _ take: (BatchJSONParser.Value) -> T?) throws -> T? {
            guard let value = values[slot], value != .null else { return nil }
            guard let taken = take(value) else { throw FieldError(field: BatchInput.fieldNames[slot], expected: expected) }
            return taken
        }
        func string(_ slot: Int, _ expected: String) throws -> String? {
            try field(slot, expected) { if case let .string(s) = $0 { s } else { nil } }
        }
        func number(_ slot: Int) throws -> Double? {
            try field(slot, "a number") { if case let .number(d) = $0 { d } else { nil } }
        }
        func integer(_ slot: Int, _ expected: String) throws -> Int? {
            try field(slot, expected) { if case let .number(d) = $0, d == d.rounded(), abs(d) < 1e9 { Int(d) } else { nil } }
        }
        func bool(_ slot: Int) throws -> Bool? {
            try field(slot, "true or false") { if case let .bool(b) = $0 { b } else { nil } }
        }
        text = try string(0, "a string")
        width = try number(1)
        lines = try integer(2, "a whole number (0 = unlimited)")
        style = try string(3, "a text style name")
        category = try string(4, "a content size category name")
        font = try string(5, "a font file path")
        fontIndex = try integer(6, "a whole number")
        size = try number(7)
        maximumPointSize = try number(8)
        locale = try string(9, "a locale identifier")
        if case let .number(d)? = values[10], d == d.rounded() {
            // Whole numbers past Int (1e99) are no weight either; MeasureValues.weight names the range.
            weight = abs(d) < 1e9 ? String(Int(d)) : String(d)
        } else {
            weight = try string(10, "a weight name or 100...900")
        }
        scale = try integer(11, "1, 2 or 3")
        tracking = try bool(12)
        pushOut = try bool(13)
        hangulWordPriority = try bool(14)
    }

    /// True when `category` is `all` or a comma list: the answer lists a RESULT per category.
    package var asksForSeveralCategories: Bool {
        // On the bytes: this runs for every batch line (Foundation's trimming costs microseconds).
        guard let category else { return false }
        var letters: UInt32 = 0
        var count = 0
        for byte in category.utf8 {
            if byte == UInt8(ascii: ",") { return true }
            if byte == 0x20 || byte == 0x09 { continue }
            count += 1
            if count <= 3 { letters = letters << 8 | UInt32(byte | 0x20) }  // ASCII lower case
        }
        return count == 3 && letters == 0x61_6C_6C  // "all"
    }

    /// The validated request (the categories asked for a style; the font's own size, or scaled by a style).
    package func request(defaultLocale: String) throws -> MeasureRequest {
        guard let text else { throw MeasureError.badCombination("missing field 'text'") }
        guard let width else { throw MeasureError.badCombination("missing field 'width'") }
        let checkedText = try MeasureValues.text(text)
        let checkedWidth = try MeasureValues.width(width, option: "width")
        let checkedLines = try MeasureValues.lines(lines ?? 1, option: "lines")
        let style = try self.style.map(MeasureValues.style)
        // One category answers with one RESULT; `all` or a comma list with every RESULT.
        let categories: [ContentSizeCategory]
        if let raw = self.category, asksForSeveralCategories {
            categories = try MeasureValues.categories(raw)
        } else {
            categories = [try self.category.map(MeasureValues.category) ?? .large]
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
        let checkedScale = try MeasureValues.scale(scale ?? 3, option: "scale")
        var options = LayoutOptions(scale: checkedScale)
        if case .style = font { options.tracking = true }
        if let tracking { options.tracking = tracking }
        if let pushOut { options.pushOut = pushOut }
        if let hangulWordPriority { options.hangulWordPriority = hangulWordPriority }
        return MeasureRequest(
            text: checkedText, width: checkedWidth, lines: checkedLines, font: font, weight: checkedWeight,
            categories: categories, locale: locale ?? defaultLocale, options: options,
            maximumPointSize: maximumPointSize)
    }
}
