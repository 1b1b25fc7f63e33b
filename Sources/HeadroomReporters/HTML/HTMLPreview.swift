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

    private var size: Double { frame.box.pointSize > 0 ? frame.box.pointSize : 1 }

    /// The placed lines and the drawing's extent: the box at its line limit, the lines past it.
    private struct Geometry {
        var placed: [PlacedLine]
        var limited: Double
        var contentWidth: Double
        var contentHeight: Double
        var hasSpill: Bool { contentHeight > limited + 0.01 }
        /// The drawing with its margin, in points.
        var width: Double { contentWidth + 2 * HTMLPreview.margin }
        var height: Double { max(contentHeight, 1) + 2 * HTMLPreview.margin }
    }

    private func geometry() -> Geometry {
        let placed = frame.placed(rendering)
        let limited = frame.box.lines == 0 ? max(frame.limitedHeight, frame.unconstrainedHeight) : frame.limitedHeight
        let lineBottom = frame.lines.map { $0.top + $0.height }.max() ?? 0
        return Geometry(
            placed: placed, limited: limited, contentWidth: max(frame.box.width, placed.map(\.width).max() ?? 0),
            contentHeight: max(limited, frame.unconstrainedHeight, lineBottom))
    }

    /// The SVG markup. `HTMLScript`'s `svgMarkup` writes the same markup from `json` and `glyphData`.
    func svg(outlines: HTMLOutlineTable) -> String {
        let g = geometry()
        let m = Self.margin
        let n = HTMLNumber.format
        let k = size / HTMLOutlineTable.unitsPerEm
        let (boxWidth, limited) = (n(frame.box.width), n(g.limited))
        var out = "<svg class=\"pv\" role=\"img\" aria-label=\"\(HTMLEscape.text(label()))\" viewBox=\"\(n(-m)) \(n(-m)) \(n(g.width)) \(n(g.height))\""
        out += " width=\"\(n(g.width * Self.scale))\" height=\"\(n(g.height * Self.scale))\" data-lines=\"\(frame.lines.count)\" data-allowed=\"\(frame.box.lines)\">"
        out += "<rect class=\"box\" x=\"0\" y=\"0\" width=\"\(boxWidth)\" height=\"\(limited)\"/>"
        if g.hasSpill {
            out += "<rect class=\"spill\" x=\"0\" y=\"\(limited)\" width=\"\(boxWidth)\" height=\"\(n(g.contentHeight - g.limited))\"/>"
        }
        // Glyphs in 1/1000 em at the frame's size, y from the baseline (those with an outline).
        func uses(_ glyphs: [PlacedLine.Glyph]) -> String {
            var s = ""
            for glyph in glyphs {
                guard let id = outlines.id(glyph.key, in: rendering) else { continue }
                let (x, y) = (Int((glyph.x / k).rounded()), Int((glyph.y / k).rounded()))
                s += "<use href=\"#\(id)\" x=\"\(x)\"" + (y != 0 ? " y=\"\(y)\"/>" : "/>")
            }
            return s
        }
        func group(_ classes: String, baseline: Double, _ content: String) -> String {
            "<g class=\"\(classes)\" transform=\"translate(0 \(n(baseline))) scale(\(k))\">\(content)</g>"
        }
        var ellipsis = ""
        var dots = ""
        for (line, place) in zip(frame.lines, g.placed) {
            out += group(line.overflow ? "ln over" : "ln", baseline: line.baseline, uses(place.glyphs))
            guard let x = place.ellipsisX else { continue }
            let glyphs = uses(place.ellipsis)
            if glyphs.isEmpty {
                let radius = size * Self.dotRadius
                dots = [0.16, 0.42, 0.68].map { step in
                    "<circle cx=\"\(n(x + step * size))\" cy=\"\(n(line.baseline - radius))\" r=\"\(n(radius))\"/>"
                }.joined()
            } else {
                ellipsis = group("ell", baseline: line.baseline, glyphs)
            }
        }
        out += ellipsis
        if !dots.isEmpty { out += "<g class=\"ell\">" + dots + "</g>" }
        if g.hasSpill && frame.box.lines > 0 {
            out += "<line class=\"limit\" x1=\"0\" y1=\"\(limited)\" x2=\"\(boxWidth)\" y2=\"\(limited)\"/>"
        }
        return out + "</svg>"
    }

    /// The compact recipe, an array: `[cut line's excerpt or 0, kind 0/1/2, viewBoxWidth,
    /// viewBoxHeight, boxWidth, limitedHeight, spillHeight or 0, limitLine 0/1, pointSize, lines,
    /// linesAllowed, shaping, tracking, word spacing, figure spacing, [[baseline, overflow 0/1, runs, rightToLeft
    /// 0/1, ellipsis face, ellipsis width]…]]`. Runs are `a+n` (n clusters from a, left to right)
    /// or `a-n` (n clusters from a down); the ellipsis fields are there on the cut line only.
    /// Positions come from the glyph data; the script words the label as `label()` does.
    func json() -> String {
        let g = geometry()
        let f = HTMLNumber.format
        let q = HTMLJSON.string
        var out = "[\(cutExcerpt.map(q) ?? "0"),\(orientation.rawValue),\(f(g.width)),"
        out += "\(f(g.height)),\(f(frame.box.width)),\(f(g.limited)),"
        out += "\(g.hasSpill ? f(g.contentHeight - g.limited) : "0"),\(g.hasSpill && frame.box.lines > 0 ? 1 : 0),"
        out += "\(f(size)),\(frame.lines.count),\(frame.box.lines),\(frame.shaping),\(Self.exact(frame.tracking)),"
        out += "\(Self.exact(frame.wordSpacing)),\(Self.exact(frame.figureSpacing)),["
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
    /// draws nothing; `/tracked[/spaces[/digits]]` when not one tracked character, no word space and
    /// no ASCII digit) and
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
                if cluster.figures != 0 {
                    s += "/\(cluster.tracked)/\(cluster.spaces)/\(cluster.figures)"
                } else if cluster.tracked != 1 || cluster.spaces != 0 {
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
