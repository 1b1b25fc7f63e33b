/// A JSON document written by hand so that key order, number format and escaping are fixed:
/// objects print their keys sorted, numbers never use the locale or an exponent.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// Printed with at most three decimals (measurements are not more precise than that).
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// Already-serialized JSON, written verbatim.
    case raw(String)

    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The document, pretty-printed with two-space indentation and sorted keys, ending in a newline.
    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .raw(let json): out.append(json)
        case .bool(let value): out.append(value ? "true" : "false")
        case .int(let value): out.append(String(value))
        case .double(let value):
            // JSON has no NaN or infinity.
            out.append(value.isFinite ? NumberFormat.compact(value, maxDecimals: 3) : "null")
        case .string(let value): out.append(Self.quoted(value))
        case .array(let items):
            guard !items.isEmpty else { return out.append("[]") }
            out.append("[\n")
            for (index, item) in items.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                item.write(into: &out, indent: indent + 1)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return out.append("{}") }
            out.append("{\n")
            // Sorted by UTF-8 bytes, like JSONEncoder's .sortedKeys, so `$schema` comes first.
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1) + Self.quoted(key) + ": ")
                members[key]!.write(into: &out, indent: indent + 1)
                out.append(index == keys.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; everything else
    /// (including non-ASCII and `/`) written as is, in UTF-8.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}": out.append("\\b")
            case "\u{0C}": out.append("\\f")
            default:
                // Control characters, and the two line separators JavaScript refuses in literals.
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
