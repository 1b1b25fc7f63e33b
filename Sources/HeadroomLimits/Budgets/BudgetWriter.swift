import Foundation
import HeadroomFormats

/// Writes character budgets as CSV, JSON, or Weblate flags (one line per key:
/// `key<TAB>max-size:W:L, font-family:F, font-size:S, font-weight:W`).
public enum BudgetWriter {
    public enum Format: String, Sendable, CaseIterable {
        case csv, json, weblate
    }

    public static func write(_ budgets: [CharacterBudget], rooms: [Room], format: Format) -> String {
        switch format {
        case .csv:
            var lines = ["key,language,characters,max_width_pt,lines,font,point_size,category,device,component,element,estimate"]
            for b in budgets {
                let fields = [
                    b.key, b.language, String(b.characters), String(b.maxWidth), String(b.lines), b.font,
                    number(b.pointSize), b.category, b.device, b.component, b.element,
                    b.fallback ? "english-advance" : "language-advance",
                ]
                lines.append(fields.map(csvField).joined(separator: ","))
            }
            return lines.joined(separator: "\n") + "\n"
        case .json:
            return json(budgets)
        case .weblate:
            return rooms.map { "\($0.key)\t\(weblateFlags($0))" }.joined(separator: "\n") + (rooms.isEmpty ? "" : "\n")
        }
    }

    /// The budgets as a JSON list of objects with sorted keys, pretty-printed in the layout this
    /// output has always had (`"key" : value`; no budgets: `[`, a blank line, `]`); point sizes to
    /// 1/1000 pt.
    static func json(_ budgets: [CharacterBudget]) -> String {
        var out = JSONWriter()
        out.byte(UInt8(ascii: "["))
        for (index, b) in budgets.enumerated() {
            out.raw(index == 0 ? "\n  {" : ",\n  {")
            let members: [(key: StaticString, value: (inout JSONWriter) -> Void)] = [
                ("category", { $0.string(b.category) }), ("characters", { $0.int(b.characters) }),
                ("component", { $0.string(b.component) }), ("device", { $0.string(b.device) }),
                ("element", { $0.string(b.element) }), ("fallback", { $0.bool(b.fallback) }), ("font", { $0.string(b.font) }),
                ("key", { $0.string(b.key) }), ("language", { $0.string(b.language) }), ("lines", { $0.int(b.lines) }),
                ("maxWidth", { $0.int(b.maxWidth) }), ("pointSize", { $0.number(b.pointSize, decimals: 3) }),
            ]
            for (position, member) in members.enumerated() {
                out.raw(position == 0 ? "\n    \"" : ",\n    \"")
                out.raw(member.key)
                out.raw("\" : ")
                member.value(&out)
            }
            out.raw("\n  }")
        }
        out.raw(budgets.isEmpty ? "\n\n]\n" : "\n]\n")
        return out.text
    }

    /// Weblate's flags for a room: its `max-size` check and the font to render with.
    public static func weblateFlags(_ room: Room) -> String {
        "max-size:\(room.maxWidth):\(room.lines), font-family:\(flagValue(room.fontFamily)), font-size:\(room.pointSizeText), "
            + "font-weight:\(room.weightName)"
    }

    /// A flag value, quoted when it has characters Weblate's flag syntax gives a meaning to.
    static func flagValue(_ text: String) -> String {
        guard text.contains(where: { $0 == " " || $0 == "," || $0 == ":" || $0 == "\"" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
