import DynamicType
import Foundation
import HeadroomCheck

/// Draws one box of a string (`BoxRendering`) from the string's single shaping (`ShapedRendering`)
/// as SVG: the component's box, the glyphs placed from their em advances at the box's size, the
/// ellipsis where UIKit cuts, and the lines past the limit beyond the box in a muted, hatched area.
/// Every drawn line is one `<g class="ln">`, so the lines drawn can be counted against the lines
/// measured. Glyphs are `<use>` of the page's outlines (`HTMLOutlineTable`), in 1/1000 em inside a
/// line group scaled to the size: one outline serves every size.
///
/// The same drawing is written either as SVG markup (the frame shown first, present without
/// JavaScript and in print) or as a small JSON recipe (lines as cluster runs, the ellipsis, the
/// size) that the page script draws from the string's glyph data (`glyphData`) when another text
/// size is chosen.
struct HTMLPreview {
    /// Space around the box, in points.
    static let margin = 4.0
    /// CSS pixels per point: a little larger than life, so glyphs are readable on a desktop screen.
    static let scale = 1.5
    /// Radius of the dots drawn for an ellipsis no face has, in em.
    static let dotRadius = 0.06

    /// Which layout the rendering is, for the label.
    var orientation: Kind
    var category: ContentSizeCategory
    var frame: BoxRendering
    var rendering: ShapedRendering

    /// The only layout of a fixed component, or one of the two of the others.
    enum Kind: Int {
        case text, horizontal, vertical
        var name: String {
            switch self {
            case .text: "Text"
            case .horizontal: "Horizontal"
            case .vertical: "Vertical"
            }
        }
    }

    /// One drawn line: glyphs in 1/1000 em at the frame's size, y from the baseline.
    struct DrawnLine {
        var baseline: Double
        var overflow: Bool
        var glyphs: [DrawnGlyph]
    }

    /// A glyph: outline id, position in 1/1000 em (y from the baseline, down).
    struct DrawnGlyph {
        var id: String
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
        /// Three dots drawn at the cut when the ellipsis' face has no glyphs for it.
        var dots: [(cx: String, cy: String, r: String)]
        var lineCount: Int
        var allowed: Int
    }

    private var size: Double { frame.box.pointSize > 0 ? frame.box.pointSize : 1 }

    /// The placed lines and the drawing's extent: the box at its line limit, the lines past it.
    private struct Geometry {
        var placed: [PlacedLine]
        var limited: Double
        var contentWidth: Double
        var contentHeight: Double
        var hasSpill: Bool { contentHeight > limited + 0.01 }
    }

    private func geometry() -> Geometry {
        let placed = frame.placed(rendering)
        let limited = frame.box.lines == 0 ? max(frame.limitedHeight, frame.unconstrainedHeight) : frame.limitedHeight
        let lineBottom = frame.lines.map { $0.top + $0.height }.max() ?? 0
        return Geometry(
            placed: placed, limited: limited, contentWidth: max(frame.box.width, placed.map(\.width).max() ?? 0),
            contentHeight: max(limited, frame.unconstrainedHeight, lineBottom))
    }

    func drawing(outlines: HTMLOutlineTable) -> Drawing {
        let r = frame
        let m = Self.margin
        let g = geometry()
        let (placed, limited, contentHeight) = (g.placed, g.limited, g.contentHeight)
        let width = g.contentWidth + 2 * m
        let height = max(contentHeight, 1) + 2 * m
        let n = HTMLNumber.format
        let k = size / HTMLOutlineTable.unitsPerEm

        func drawn(_ glyphs: [PlacedLine.Glyph]) -> [DrawnGlyph] {
            glyphs.compactMap { glyph in
                guard let id = outlines.id(glyph.key, in: rendering) else { return nil }
                return DrawnGlyph(id: id, x: Int((glyph.x / k).rounded()), y: Int((glyph.y / k).rounded()))
            }
        }
        var lines: [DrawnLine] = []
        var ellipsis: DrawnLine?
        var dots: [(cx: String, cy: String, r: String)] = []
        for (line, place) in zip(r.lines, placed) {
            lines.append(DrawnLine(baseline: line.baseline, overflow: line.overflow, glyphs: drawn(place.glyphs)))
            guard let x = place.ellipsisX else { continue }
            let glyphs = drawn(place.ellipsis)
            if glyphs.isEmpty {
                let radius = size * Self.dotRadius
                dots = [0.16, 0.42, 0.68].map { step in (n(x + step * size), n(line.baseline - radius), n(radius)) }
            } else {
                ellipsis = DrawnLine(baseline: line.baseline, overflow: false, glyphs: glyphs)
            }
        }
        let hasSpill = g.hasSpill
        return Drawing(
            label: label(), viewBox: "\(n(-m)) \(n(-m)) \(n(width)) \(n(height))", viewBoxWidth: n(width),
            viewBoxHeight: n(height), width: n(width * Self.scale),
            height: n(height * Self.scale), boxWidth: n(r.box.width), limited: n(limited),
            spill: hasSpill ? n(contentHeight - limited) : nil, limitLine: hasSpill && r.box.lines > 0,
            scale: String(k), lines: lines, ellipsis: ellipsis, dots: dots, lineCount: r.lines.count, allowed: r.box.lines)
    }

