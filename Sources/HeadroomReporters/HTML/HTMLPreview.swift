import DynamicType
import Foundation
import HeadroomCheck

/// Draws one `TextRendering` as SVG: the component's box, the glyphs at the positions the engine
/// computed, the ellipsis where UIKit cuts, and the lines past the limit beyond the box in a muted,
/// hatched area. Every drawn line is one `<g class="ln">`, so the lines drawn can be counted against
/// the lines measured.
///
/// The same drawing is written either as SVG markup (the frame shown first, present without
/// JavaScript and in print) or as a compact JSON recipe that the page script expands into the same
/// markup when another text size is chosen — which keeps pages with thousands of strings small.
struct HTMLPreview {
    /// Space around the box, in points.
    static let margin = 4.0
    /// CSS pixels per point: a little larger than life, so glyphs are readable on a desktop screen.
    static let scale = 1.5

    /// Which layout the rendering is, for the label.
    var orientationName: String
    var category: ContentSizeCategory
    var rendering: TextRendering

    /// One drawn line: glyph tokens `id:x[:y]` in 1/1000 em at the rendering's size (ids without
    /// their `o`; in JSON, x is the step from the previous glyph of the same list).
    struct DrawnLine {
        var baseline: Double
        var overflow: Bool
        var glyphs: [DrawnGlyph]
        var cut: [DrawnGlyph]
    }

    /// A glyph: outline id without its `o`, position in 1/1000 em (y from the baseline).
    struct DrawnGlyph {
        var id: Substring
        var x: Int
        var y: Int
    }

    /// Everything the markup needs, already in the page's number format.
    struct Drawing {
        var label: String
        var viewBox: String
        var viewBoxWidth: String
        var viewBoxHeight: String
        var width: String
        var height: String
        var boxWidth: String
        var limited: String
        var spill: String?
        var limitLine: Bool
        var scale: String
        var lines: [DrawnLine]
        var ellipsis: DrawnLine?
        /// Three dots drawn at `ellipsisX` when the rendering has no ellipsis glyphs.
        var dots: [(cx: String, cy: String, r: String)]
        var lineCount: Int
        var allowed: Int
    }

