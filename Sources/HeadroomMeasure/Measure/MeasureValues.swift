import HeadroomFormats
import DynamicType
import HeadroomText
import Foundation

/// Parsing of option and field values, shared by the command line and the batch input, with one
/// message per mistake.
package enum MeasureValues {
    package static func width(_ value: Double, option: String = "--width", raw: String? = nil) throws -> Double {
        guard value.isFinite else { throw MeasureError.invalidValue(option: option, value: raw ?? "\(value)", reason: "not a number") }
        guard value > 0 else {
            throw MeasureError.invalidValue(option: option, value: raw ?? shown(value), reason: "must be greater than 0")
        }
        guard value <= 100_000 else {
            throw MeasureError.invalidValue(option: option, value: raw ?? shown(value), reason: "must be at most 100000 points")
        }
        return value
    }

    package static func size(_ value: Double, option: String = "--size", raw: String? = nil) throws -> Double {
        guard value.isFinite else { throw MeasureError.invalidValue(option: option, value: raw ?? "\(value)", reason: "not a number") }
        // Below half a point FreeType rounds the size to 0 and every ratio to it is infinite.
        guard value >= 0.5, value <= InputLimits.pointSize else {
            throw MeasureError.invalidValue(option: option, value: raw ?? shown(value), reason: "must be a point size from 0.5 to 1000")
        }
        return value
    }

    /// A value as the message echoes it: the JSON figure, or Swift's own form (`1e+308`) where that
    /// figure would overflow.
    private static func shown(_ value: Double) -> String {
        abs(value) < 1e15 ? MeasureJSON.format(value) : "\(value)"
    }

    package static func lines(_ value: Int, option: String = "--lines") throws -> Int {
        guard value >= 0, value <= 100_000 else {
            throw MeasureError.invalidValue(option: option, value: "\(value)", reason: "must be 0 (unlimited) or more")
        }
        return value
    }

    package static func scale(_ value: Int, option: String = "--scale") throws -> Double {
        guard (1...3).contains(value) else {
            throw MeasureError.invalidValue(option: option, value: String(value), reason: "must be 1, 2 or 3")
        }
        return Double(value)
    }

    // Exact names first (a dictionary lookup: the batch asks once per line), then every spelling.
    private static let stylesByName = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0.rawValue, $0) })
    private static let categoriesByName = Dictionary(
        ContentSizeCategory.allCases.flatMap { c in [(c.rawValue, c), (c.displayName, c), (c.uikitName, c)] },
        uniquingKeysWith: { first, _ in first })
    private static let weightsByName = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ($0.name, $0) })

    package static func category(_ raw: String) throws -> ContentSizeCategory {
        guard let category = categoriesByName[raw] ?? ContentSizeCategory(name: raw) else {
            throw MeasureError.unknownCategory(raw)
        }
        return category
    }

    package static func style(_ raw: String) throws -> TextStyle {
        guard let style = stylesByName[raw] ?? TextStyle(name: raw) else { throw MeasureError.unknownStyle(raw) }
        return style
    }

    package static func weight(_ raw: String) throws -> FontWeight {
        guard let weight = weightsByName[raw] ?? FontWeight(name: raw) else { throw MeasureError.unknownWeight(raw) }
        return weight
    }

    /// A category name, a comma list, or `all`.
    package static func categories(_ raw: String) throws -> [ContentSizeCategory] {
        let names = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw MeasureError.unknownCategory(raw) }
        var result: [ContentSizeCategory] = []
        for name in names {
            if name.lowercased() == "all" {
                result += ContentSizeCategory.allCases
                continue
            }
            guard let category = ContentSizeCategory(name: name) else { throw MeasureError.unknownCategory(name) }
            result.append(category)
        }
        // Keep the table order and drop repeats.
        return ContentSizeCategory.allCases.filter(result.contains)
    }

    package static func text(_ text: String) throws -> String {
        let bytes = text.utf8.count
        guard bytes <= MeasureRequest.maximumTextBytes else {
            throw MeasureError.textTooLong(length: bytes, limit: MeasureRequest.maximumTextBytes)
        }
        return text
    }
}