    /// The SVG markup. `HTMLScript`'s `svgMarkup` writes the same markup from `json` and `glyphData`.
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
                s += "<use href=\"#\(g.id)\" x=\"\(g.x)\"" + (g.y != 0 ? " y=\"\(g.y)\"/>" : "/>")
            }
            return s
        }
        for line in d.lines {
            out += "<g class=\"\(line.overflow ? "ln over" : "ln")\" transform=\"translate(0 \(HTMLNumber.format(line.baseline))) scale(\(d.scale))\">"
            out += uses(line.glyphs) + "</g>"
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

    /// The compact recipe, an array: `[cut line's excerpt or 0, kind 0/1/2, viewBoxWidth,
    /// viewBoxHeight, boxWidth, limitedHeight, spillHeight or 0, limitLine 0/1, pointSize, lines,
    /// linesAllowed, shaping, tracking, word spacing, [[baseline, overflow 0/1, runs, rightToLeft
    /// 0/1, ellipsis face, ellipsis width]…]]`. Runs are `a+n` (n clusters from a, left to right)
    /// or `a-n` (n clusters from a down); the ellipsis fields are there on the cut line only.
    /// Positions come from the glyph data; the script words the label as `label()` does.
    func json() -> String {
        let g = geometry()
        let m = Self.margin
        let f = HTMLNumber.format
        let q = HTMLJSON.string
        var out = "[\(cutExcerpt.map(q) ?? "0"),\(orientation.rawValue),\(f(g.contentWidth + 2 * m)),"
        out += "\(f(max(g.contentHeight, 1) + 2 * m)),\(f(frame.box.width)),\(f(g.limited)),"
        out += "\(g.hasSpill ? f(g.contentHeight - g.limited) : "0"),\(g.hasSpill && frame.box.lines > 0 ? 1 : 0),"
        out += "\(f(size)),\(frame.lines.count),\(frame.box.lines),\(frame.shaping),\(Self.exact(frame.tracking)),"
        out += "\(Self.exact(frame.wordSpacing)),["
        out += frame.lines.map { line in
            let runs = line.runs.map { $0.reversed ? "\($0.end - 1)-\($0.end - $0.start)" : "\($0.start)+\($0.end - $0.start)" }
            var entry = "[\(f(line.baseline)),\(line.overflow ? 1 : 0),\(q(runs.joined(separator: " "))),\(line.rightToLeft ? 1 : 0)"
            if let cut = line.ellipsis { entry += ",\(cut.face),\(Self.exact(cut.width))" }
            return entry + "]"
        }.joined(separator: ",")
        return out + "]]"
    }

    /// A spacing figure with four decimals (it is multiplied along a line).
    static func exact(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A string's glyph data for the page script, once per string: per shaping, its clusters
    /// (space-separated; glyphs `id:advance[:dx:dy]` in 1/1000 em, dy up, id `-` for a glyph that
    /// draws nothing; `/tracked[/spaces]` when not one tracked character and no word space) and
    /// the "…" glyphs of each face that has one.
    static func glyphData(_ rendering: ShapedRendering, outlines: HTMLOutlineTable) -> String {
        func token(_ glyph: ShapedRendering.Glyph) -> String {
            let id = outlines.id(rendering.key(glyph), in: rendering).map { String($0.dropFirst()) } ?? "-"
            var s = "\(id):\(HTMLNumber.format(glyph.advance * HTMLOutlineTable.unitsPerEm))"
            if glyph.offsetX != 0 || glyph.offsetY != 0 {
                s += ":\(HTMLNumber.format(glyph.offsetX * HTMLOutlineTable.unitsPerEm)):\(HTMLNumber.format(glyph.offsetY * HTMLOutlineTable.unitsPerEm))"
            }
            return s
        }
        let shapings = rendering.shapings.map { shaping -> String in
            let clusters = shaping.clusters.map { cluster -> String in
                var s = cluster.glyphs.map { token(shaping.glyphs[$0]) }.joined(separator: ",")
                if cluster.tracked != 1 || cluster.spaces != 0 {
                    s += "/\(cluster.tracked)" + (cluster.spaces != 0 ? "/\(cluster.spaces)" : "")
                }
                return s
            }
            let ellipses = shaping.ellipses.enumerated().filter { !$0.element.isEmpty }.map {
                "\"\($0.offset)\":\(HTMLJSON.string($0.element.map(token).joined(separator: ",")))"
            }
            return "[\(HTMLJSON.string(clusters.joined(separator: " "))),{\(ellipses.joined(separator: ","))}]"
        }
        return "[" + shapings.joined(separator: ",") + "]"
    }

    /// What a screen reader says about the preview: size, box, lines drawn against lines allowed,
    /// and where the text is cut.
    func label() -> String {
        let r = frame
        let lines = r.lines.count
        var s = "\(orientation.name) layout at \(category.displayName) (\(HTMLNumber.format(r.box.pointSize)) pt) in a "
        s += "\(HTMLNumber.format(r.box.width)) pt box: \(lines) line\(lines == 1 ? "" : "s"), "
        s += r.box.lines == 0 ? "no line limit" : "\(r.box.lines) allowed"
        let visible = r.lines.filter { !$0.overflow }.count
        let hidden = lines - visible
        if let excerpt = cutExcerpt {
            s += "; cut with an ellipsis in line \(visible) (“\(excerpt)”)"
            if hidden > 0 { s += ", \(hidden) more line\(hidden == 1 ? "" : "s") hidden" }
        } else {
            s += "; fits"
        }
        return s
    }

    /// The start of the last visible line, when the text is cut.
    var cutExcerpt: String? {
        guard let last = frame.lines.last(where: { !$0.overflow }), frame.truncates || frame.lines.contains(where: \.overflow)
        else { return nil }
        return Self.excerpt(last.text)
    }

    static func excerpt(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(57)) + "…" : trimmed
    }
}
