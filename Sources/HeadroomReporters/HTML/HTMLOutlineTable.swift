/// The glyph outlines of one page, each written once in the page's `<defs>` at 1000 units per em
/// and referenced by `<use>` wherever it is drawn, scaled to the text size. The same glyph at
/// twelve sizes costs one `<path>`: outlines are deduplicated by their key without its `@size`
/// suffix when the key has one (the layout engine's keys do), else by their normalized path data.
final class HTMLOutlineTable {
    /// Units per em of the normalized outlines.
    static let unitsPerEm = 1000.0

    private var ids: [String: String] = [:]
    private(set) var paths: [(id: String, data: String)] = []

    /// The id of the `<path>` for an outline drawn at `pointSize`, adding it on first use; nil for
    /// an empty outline (a space), which draws nothing.
    func id(key: String, data: String, pointSize: Double) -> String? {
        if data.isEmpty { return nil }
        let seenKey = "\(pointSize)\u{1}\(key)\u{1}\(data.utf8.count)"
        if let id = seen[seenKey] { return id }
        let id = newID(key: key, data: data, pointSize: pointSize)
        seen[seenKey] = id
        return id
    }

    /// Outlines already looked up, by size, key and path length (a cheap guard against two
    /// renderings using one key for different paths).
    private var seen: [String: String] = [:]

    private func newID(key: String, data: String, pointSize: Double) -> String {
        let factor = pointSize > 0 ? Self.unitsPerEm / pointSize : 1
        var dedupeKey: String?
        if let at = key.lastIndex(of: "@"), Double(key[key.index(after: at)...]) != nil {
            dedupeKey = "k:" + key[..<at]
            if let id = ids[dedupeKey!] { return id }
        }
        let normalized = Self.scale(data, by: factor)
        let pathKey = "p:" + normalized
        if let id = ids[pathKey] {
            if let dedupeKey { ids[dedupeKey] = id }
            return id
        }
        let id = "o" + String(paths.count, radix: 36)
        ids[pathKey] = id
        if let dedupeKey { ids[dedupeKey] = id }
        paths.append((id, normalized))
        return id
    }

    /// Multiplies every coordinate of SVG path data by `factor`, rounded to whole units. Arc
    /// commands keep their radii-rotation-flags layout (only radii and end point are scaled).
    static func scale(_ data: String, by factor: Double) -> String {
        var out = ""
        out.reserveCapacity(data.utf8.count)
        var number = ""
        var command: Character = "M"
        var argument = 0
        func flush() {
            guard !number.isEmpty else { return }
            let value = Double(number) ?? 0
            let isArcFixed = (command == "A" || command == "a") && [2, 3, 4].contains(argument % 7)
            let scaled = isArcFixed ? value : (value * factor).rounded()
            let text = isArcFixed ? HTMLNumber.format(scaled) : String(Int(scaled))
            if let last = out.last, last.isNumber || last == "." { out.append(" ") }
            if text.hasPrefix("-"), let last = out.last, last == " " { out.removeLast() }
            out += text
            argument += 1
            number = ""
        }
        for character in data {
            if character.isLetter, character != "e", character != "E" {
                flush()
                command = character
                argument = 0
                out.append(character)
            } else if character == "-" {
                if let last = number.last, last == "e" || last == "E" {
                    number.append(character)
                } else {
                    flush()
                    number.append(character)
                }
            } else if character.isNumber || character == "." || character == "e" || character == "E" {
                if character == ".", number.contains("."), !number.contains("e") {
                    flush()
                }
                number.append(character)
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    /// The `<svg>` holding every outline, to put once at the top of the page. Also holds the hatch
    /// pattern the overflow area is filled with.
    func definitions() -> String {
        var out = "<svg class=\"defs\" aria-hidden=\"true\" focusable=\"false\" width=\"0\" height=\"0\"><defs>"
        out += "<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        out += "<line class=\"hatch-line\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\"/></pattern>"
        for path in paths {
            out += "<path id=\"\(path.id)\" d=\"\(HTMLEscape.text(path.data))\"/>"
        }
        out += "</defs></svg>\n"
        return out
    }
}
