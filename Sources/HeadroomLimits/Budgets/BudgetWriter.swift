import Foundation

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
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(budgets)) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .weblate:
            return rooms.map { "\($0.key)\t\(weblateFlags($0))" }.joined(separator: "\n") + (rooms.isEmpty ? "" : "\n")
        }
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
