import HeadroomCheck
import HeadroomFormats

/// An outcome's previews in the JSON report, written compactly by `JSONWriter` (the one JSON
/// writer), keys in byte order: each distinct rendering (glyphs in em, clusters, outlines) once
/// under `renderings`, and per device its frames with the index of the rendering they are drawn
/// from. The sweep draws every device of a string from its one shaping, so an outcome has one
/// rendering however many devices it fails on. Fields are those of the Codable types, named as
/// they name them; a nil optional is left out.
struct PreviewJSON {
    /// Decimals of a figure: em positions need more than points do, and six keep both exact
    /// to far below a pixel.
    static let decimals = 6

    private var w = JSONWriter(capacity: 4096)

    /// The `previews` member of an outcome's record.
    static func value(_ previews: [StringPreview]) -> JSONValue {
        var renderings: [ShapedRendering] = []
        var devices: [(device: String, rendering: Int, frames: [StringPreview.Frame])] = []
        for preview in previews {
            let index = renderings.firstIndex(of: preview.rendering) ?? renderings.count
            if index == renderings.count { renderings.append(preview.rendering) }
            devices.append((preview.device, index, preview.frames))
        }
        var json = PreviewJSON()
        json.w.raw("{\"devices\":")
        json.list(devices) { json, device in
            json.w.raw("{\"device\":")
            json.w.string(device.device)
            json.w.raw(",\"frames\":")
            json.list(device.frames) { $0.frame($1) }
            json.w.raw(",\"rendering\":")
            json.w.int(device.rendering)
            json.w.byte(UInt8(ascii: "}"))
        }
        json.w.raw(",\"renderings\":")
        json.list(renderings) { $0.rendering($1) }
        json.w.byte(UInt8(ascii: "}"))
        return .raw(json.w.text)
    }

    private mutating func list<T>(_ items: [T], _ item: (inout PreviewJSON, T) -> Void) {
        w.byte(UInt8(ascii: "["))
        for (index, element) in items.enumerated() {
            if index > 0 { w.byte(UInt8(ascii: ",")) }
            item(&self, element)
        }
        w.byte(UInt8(ascii: "]"))
    }

    private mutating func number(_ value: Double) { w.number(value, decimals: Self.decimals) }

    private mutating func frame(_ frame: StringPreview.Frame) {
        w.raw("{\"category\":")
        w.string(frame.category.rawValue)
        w.raw(",\"horizontal\":")
        box(frame.horizontal)
        w.raw(",\"verdict\":")
        w.string(frame.verdict.rawValue)
        if let vertical = frame.vertical {
            w.raw(",\"vertical\":")
            box(vertical)
        }
        w.byte(UInt8(ascii: "}"))
    }

    private mutating func box(_ box: BoxRendering) {
        w.raw("{\"box\":{\"lines\":")
        w.int(box.box.lines)
        w.raw(",\"pointSize\":")
        number(box.box.pointSize)
        w.raw(",\"width\":")
        number(box.box.width)
        w.raw("},\"figureSpacing\":")
        number(box.figureSpacing)
        w.raw(",\"limitedHeight\":")
        number(box.limitedHeight)
        w.raw(",\"lines\":")
        list(box.lines) { $0.line($1) }
        w.raw(",\"shaping\":")
        w.int(box.shaping)
        w.raw(",\"tracking\":")
        number(box.tracking)
        w.raw(",\"unconstrainedHeight\":")
        number(box.unconstrainedHeight)
        w.raw(",\"wordSpacing\":")
        number(box.wordSpacing)
        w.byte(UInt8(ascii: "}"))
    }

