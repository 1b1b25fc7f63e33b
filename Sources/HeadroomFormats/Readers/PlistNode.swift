import Foundation

/// A property list value with the position of its text (XML) or line 1 (binary plists).
indirect enum PlistNode: Sendable {
    case string(String, line: Int, column: Int)
    case dict([(key: String, keyLine: Int, keyColumn: Int, value: PlistNode)], line: Int, column: Int)
    case array([PlistNode], line: Int, column: Int)
    /// Numbers, booleans, dates and data: not text Headroom measures.
    case other(type: String, line: Int, column: Int)

    var line: Int {
        switch self {
        case .string(_, let line, _), .dict(_, let line, _), .array(_, let line, _), .other(_, let line, _): line
        }
    }

    var column: Int {
        switch self {
        case .string(_, _, let column), .dict(_, _, let column), .array(_, _, let column), .other(_, _, let column): column
        }
    }

    var typeName: String {
        switch self {
        case .string: "string"
        case .dict: "dictionary"
        case .array: "array"
        case .other(let type, _, _): type
        }
    }

    var stringValue: String? {
        if case .string(let s, _, _) = self { return s }
        return nil
    }

    var entries: [(key: String, keyLine: Int, keyColumn: Int, value: PlistNode)]? {
        if case .dict(let entries, _, _) = self { return entries }
        return nil
    }
}
