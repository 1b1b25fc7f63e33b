import Foundation
import HeadroomCheck
import HeadroomText
import Synchronization

/// A text's shaping kept after `LayoutMeasurer.measureText`, with the layout of every box it was
/// measured in: the previews come from here, never from a second shaping. The rendering is built
/// on first use: each glyph's outline once per `GlyphKey`, in font units, y up.
final class LayoutShaping: TextShaping, Sendable {
    private let shaped: [ShapedText]
    private let layouts: [LayoutBox: (shaped: Int, layout: TextLayout)]
    private let built = Mutex<Built?>(nil)

    /// The rendering, and where each (shaped text, shaping) and face slot went in it.
    private struct Built: Sendable {
        var rendering: ShapedRendering
        var shapingIndex: [ShapingID: Int]
        var faceIndex: [[Int]]
    }

    private struct ShapingID: Hashable {
        var shaped: Int
        var shaping: Int
    }

    init(shaped: [ShapedText], boxes: [LayoutBox], layouts: [(shaped: Int, layout: TextLayout)]) {
        self.shaped = shaped
        var byBox: [LayoutBox: (shaped: Int, layout: TextLayout)] = [:]
        for (box, layout) in zip(boxes, layouts) where byBox[box] == nil { byBox[box] = layout }
        self.layouts = byBox
    }

    func rendering() throws -> ShapedRendering { build().rendering }

    func boxRendering(_ box: LayoutBox) throws -> BoxRendering {
        guard let (s, layout) = layouts[box] else { throw LayoutShapingError.boxNotMeasured(box) }
        let built = build()
        let text = shaped[s]
        let faces = built.faceIndex[s]
        let lines = text.visualLines(for: layout).map { visual -> BoxRendering.Line in
            let line = layout.lines[visual.index]
            var cut: BoxRendering.Cut?
            var string = line.text
            if let slot = visual.ellipsisFace, let ellipsis = layout.ellipsis {
                cut = BoxRendering.Cut(face: faces[slot], width: ellipsis.width)
                string = ellipsis.keptText + "…"
            }
            return BoxRendering.Line(
                text: string, top: line.top, baseline: line.baseline, height: line.height,
                runs: visual.runs.map { BoxRendering.Run(start: $0.start, end: $0.end, reversed: $0.reversed) },
                overflow: visual.overflow, rightToLeft: visual.rightToLeft, ellipsis: cut)
        }
        return BoxRendering(
            box: box, shaping: built.shapingIndex[ShapingID(shaped: s, shaping: layout.shaping)] ?? 0,
            tracking: layout.tracking, wordSpacing: layout.wordSpacing, figureSpacing: layout.figureSpacing, lines: lines,
            limitedHeight: layout.limitedHeight, unconstrainedHeight: layout.unconstrainedHeight)
    }

    /// The rendering of the shapings the layouts use (a shaping no box uses is never built).
    private func build() -> Built {
        built.withLock { cache in
            if let cache { return cache }
            let made = make()
            cache = made
            return made
        }
    }

    private func make() -> Built {
        var faceKeys: [FaceKey] = []
        var faceOf: [FaceKey: Int] = [:]
        var faceFonts: [FontFace] = []
        let faceIndex = shaped.map { text in
            text.faces.map { face -> Int in
                let key = FaceKey(
                    file: (face.path as NSString).lastPathComponent, index: face.faceIndex, variations: face.variations)
                if let index = faceOf[key] { return index }
                faceOf[key] = faceKeys.count
                faceKeys.append(key)
                faceFonts.append(face)
                return faceKeys.count - 1
            }
        }
        var used: [ShapingID] = []
        for (s, layout) in layouts.values.sorted(by: { ($0.shaped, $0.layout.pointSize) < ($1.shaped, $1.layout.pointSize) }) {
            let id = ShapingID(shaped: s, shaping: layout.shaping)
            if !used.contains(id) { used.append(id) }
        }
        var shapings: [ShapedRendering.Shaping] = []
        var outlines: [GlyphKey: FontUnitOutline] = [:]
        func glyph(_ g: EmGlyphs.Glyph, faces: [Int]) -> ShapedRendering.Glyph {
            let glyph = ShapedRendering.Glyph(
                face: faces[g.face], id: g.id, advance: g.advance, offsetX: g.offsetX, offsetY: g.offsetY)
            let key = GlyphKey(face: faceKeys[glyph.face], glyph: g.id)
            if outlines[key] == nil { outlines[key] = Self.outline(faceFonts[glyph.face], glyph: g.id) }
            return glyph
        }
        for id in used {
            let em = shaped[id.shaped].emGlyphs(shaping: id.shaping)
            let faces = faceIndex[id.shaped]
            var ellipses = [[ShapedRendering.Glyph]](repeating: [], count: faceKeys.count)
            for (slot, list) in em.ellipses.enumerated() where !list.isEmpty {
                ellipses[faces[slot]] = list.map { glyph($0, faces: faces) }
            }
            shapings.append(
                ShapedRendering.Shaping(
                    clusters: em.clusters.map { ShapedRendering.Cluster(
                                glyphs: $0.glyphs, tracked: $0.tracked, spaces: $0.spaces, figures: $0.figures) },
                    glyphs: em.glyphs.map { glyph($0, faces: faces) }, ellipses: ellipses))
        }
        return Built(
            rendering: ShapedRendering(
                faces: faceKeys, shapings: shapings, outlines: outlines, rightToLeft: shaped.first?.rightToLeft ?? false),
            shapingIndex: Dictionary(uniqueKeysWithValues: used.enumerated().map { ($0.element, $0.offset) }),
            faceIndex: faceIndex)
    }

    /// A glyph's outline in font units, y up; a bitmap glyph (color emoji) has none, so its em box
    /// is drawn instead.
    static func outline(_ face: FontFace, glyph: UInt32) -> FontUnitOutline {
        let units = Double(face.unitsPerEm)
        if let outline = face.outline(glyph: glyph) {
            return FontUnitOutline(pathYUp: outline.svgPathFontUnits(), unitsPerEm: units)
        }
        let top = (Double(face.ascender) * 0.9).rounded()
        let side = face.unitsPerEm
        return FontUnitOutline(pathYUp: "M0 \(Int(top))h\(side)v-\(side)h-\(side)Z", unitsPerEm: units)
    }
}