    private mutating func line(_ line: BoxRendering.Line) {
        w.raw("{\"baseline\":")
        number(line.baseline)
        if let cut = line.ellipsis {
            w.raw(",\"ellipsis\":{\"face\":")
            w.int(cut.face)
            w.raw(",\"width\":")
            number(cut.width)
            w.byte(UInt8(ascii: "}"))
        }
        w.raw(",\"height\":")
        number(line.height)
        w.raw(",\"overflow\":")
        w.bool(line.overflow)
        w.raw(",\"rightToLeft\":")
        w.bool(line.rightToLeft)
        w.raw(",\"runs\":")
        list(line.runs) { json, run in
            json.w.raw("{\"end\":")
            json.w.int(run.end)
            json.w.raw(",\"reversed\":")
            json.w.bool(run.reversed)
            json.w.raw(",\"start\":")
            json.w.int(run.start)
            json.w.byte(UInt8(ascii: "}"))
        }
        w.raw(",\"text\":")
        w.string(line.text)
        w.raw(",\"top\":")
        number(line.top)
        w.byte(UInt8(ascii: "}"))
    }

    /// Outlines as `[key, outline, key, outline…]` in key order (their keys are not strings, and a
    /// dictionary's order changes from one run to the next).
    private mutating func rendering(_ rendering: ShapedRendering) {
        w.raw("{\"faces\":")
        list(rendering.faces) { $0.face($1) }
        w.raw(",\"outlines\":[")
        for (index, key) in rendering.outlines.keys.sorted().enumerated() {
            if index > 0 { w.byte(UInt8(ascii: ",")) }
            w.raw("{\"face\":")
            face(key.face)
            w.raw(",\"glyph\":")
            w.int(Int(key.glyph))
            w.raw("},{\"pathYUp\":")
            let outline = rendering.outlines[key]!
            w.string(outline.pathYUp)
            w.raw(",\"unitsPerEm\":")
            number(outline.unitsPerEm)
            w.byte(UInt8(ascii: "}"))
        }
        w.raw("],\"rightToLeft\":")
        w.bool(rendering.rightToLeft)
        w.raw(",\"shapings\":")
        list(rendering.shapings) { json, shaping in
            json.w.raw("{\"clusters\":")
            json.list(shaping.clusters) { json, cluster in
                json.w.raw("{\"figures\":")
                json.w.int(cluster.figures)
                json.w.raw(",\"glyphs\":[")
                json.w.int(cluster.glyphs.lowerBound)
                json.w.byte(UInt8(ascii: ","))
                json.w.int(cluster.glyphs.upperBound)
                json.w.raw("],\"spaces\":")
                json.w.int(cluster.spaces)
                json.w.raw(",\"tracked\":")
                json.w.int(cluster.tracked)
                json.w.byte(UInt8(ascii: "}"))
            }
            json.w.raw(",\"ellipses\":")
            json.list(shaping.ellipses) { json, glyphs in json.list(glyphs) { $0.glyph($1) } }
            json.w.raw(",\"glyphs\":")
            json.list(shaping.glyphs) { $0.glyph($1) }
            json.w.byte(UInt8(ascii: "}"))
        }
        w.byte(UInt8(ascii: "}"))
    }

    private mutating func face(_ face: FaceKey) {
        w.raw("{\"file\":")
        w.string(face.file)
        w.raw(",\"index\":")
        w.int(face.index)
        w.raw(",\"variations\":{")
        for (index, axis) in face.variations.keys.sorted(by: JSONValue.keyPrecedes).enumerated() {
            if index > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(axis)
            w.byte(UInt8(ascii: ":"))
            number(face.variations[axis]!)
        }
        w.raw("}}")
    }

    private mutating func glyph(_ glyph: ShapedRendering.Glyph) {
        w.raw("{\"advance\":")
        number(glyph.advance)
        w.raw(",\"face\":")
        w.int(glyph.face)
        w.raw(",\"id\":")
        w.int(Int(glyph.id))
        w.raw(",\"offsetX\":")
        number(glyph.offsetX)
        w.raw(",\"offsetY\":")
        number(glyph.offsetY)
        w.byte(UInt8(ascii: "}"))
    }
}
