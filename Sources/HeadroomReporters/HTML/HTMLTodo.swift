/// A translator's to-do list for one locale as CSV (RFC 4180, UTF-8): one row per text the
/// translation alone fails, in the page's order, with the figures of its card (`TranslatorAdvice`):
/// length, room and target in characters, the overflow in points, the sizes, and a link to the card.
/// A cell that a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) gets a leading `'`.
enum HTMLTodo {
    static let header = [
        "key", "table", "variant", "screen", "source", "translation", "characters", "room", "target", "shorten_by",
        "overflow_pt", "sizes", "design_sizes", "link",
    ]

    /// The list's file name beside the locale's page (`de.todo.csv`).
    static func fileName(_ locale: HTMLLocale) -> String {
        String(locale.fileName.dropLast(".html".count)) + ".todo.csv"
    }

    static func csv(_ groups: [HTMLStringGroup], locale: HTMLLocale, rooms: (any CharacterRoomEstimator)?) -> String {
        var out = header.joined(separator: ",") + "\r\n"
        for group in groups where group.cause == .translation {
            let advice = group.translatorAdvice(rooms: rooms)
            let f = group.first
            let cells: [String] = [
                group.id.key, group.id.table, group.id.variant ?? "", group.components.joined(separator: " "),
                f.sourceText ?? "", f.value, String(advice.length), advice.worst.map { String($0.room) } ?? "",
                advice.target.map(String.init) ?? "", advice.shortenBy.map(String.init) ?? "",
                advice.worst.map { HTMLNumber.format($0.finding.measurement.overflow) } ?? "",
                TranslatorAdvice.places(advice.own), TranslatorAdvice.places(advice.design),
                locale.fileName + "#" + group.anchor,
            ]
            out += cells.map(cell).joined(separator: ",") + "\r\n"
        }
        return out
    }

    private static func cell(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
