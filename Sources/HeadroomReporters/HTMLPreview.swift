import DynamicType
import Foundation
import HeadroomCheck

/// Draws one `TextRendering` as inline SVG: the component's box, the glyphs at the positions the
/// engine computed, the ellipsis where UIKit cuts, and the lines past the limit beyond the box in a
/// muted, hatched area. Every drawn line is one `<g class="ln">`, so the lines drawn can be counted
/// against the lines measured.
struct HTMLPreview {
    /// Space around the box, in points.
    static let margin = 4.0

    /// Which layout the rendering is, for the label.
    var orientationName: String
    var category: ContentSizeCategory
    var rendering: TextRendering

    func svg(outlines: HTMLOutlineTable) -> String {
        let r = rendering
        let m = Self.margin
        let limited = r.box.lines == 0 ? max(r.limitedHeight, r.unconstrainedHeight) : r.limitedHeight
        let lineBottom = r.lines.map { $0.top + $0.height }.max() ?? 0
        let contentHeight = max(limited, r.unconstrainedHeight, lineBottom)
        let contentWidth = max(r.box.width, r.lines.map(\.width).max() ?? 0)
        let width = contentWidth + 2 * m
        let height = max(contentHeight, 1) + 2 * m
        func n(_ value: Double) -> String { HTMLNumber.format(value) }

        var out = "<svg class=\"pv\" role=\"img\" aria-label=\"\(HTMLEscape.text(label()))\""
        out += " viewBox=\"\(n(-m)) \(n(-m)) \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " data-lines=\"\(r.lines.count)\" data-allowed=\"\(r.box.lines)\">"
        out += "<rect class=\"box\" x=\"0\" y=\"0\" width=\"\(n(r.box.width))\" height=\"\(n(limited))\"/>"
        if contentHeight > limited + 0.01 {
            out += "<rect class=\"spill\" x=\"0\" y=\"\(n(limited))\" width=\"\(n(r.box.width))\" height=\"\(n(contentHeight - limited))\"/>"
        }

        var ids: [String: String?] = [:]
        func use(_ glyph: TextRendering.Glyph, baseline: Double, dx: Double = 0, dy: Double = 0) -> String {
            let id: String?
            if let cached = ids[glyph.outline] {
                id = cached
            } else {
                id = outlines.id(for: r.outlines[glyph.outline] ?? "")
                ids[glyph.outline] = id
            }
            guard let id else { return "" }
            let y = glyph.y + dy - baseline
            var s = "<use href=\"#\(id)\" x=\"\(n(glyph.x + dx))\""
            if abs(y) > 0.005 { s += " y=\"\(n(y))\"" }
            return s + "/>"
        }

        let lastVisible = r.lines.lastIndex { !$0.overflow }
        let ellipsisWidth = r.box.pointSize * 0.9
        for (index, line) in r.lines.enumerated() {
            out += "<g class=\"\(line.overflow ? "ln over" : "ln")\" transform=\"translate(0 \(n(line.baseline)))\">"
            if index == lastVisible, let cutX = r.ellipsisX {
                var kept = "", cut = ""
                for glyph in line.glyphs {
                    let isCut = r.rightToLeft ? glyph.x < cutX + ellipsisWidth - 0.01 : glyph.x >= cutX - 0.01
                    if isCut { cut += use(glyph, baseline: line.baseline) } else { kept += use(glyph, baseline: line.baseline) }
                }
                out += kept
                if !cut.isEmpty { out += "<g class=\"cut\">\(cut)</g>" }
                out += "</g>"
                // The ellipsis glyphs may be given relative to `ellipsisX` and the baseline, or in box
                // coordinates; both conventions are accepted.
                let relative = (r.ellipsis.first.map { abs($0.x - cutX) > 0.5 && $0.x < cutX } ?? false)
                let dy = (r.ellipsis.first.map { abs($0.y) < 0.01 } ?? false) ? line.baseline : 0
                out += "<g class=\"ell\" transform=\"translate(0 \(n(line.baseline)))\">"
                for glyph in r.ellipsis { out += use(glyph, baseline: line.baseline, dx: relative ? cutX : 0, dy: dy) }
                out += "</g>"
            } else {
                for glyph in line.glyphs { out += use(glyph, baseline: line.baseline) }
                out += "</g>"
            }
        }
        if r.box.lines > 0, contentHeight > limited + 0.01 {
            out += "<line class=\"limit\" x1=\"0\" y1=\"\(n(limited))\" x2=\"\(n(r.box.width))\" y2=\"\(n(limited))\"/>"
        }
        out += "</svg>"
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