    func drawing(outlines: HTMLOutlineTable) -> Drawing {
        let r = rendering
        let m = Self.margin
        let limited = r.box.lines == 0 ? max(r.limitedHeight, r.unconstrainedHeight) : r.limitedHeight
        let lineBottom = r.lines.map { $0.top + $0.height }.max() ?? 0
        let contentHeight = max(limited, r.unconstrainedHeight, lineBottom)
        let contentWidth = max(r.box.width, r.lines.map(\.width).max() ?? 0)
        let width = contentWidth + 2 * m
        let height = max(contentHeight, 1) + 2 * m
        let n = HTMLNumber.format
        let size = r.box.pointSize > 0 ? r.box.pointSize : 1
        let k = size / HTMLOutlineTable.unitsPerEm

        // The contract puts glyphs in box coordinates; the engine gives y relative to the baseline
        // (mark offsets). Accept both: whichever the glyphs sit closer to.
        var fromZero = 0.0, fromBaseline = 0.0
        for line in r.lines {
            for glyph in line.glyphs {
                fromZero += abs(glyph.y)
                fromBaseline += abs(glyph.y - line.baseline)
            }
        }
        let relativeY = fromZero < fromBaseline

        var ids: [String: String?] = [:]
        func token(_ glyph: TextRendering.Glyph, baseline: Double) -> DrawnGlyph? {
            let id: String?
            if let cached = ids[glyph.outline] {
                id = cached
            } else {
                id = outlines.id(key: glyph.outline, data: r.outlines[glyph.outline] ?? "", pointSize: size)
                ids[glyph.outline] = id
            }
            guard let id else { return nil }
            let x = Int((glyph.x / k).rounded())
            let y = Int(((glyph.y - baseline) / k).rounded())
            return DrawnGlyph(id: id.dropFirst(), x: x, y: y)
        }

        let lastVisible = r.lines.lastIndex { !$0.overflow }
        let ellipsisStart = r.ellipsis.map(\.x).max() ?? r.ellipsisX ?? 0
        var lines: [DrawnLine] = []
        var ellipsis: DrawnLine?
        var dots: [(cx: String, cy: String, r: String)] = []
        for (index, line) in r.lines.enumerated() {
            let base = relativeY ? 0 : line.baseline
            var drawn = DrawnLine(baseline: line.baseline, overflow: line.overflow, glyphs: [], cut: [])
            let cutX = index == lastVisible ? r.ellipsisX : nil
            for glyph in line.glyphs {
                guard let t = token(glyph, baseline: base) else { continue }
                // Glyphs under or past the ellipsis (the engine usually leaves none), on the side
                // where this line is cut: its end, the left for a right-to-left line.
                if let cutX, line.rightToLeft ? glyph.x <= ellipsisStart + 0.01 : glyph.x >= cutX - 0.01 {
                    drawn.cut.append(t)
                } else {
                    drawn.glyphs.append(t)
                }
            }
            lines.append(drawn)
            if cutX != nil {
                var e = DrawnLine(baseline: line.baseline, overflow: false, glyphs: [], cut: [])
                for glyph in r.ellipsis {
                    let relative = relativeY || abs(glyph.y) < abs(glyph.y - line.baseline)
                    if let t = token(glyph, baseline: relative ? 0 : line.baseline) { e.glyphs.append(t) }
                }
                if e.glyphs.isEmpty, let x = r.ellipsisX {
                    let radius = size * 0.06
                    dots = [0.16, 0.42, 0.68].map { step in
                        (HTMLNumber.format(x + step * size), HTMLNumber.format(line.baseline - radius), HTMLNumber.format(radius))
                    }
                } else {
                    ellipsis = e
                }
            }
        }
        let hasSpill = contentHeight > limited + 0.01
        return Drawing(
            label: label(), viewBox: "\(n(-m)) \(n(-m)) \(n(width)) \(n(height))", viewBoxWidth: n(width),
            viewBoxHeight: n(height), width: n(width * Self.scale),
            height: n(height * Self.scale), boxWidth: n(r.box.width), limited: n(limited),
            spill: hasSpill ? n(contentHeight - limited) : nil, limitLine: hasSpill && r.box.lines > 0,
            scale: String(k), lines: lines, ellipsis: ellipsis, dots: dots, lineCount: r.lines.count, allowed: r.box.lines)
    }

    /// The SVG markup. `HTMLScript`'s `svgMarkup` writes the same markup from `json`.
    func svg(outlines: HTMLOutlineTable) -> String {
        let d = drawing(outlines: outlines)
        var out = "<svg class=\"pv\" role=\"img\" aria-label=\"\(HTMLEscape.text(d.label))\" viewBox=\"\(d.viewBox)\""
        out += " width=\"\(d.width)\" height=\"\(d.height)\" data-lines=\"\(d.lineCount)\" data-allowed=\"\(d.allowed)\">"
        out += "<rect class=\"box\" x=\"0\" y=\"0\" width=\"\(d.boxWidth)\" height=\"\(d.limited)\"/>"
        if let spill = d.spill {
            out += "<rect class=\"spill\" x=\"0\" y=\"\(d.limited)\" width=\"\(d.boxWidth)\" height=\"\(spill)\"/>"
        }
        func uses(_ glyphs: [DrawnGlyph]) -> String {
            var s = ""
            for g in glyphs {
                s += "<use href=\"#o\(g.id)\" x=\"\(g.x)\"" + (g.y != 0 ? " y=\"\(g.y)\"/>" : "/>")
            }
            return s
        }
        for line in d.lines {
            out += "<g class=\"\(line.overflow ? "ln over" : "ln")\" transform=\"translate(0 \(HTMLNumber.format(line.baseline))) scale(\(d.scale))\">"
            out += uses(line.glyphs)
            if !line.cut.isEmpty { out += "<g class=\"cut\">\(uses(line.cut))</g>" }
            out += "</g>"
        }
        if let e = d.ellipsis {
            out += "<g class=\"ell\" transform=\"translate(0 \(HTMLNumber.format(e.baseline))) scale(\(d.scale))\">\(uses(e.glyphs))</g>"
        }
        if !d.dots.isEmpty {
            out += "<g class=\"ell\">" + d.dots.map { "<circle cx=\"\($0.cx)\" cy=\"\($0.cy)\" r=\"\($0.r)\"/>" }.joined() + "</g>"
        }
        if d.limitLine {
            out += "<line class=\"limit\" x1=\"0\" y1=\"\(d.limited)\" x2=\"\(d.boxWidth)\" y2=\"\(d.limited)\"/>"
        }
        return out + "</svg>"
    }

