import HeadroomFormats

/// A batch line that is not a JSON object of UTF-8 text.
package enum BatchLineError: Error, CustomStringConvertible {
    case invalidUTF8
    case notJSONObject

    package var description: String {
        switch self {
        case .invalidUTF8: "the line is not valid UTF-8"
        case .notJSONObject: "the line is not a JSON object"
        }
    }
}
