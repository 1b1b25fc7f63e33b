import Foundation
import HeadroomText

/// A libraqm-style text dump of a layout: the case, then each line with its range, width and height.
enum LayoutDump {
    static func number(_ value: Double) -> String { String(format: "%.2f", value) }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{2028}": out += "\\u{2028}"
            case "\u{2029}": out += "\\u{2029}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func dump(
        text: String, locale: String?, weight: String, size: Double, width: Double, lines: Int, options: LayoutOptions,
        shaped: ShapedText, layout: TextLayout
    ) -> String {
        var out = "text: \(quoted(text))\n"
        out += "locale: \(locale ?? "-")  weight: \(weight)  size: \(number(size))  width: \(number(width))  lines: \(lines)\n"
        out += "options: scale=\(Int(options.scale)) tracking=\(options.tracking) pushOut=\(options.pushOut) hangulWordPriority=\(options.hangulWordPriority)\n"
        out += "fonts: \(layout.fontsUsed.joined(separator: ", "))\n"
        out += "missing: \(shaped.missingCharacters.isEmpty ? "-" : shaped.missingCharacters.map(quoted).joined(separator: " "))\n"
        out += "direction: \(shaped.rightToLeft ? "rtl" : "ltr")\n"
        out += "natural width: \(number(layout.naturalWidth))\n"
        out += "lines needed: \(layout.linesNeeded)  allowed: \(layout.linesAllowed)\n"
        out += "line height: \(number(layout.lineHeight))  unconstrained: \(number(layout.unconstrainedHeight))  limited: \(number(layout.limitedHeight))  truncates: \(layout.truncates)\n"
        for (index, line) in layout.lines.enumerated() {
            out += "line \(index): [\(line.range.lowerBound)..<\(line.range.upperBound)] width=\(number(line.width)) height=\(number(line.height)) baseline=\(number(line.baseline)) \(quoted(line.text))\n"
        }
        if let e = layout.ellipsis {
            out += "ellipsis: line \(e.lineIndex) kept=[\(e.keptRange.lowerBound)..<\(e.keptRange.upperBound)] x=\(number(e.x)) width=\(number(e.width)) \(quoted(e.keptText))\n"
            let slot = shaped.visualLines(for: layout)[e.lineIndex].ellipsisFace ?? 0
            let glyphs = shaped.emGlyphs(shaping: layout.shaping).ellipses[slot]
            let faces = Set(glyphs.map { shaped.faces[$0.face].description }).sorted()
            out += "ellipsis glyphs: \(glyphs.count) in \(faces.isEmpty ? "-" : faces.joined(separator: ", "))\n"
        } else {
            out += "ellipsis: -\n"
        }
        return out
    }
}