    /// The compact recipe, an array: `[label, viewBoxWidth, viewBoxHeight, boxWidth, limitedHeight,
    /// spillHeight or 0, limitLine 0/1, pointSize, lines, linesAllowed, [[baseline, overflow 0/1,
    /// glyphs, cut glyphs?]…], [baseline, ellipsis glyphs] or 0, [[cx, cy, r]…] or 0]`.
    func json(outlines: HTMLOutlineTable) -> String {
        let d = drawing(outlines: outlines)
        let q = HTMLJSON.string
        let f = HTMLNumber.format
        let size = rendering.box.pointSize > 0 ? rendering.box.pointSize : 1
        var out = "[\(q(d.label)),\(d.viewBoxWidth),\(d.viewBoxHeight),\(d.boxWidth),\(d.limited),\(d.spill ?? "0"),"
        out += "\(d.limitLine ? 1 : 0),\(f(size)),\(d.lineCount),\(d.allowed),["
        out += d.lines.map { line in
            var entry = "[\(f(line.baseline)),\(line.overflow ? 1 : 0),\(q(Self.deltas(line.glyphs)))"
            if !line.cut.isEmpty { entry += ",\(q(Self.deltas(line.cut)))" }
            return entry + "]"
        }.joined(separator: ",")
        out += "],"
        if let e = d.ellipsis { out += "[\(f(e.baseline)),\(q(Self.deltas(e.glyphs)))]," } else { out += "0," }
        if !d.dots.isEmpty {
            out += "[" + d.dots.map { "[\($0.cx),\($0.cy),\($0.r)]" }.joined(separator: ",") + "]"
        } else {
            out += "0"
        }
        return out + "]"
    }

    /// Glyphs as `id:dx[:y]` tokens, each x written as the step from the previous glyph (advances
    /// are shorter than positions).
    static func deltas(_ glyphs: [DrawnGlyph]) -> String {
        var previous = 0
        var out = ""
        for g in glyphs {
            if !out.isEmpty { out += " " }
            out += "\(g.id):\(g.x - previous)"
            if g.y != 0 { out += ":\(g.y)" }
            previous = g.x
        }
        return out
    }

    /// What a screen reader says about the preview: size, box, lines drawn against lines allowed,
    /// and where the text is cut.
    func label() -> String {
        let r = rendering
        let lines = r.lines.count
        var s = "\(orientationName) layout at \(category.displayName) (\(HTMLNumber.format(r.box.pointSize)) pt) in a "
        s += "\(HTMLNumber.format(r.box.width)) pt box: \(lines) line\(lines == 1 ? "" : "s"), "
        s += r.box.lines == 0 ? "no line limit" : "\(r.box.lines) allowed"
        let visible = r.lines.filter { !$0.overflow }
        let hidden = lines - visible.count
        if let last = visible.last, r.ellipsisX != nil || hidden > 0 {
            s += "; cut with an ellipsis in line \(visible.count) (“\(Self.excerpt(last.text))”)"
            if hidden > 0 { s += ", \(hidden) more line\(hidden == 1 ? "" : "s") hidden" }
        } else {
            s += "; fits"
        }
        return s
    }

    static func excerpt(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(57)) + "…" : trimmed
    }
}
