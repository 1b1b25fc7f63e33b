import DynamicType
import HeadroomText

/// Why `headroom measure` could not do what it was asked. Each case has one message naming the
/// option, value, file or batch line at fault.
package enum MeasureError: Error, CustomStringConvertible, Equatable {
    /// An option's value is not a number, or out of its range (`reason` says which).
    case invalidValue(option: String, value: String, reason: String)
    /// `--style` names no text style.
    case unknownStyle(String)
    /// `--category` names no content size category.
    case unknownCategory(String)
    /// `--weight` names no weight.
    case unknownWeight(String)
    /// Options that cannot go together, or one that needs another.
    case badCombination(String)
    /// The text to measure is longer than the limit.
    case textTooLong(length: Int, limit: Int)
    /// The text argument is missing (and no `--batch`).
    case missingText
    /// A font could not be loaded (missing, unreadable, corrupt, bad face index, bad manifest).
    case font(FontError)
    /// No `Fonts/` folder with a `manifest.json` was found, or `--fonts` has none.
    case fonts(FontsLocatorError)
    /// The batch input could not be opened.
    case batchInput(path: String, reason: String)

    package var description: String {
        switch self {
        case let .invalidValue(option, value, reason):
            "invalid value '\(value)' for \(option): \(reason)"
        case let .unknownStyle(name):
            "unknown text style '\(name)'; valid styles: \(MeasureError.styleNames)"
        case let .unknownCategory(name):
            "unknown content size category '\(name)'; valid categories: \(MeasureError.categoryNames), or all"
        case let .unknownWeight(name):
            "unknown weight '\(name)'; valid weights: \(MeasureError.weightNames) (or 100...900)"
        case let .badCombination(message):
            message
        case let .textTooLong(length, limit):
            "the text is too long to measure: \(length) UTF-8 bytes (the limit is \(limit))"
        case .missingText:
            "missing the text to measure (give it as an argument, or use --batch FILE)"
        case let .font(error):
            error.description
        case let .fonts(error):
            error.description
        case let .batchInput(path, reason):
            "cannot read batch input \(path): \(reason)"
        }
    }

    package static let styleNames = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
    package static let categoryNames = ContentSizeCategory.allCases.map(\.displayName).joined(separator: ", ")
    package static let weightNames = FontWeight.allCases.map(\.name).joined(separator: ", ")
}

extension MeasureError: ExitCoded {
    package var exitStatus: Int32 { ExitStatus.usage }
}
