/// A JSON value with a deterministic rendering: object keys sorted, numbers rounded to 1/10000 and
/// written without a fraction when whole, strings with RFC 8259 escapes (non-ASCII kept as UTF-8).
/// `measure --format json` and `measure --batch` are a stable contract (docs/measure.md), so the
/// rendering does not depend on Foundation's encoder.
package indirect enum MeasureJSON: Equatable {
    case string(String)
    case number(Double)
    case int(Int)
    case bool(Bool)
    case null
    case array([MeasureJSON])
    case object([String: MeasureJSON])

    /// One line, no spaces.
    package var compact: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Two-space indentation, one member per line.
    package var pretty: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case let .string(s): MeasureJSON.escape(s, into: &out)
        case let .number(d): out += MeasureJSON.format(d)
        case let .int(i): out += String(i)
        case let .bool(b): out += b ? "true" : "false"
        case .null: out += "null"
        case let .array(items):
            // Arrays of scalars stay on one line even when pretty.
            let flat = indent == nil || items.allSatisfy(\.isScalar)
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += flat && indent != nil ? ", " : "," }
                if !flat, let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                item.write(to: &out, indent: indent, level: level + 1)
            }
            if !flat, !items.isEmpty, let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "]"
        case let .object(members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                MeasureJSON.escape(key, into: &out)
                out += indent == nil ? ":" : ": "
                members[key]!.write(to: &out, indent: indent, level: level + 1)
            }
            if !members.isEmpty, let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return String(rounded)
    }

    /// A JSON string with RFC 8259 escapes plus U+2028/U+2029 (written by `MeasureJSONWriter`).
    package static func escape(_ s: String, into out: inout String) {
        var writer = MeasureJSONWriter(capacity: s.utf8.count + 2)
        writer.string(s)
        out += String(decoding: writer.bytes, as: UTF8.self)
    }
}

extension MeasureRow {
    /// The row as the JSON contract describes it (docs/measure.md).
    package var json: MeasureJSON {
        var object: [String: MeasureJSON] = [
            "pointSize": .number(pointSize),
            "lineHeight": .number(lineHeight),
            "lines": .int(lines),
            "linesAllowed": .int(linesAllowed),
            "unconstrainedHeight": .number(unconstrainedHeight),
            "limitedHeight": .number(limitedHeight),
            "truncates": .bool(truncates),
            "verdict": .string(verdict),
            "naturalWidth": .number(naturalWidth),
            "headroom": .number(headroom),
            "headroomCharacters": .int(headroomCharacters),
            "overflow": .number(overflow),
            "overflowCharacters": .int(overflowCharacters),
            "lineTexts": .array(lineTexts.map(MeasureJSON.string)),
            "lineWidths": .array(lineWidths.map(MeasureJSON.number)),
            "missingCharacters": .array(missingCharacters.map(MeasureJSON.string)),
            "fonts": .array(fonts.map(MeasureJSON.string)),
            "category": category.map { .string($0.displayName) } ?? .null,
        ]
        if let ellipsis {
            object["ellipsis"] = .object([
                "line": .int(ellipsis.lineIndex + 1),
                "x": .number(ellipsis.x),
                "keptText": .string(ellipsis.keptText),
            ])
        } else {
            object["ellipsis"] = .null
        }
        return .object(object)
    }
}

extension MeasureRow {
    /// `json.compact`, written directly (keys already in sorted order): the batch writes one per line.
    package var compactJSON: String {
        var writer = MeasureJSONWriter(capacity: 512)
        write(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appends `json.compact` to `writer` (keys in sorted order, no String in between).
    package func write(into out: inout MeasureJSONWriter) {
        out.raw("{\"category\":")
        if let category { out.string(category.displayName) } else { out.raw("null") }
        out.raw(",\"ellipsis\":")
        if let ellipsis {
            out.raw("{\"keptText\":")
            out.string(ellipsis.keptText)
            out.raw(",\"line\":")
            out.int(ellipsis.lineIndex + 1)
            out.raw(",\"x\":")
            out.number(ellipsis.x)
            out.byte(UInt8(ascii: "}"))
        } else {
            out.raw("null")
        }
        out.raw(",\"fonts\":")
        out.strings(fonts)
        out.raw(",\"headroom\":")
        out.number(headroom)
        out.raw(",\"headroomCharacters\":")
        out.int(headroomCharacters)
        out.raw(",\"limitedHeight\":")
        out.number(limitedHeight)
        out.raw(",\"lineHeight\":")
        out.number(lineHeight)
        out.raw(",\"lineTexts\":")
        out.strings(lineTexts)
        out.raw(",\"lineWidths\":[")
        for (index, width) in lineWidths.enumerated() {
            if index > 0 { out.byte(UInt8(ascii: ",")) }
            out.number(width)
        }
        out.raw("],\"lines\":")
        out.int(lines)
        out.raw(",\"linesAllowed\":")
        out.int(linesAllowed)
        out.raw(",\"missingCharacters\":")
        out.strings(missingCharacters)
        out.raw(",\"naturalWidth\":")
        out.number(naturalWidth)
        out.raw(",\"overflow\":")
        out.number(overflow)
        out.raw(",\"overflowCharacters\":")
        out.int(overflowCharacters)
        out.raw(",\"pointSize\":")
        out.number(pointSize)
        out.raw(",\"truncates\":")
        out.bool(truncates)
        out.raw(",\"unconstrainedHeight\":")
        out.number(unconstrainedHeight)
        out.raw(truncates ? ",\"verdict\":\"truncates\"}" : ",\"verdict\":\"fits\"}")
    }
}
