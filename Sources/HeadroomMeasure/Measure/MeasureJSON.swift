import HeadroomFormats

/// A JSON value with a deterministic rendering: object keys sorted, numbers rounded to 1/10000 and
/// written without a fraction when whole, strings and numbers written by `JSONWriter`.
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

    /// Digits after the point in the measure contract's numbers.
    package static let decimals = 4

    /// One line, no spaces.
    package var compact: String {
        var out = JSONWriter(capacity: 256)
        write(to: &out, pretty: false, level: 0)
        return out.text
    }

    /// Two-space indentation, one member per line.
    package var pretty: String {
        var out = JSONWriter(capacity: 1024)
        write(to: &out, pretty: true, level: 0)
        return out.text
    }

    private static func newline(_ out: inout JSONWriter, level: Int) {
        out.byte(0x0A)
        for _ in 0..<level { out.raw("  ") }
    }

    private func write(to out: inout JSONWriter, pretty: Bool, level: Int) {
        switch self {
        case let .string(s): out.string(s)
        case let .number(d): out.number(d, decimals: Self.decimals)
        case let .int(i): out.int(i)
        case let .bool(b): out.bool(b)
        case .null: out.null()
        case let .array(items):
            // Arrays of scalars stay on one line even when pretty.
            let flat = !pretty || items.allSatisfy(\.isScalar)
            out.byte(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { flat && pretty ? out.raw(", ") : out.byte(UInt8(ascii: ",")) }
                if !flat { Self.newline(&out, level: level + 1) }
                item.write(to: &out, pretty: pretty, level: level + 1)
            }
            if !flat, !items.isEmpty { Self.newline(&out, level: level) }
            out.byte(UInt8(ascii: "]"))
        case let .object(members):
            out.byte(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.byte(UInt8(ascii: ",")) }
                if pretty { Self.newline(&out, level: level + 1) }
                out.string(key)
                pretty ? out.raw(": ") : out.byte(UInt8(ascii: ":"))
                members[key]!.write(to: &out, pretty: pretty, level: level + 1)
            }
            if pretty, !members.isEmpty { Self.newline(&out, level: level) }
            out.byte(UInt8(ascii: "}"))
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A number as the contract writes it (`JSONWriter`, four decimals).
    package static func format(_ value: Double) -> String { JSONWriter.number(value, decimals: decimals) }

    /// A JSON string (`JSONWriter`'s escaping).
    package static func escape(_ s: String, into out: inout String) { out += JSONWriter.quoted(s) }
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
    /// Appends `json.compact` to `writer` (keys in sorted order, no String in between): the batch
    /// writes one per line.
    package func write(into out: inout JSONWriter) {
        // Each member is its key (with the comma before it) then its value.
        func number(_ key: StaticString, _ value: Double) { out.raw(key); out.number(value, decimals: MeasureJSON.decimals) }
        func int(_ key: StaticString, _ value: Int) { out.raw(key); out.int(value) }
        func strings(_ key: StaticString, _ value: [String]) { out.raw(key); out.strings(value) }
        out.raw("{\"category\":")
        if let category { out.string(category.displayName) } else { out.null() }
        out.raw(",\"ellipsis\":")
        if let ellipsis {
            out.raw("{\"keptText\":")
            out.string(ellipsis.keptText)
            int(",\"line\":", ellipsis.lineIndex + 1)
            number(",\"x\":", ellipsis.x)
            out.byte(UInt8(ascii: "}"))
        } else {
            out.null()
        }
        strings(",\"fonts\":", fonts)
        number(",\"headroom\":", headroom)
        int(",\"headroomCharacters\":", headroomCharacters)
        number(",\"limitedHeight\":", limitedHeight)
        number(",\"lineHeight\":", lineHeight)
        strings(",\"lineTexts\":", lineTexts)
        out.raw(",\"lineWidths\":[")
        for (index, width) in lineWidths.enumerated() {
            if index > 0 { out.byte(UInt8(ascii: ",")) }
            out.number(width, decimals: MeasureJSON.decimals)
        }
        int("],\"lines\":", lines)
        int(",\"linesAllowed\":", linesAllowed)
        strings(",\"missingCharacters\":", missingCharacters)
        number(",\"naturalWidth\":", naturalWidth)
        number(",\"overflow\":", overflow)
        int(",\"overflowCharacters\":", overflowCharacters)
        number(",\"pointSize\":", pointSize)
        out.raw(",\"truncates\":")
        out.bool(truncates)
        number(",\"unconstrainedHeight\":", unconstrainedHeight)
        out.raw(truncates ? ",\"verdict\":\"truncates\"}" : ",\"verdict\":\"fits\"}")
    }
}
