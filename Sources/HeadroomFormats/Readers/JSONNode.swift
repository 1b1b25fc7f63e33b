/// A JSON value with the 1-based line and column where it starts (for a string, the first
/// character after the opening quote, where an editor should put the cursor). What the one JSON
/// reader (`JSONNode.read`) gives; `JSONWriter` is the one writer.
public indirect enum JSONNode: Sendable {
    case string(String, line: Int, column: Int)
    case number(Double, line: Int, column: Int)
    case bool(Bool, line: Int, column: Int)
    case null(line: Int, column: Int)
    case object([(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)], line: Int, column: Int)
    case array([JSONNode], line: Int, column: Int)

    public var line: Int {
        switch self {
        case .string(_, let l, _), .number(_, let l, _), .bool(_, let l, _), .null(let l, _), .object(_, let l, _), .array(_, let l, _): l
        }
    }

    public var column: Int {
        switch self {
        case .string(_, _, let c), .number(_, _, let c), .bool(_, _, let c), .null(_, let c), .object(_, _, let c), .array(_, _, let c): c
        }
    }

    /// "a string", "an object"…, for messages.
    public var typeName: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }

    public var stringValue: String? {
        if case .string(let s, _, _) = self { return s }
        return nil
    }

    public var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)]? {
        if case .object(let m, _, _) = self { return m }
        return nil
    }

    /// The value of an object's member (the last one of that name), nil for another value.
    public subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }
}

extension JSONNode {
    /// Reads a whole JSON document (UTF-8 or UTF-16, as localization files are decoded) strictly
    /// (RFC 8259); errors name the file, line and column.
    public static func read(_ bytes: [UInt8], file: String) throws(FormatError) -> JSONNode {
        try JSONTreeParser.parse(TextDecoding.decode(bytes, file: file).scalars, file: file)
    }
}
