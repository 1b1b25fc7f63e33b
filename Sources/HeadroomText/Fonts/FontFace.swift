import CTextStack
import Foundation
import Synchronization

/// One face of a font file (a `.ttc` member, optionally a variable-font instance), loaded once and
/// shared. Shaping goes through HarfBuzz (`hb_ot_font`, scale = units per em, unhinted), so advances
/// scale linearly with the point size; outlines come from FreeType on demand.
///
/// Thread-safe: the HarfBuzz font is immutable after set-up; FreeType is used under a lock.
// Unchecked: it owns HarfBuzz and FreeType handles (C pointers); FreeType and the plan table are used under their locks.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The font file.
    public let path: String
    /// The face inside a collection.
    public let faceIndex: Int
    /// Family name from the `name` table (typographic family when present).
    public let family: String
    /// Style name from the `name` table.
    public let style: String
    public let unitsPerEm: Int
    /// `hhea` ascender (font units, positive up).
    public let ascender: Int
    /// `hhea` descender (font units, negative below the baseline).
    public let descender: Int
    /// `hhea` line gap (font units).
    public let lineGap: Int
    /// True if the font has its own AAT `trak` table (then SF tracking is never added).
    public let hasTrackingTable: Bool
    /// The font's own tracking (`trak`), added per size by the layout; nil without a usable table.
    public let trackingTable: TrackingTable?
    /// True for a color bitmap font (`CBDT` or `sbix`, e.g. emoji): its glyphs have no outlines.
    public let hasColorBitmaps: Bool
    /// Variation axes (empty for a static font).
    public let axes: [VariationAxis]
    /// The variation coordinates this instance was created with.
    public let variations: [String: Double]
    /// SHA-256 of the file, if known (from the manifest or computed).
    public internal(set) var sha256: String?

    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    /// "…" (U+2026) in this face, nil when it lacks one; computed once for every layout's ellipsis.
    let ellipsisGlyphs: [ShapedVariant.EllipsisGlyph]?
    /// Width of `ellipsisGlyphs` and `periodEllipsisGlyphs` in em (0 when absent).
    let ellipsisEm: Double
    let periodEllipsisEm: Double
    /// `[family]`, shared by every layout set in this face alone.
    let familyList: [String]
    /// Three periods, the primary face's stand-in for a missing "…" (nil without a period).
    let periodEllipsisGlyphs: [ShapedVariant.EllipsisGlyph]?
    private let lock = Mutex(())
    private let planLock = Mutex(())
    /// HarfBuzz shape plans by segment properties, made once and kept (HarfBuzz's own cache is a
    /// list searched on every `hb_shape`).
    private var plans: [PlanKey: OpaquePointer] = [:]
    private var ftLibrary: FT_Library?
    private var ftFace: FT_Face?
    private var ftFailed = false
    private var outlines: [UInt32: GlyphOutline?] = [:]

    /// Opens `path` at `faceIndex`. Throws a `FontError` naming the file when it is missing, not a
    /// font, or has no such face.
    public convenience init(path: String, faceIndex: Int = 0, variations: [String: Double] = [:]) throws {
        let blob = try FontFace.loadBlob(path: path)
        defer { hb_blob_destroy(blob) }
        try self.init(blob: blob, path: path, faceIndex: faceIndex, variations: variations)
    }

    init(blob: OpaquePointer, path: String, faceIndex: Int, variations: [String: Double]) throws {
        let count = Int(hb_face_count(blob))
        if count == 0 { throw FontError.corrupt(path: path, reason: "no OpenType/TrueType face found") }
        guard faceIndex >= 0, faceIndex < count else {
            throw FontError.faceIndexOutOfRange(path: path, index: faceIndex, count: count)
        }
        let face = hb_face_create(blob, UInt32(faceIndex))!
        let upem = Int(hb_face_get_upem(face))
        let glyphs = hb_face_get_glyph_count(face)
        guard glyphs > 0, upem >= 16 else {
            hb_face_destroy(face)
            throw FontError.corrupt(path: path, reason: "no glyphs or no units-per-em")
        }
        self.path = path
        self.faceIndex = faceIndex
        self.hbFace = face
        self.unitsPerEm = upem
        let hhea = FontFace.table(face, "hhea")
        if hhea.count >= 10 {
            ascender = Int(Int16(bitPattern: UInt16(hhea[4]) << 8 | UInt16(hhea[5])))
            descender = Int(Int16(bitPattern: UInt16(hhea[6]) << 8 | UInt16(hhea[7])))
            lineGap = Int(Int16(bitPattern: UInt16(hhea[8]) << 8 | UInt16(hhea[9])))
        } else {
            ascender = upem * 8 / 10
            descender = -upem * 2 / 10
            lineGap = 0
        }
        let trak = FontFace.table(face, "trak")
        hasTrackingTable = !trak.isEmpty
        trackingTable = trak.isEmpty ? nil : TrackingTable(table: trak)
        hasColorBitmaps = FontFace.hasTable(face, "CBDT") || FontFace.hasTable(face, "sbix")
        family = FontFace.name(face, 16) ?? FontFace.name(face, 1) ?? (path as NSString).lastPathComponent
        style = FontFace.name(face, 17) ?? FontFace.name(face, 2) ?? "Regular"
        familyList = [family]

        var axisCount = hb_ot_var_get_axis_count(face)
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(axisCount))
        if axisCount > 0 { _ = hb_ot_var_get_axis_infos(face, 0, &axisCount, &infos) }
        axes = infos.prefix(Int(axisCount)).map {
            VariationAxis(
                tag: Self.hbTagString($0.tag), minimum: Double($0.min_value), defaultValue: Double($0.default_value),
                maximum: Double($0.max_value))
        }
        var applied: [String: Double] = [:]
        for axis in axes { if let value = variations[axis.tag] { applied[axis.tag] = axis.clamp(value) } }
        self.variations = applied

        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_ot_font_set_funcs(font)
        if !applied.isEmpty {
            let settings = applied.map { hb_variation_t(tag: Self.hbTag($0.key), value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        hbFont = font
        func advanceEm(_ glyph: hb_codepoint_t) -> Float {
            Float(Double(hb_font_get_glyph_h_advance(font, glyph)) / Double(upem))
        }
        var glyph: hb_codepoint_t = 0
        let ellipsis: [ShapedVariant.EllipsisGlyph]? =
            hb_font_get_nominal_glyph(font, 0x2026, &glyph) != 0
            ? [ShapedVariant.EllipsisGlyph(glyph: glyph, advance: advanceEm(glyph))] : nil
        let periods: [ShapedVariant.EllipsisGlyph]? =
            hb_font_get_nominal_glyph(font, 0x2E, &glyph) != 0
            ? Array(repeating: ShapedVariant.EllipsisGlyph(glyph: glyph, advance: advanceEm(glyph)), count: 3) : nil
        ellipsisGlyphs = ellipsis
        periodEllipsisGlyphs = periods
        ellipsisEm = ellipsis?.reduce(0.0) { $0 + Double($1.advance) } ?? 0
        periodEllipsisEm = periods?.reduce(0.0) { $0 + Double($1.advance) } ?? 0
    }

    private struct PlanKey: Hashable {
        var direction: UInt32
        var script: UInt32
        var language: UInt
    }

    /// The features every text is shaped with: `trak` off (see `shapePlan`).
    static let shapingFeatures = hb_feature_t(tag: hbTag("trak"), value: 0, start: 0, end: UInt32.max)

    /// The shape plan for segment properties (this face's variation coordinates). `trak` is off:
    /// HarfBuzz would apply it at one size (none, or 12 pt, by version) and the layout adds the
    /// face's own tracking at the size drawn (`TrackingTable`).
    func shapePlan(_ props: hb_segment_properties_t) -> OpaquePointer? {
        let key = PlanKey(
            direction: props.direction.rawValue, script: props.script.rawValue,
            language: UInt(bitPattern: props.language.map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0))
        // The plan is handed out through a local: a C pointer cannot be the lock's `sending` result.
        var found: OpaquePointer?
        planLock.withLock { _ in
            if let plan = plans[key] { return found = plan }
            var properties = props
            var length: UInt32 = 0
            let coords = hb_font_get_var_coords_normalized(hbFont, &length)
            var features = Self.shapingFeatures
            found = hb_shape_plan_create_cached2(hbFace, &properties, &features, 1, coords, length, nil)
            if let found { plans[key] = found }
        }
        return found
    }

    deinit {
        for plan in plans.values { hb_shape_plan_destroy(plan) }
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        if let ftFace { FT_Done_Face(ftFace) }
        if let ftLibrary { FT_Done_FreeType(ftLibrary) }
    }

    /// Reads a font file into a HarfBuzz blob (caller destroys it).
    static func loadBlob(path: String) throws -> OpaquePointer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontError.missingFile(path: path, package: nil)
        }
        if isDirectory.boolValue { throw FontError.corrupt(path: path, reason: "is a directory") }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw FontError.unreadable(path: path) }
        return blob
    }

    private static func table(_ face: OpaquePointer, _ tag: String) -> [UInt8] {
        guard let blob = hb_face_reference_table(face, Self.hbTag(tag)) else { return [] }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    private static func hasTable(_ face: OpaquePointer, _ tag: String) -> Bool {
        guard let blob = hb_face_reference_table(face, Self.hbTag(tag)) else { return false }
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    private static func name(_ face: OpaquePointer, _ id: UInt32) -> String? {
        let language = hb_language_from_string("en", -1)
        var size: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 256)
        let length = hb_ot_name_get_utf8(face, id, language, &size, &buffer)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The glyph for a code point, or nil when the face does not cover it.
    public func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 ? glyph : nil
    }

    /// True when the face has a glyph for the code point.
    public func covers(_ scalar: UInt32) -> Bool { glyph(for: scalar) != nil }

    /// Natural line height in em: (ascender + |descender| + line gap) / units per em.
    public var lineHeightEm: Double { Double(ascender - descender + lineGap) / Double(unitsPerEm) }
    public var ascenderEm: Double { Double(ascender) / Double(unitsPerEm) }
    public var descenderEm: Double { Double(-descender) / Double(unitsPerEm) }
    public var lineGapEm: Double { Double(lineGap) / Double(unitsPerEm) }

    /// True if the face has a variation axis with this tag.
    public func hasAxis(_ tag: String) -> Bool { axes.contains { $0.tag == tag } }

    public var description: String { "\(family) \(style)" + (faceIndex > 0 ? " #\(faceIndex)" : "") }

    // MARK: Outlines

    /// The outline of a glyph in font units (y up), nil for a glyph with no outline (a bitmap emoji).
    public func outline(glyph: UInt32) -> GlyphOutline? {
        lock.withLock { _ in
            if let cached = outlines[glyph] { return cached }
            let result = loadOutline(glyph: glyph)
            outlines[glyph] = result
            return result
        }
    }

    /// SVG path data for a glyph at `pointSize`, in points, y down, origin at the pen position.
    public func svgPath(glyph: UInt32, pointSize: Double) -> String? {
        outline(glyph: glyph)?.svgPath(scale: pointSize / Double(unitsPerEm))
    }

    private func loadOutline(glyph: UInt32) -> GlyphOutline? {
        guard let face = freeTypeFace() else { return nil }
        // NO_SCALE | NO_HINTING | NO_BITMAP: design units, unhinted outlines.
        guard FT_Load_Glyph(face, glyph, Int32(1 | 2 | 8)) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        let outline = GlyphOutline(decomposing: &slot.pointee.outline)
        return outline.commands.isEmpty && hasColorBitmaps ? nil : outline
    }

    private func freeTypeFace() -> FT_Face? {
        if let ftFace { return ftFace }
        if ftFailed { return nil }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { ftFailed = true; return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(faceIndex), &face) == 0, let face else {
            FT_Done_FreeType(library)
            ftFailed = true
            return nil
        }
        if !variations.isEmpty, !axes.isEmpty {
            var coords = axes.map { FT_Fixed((variations[$0.tag] ?? $0.defaultValue) * 65536) }
            FT_Set_Var_Design_Coordinates(face, FT_UInt(coords.count), &coords)
        }
        ftLibrary = library
        ftFace = face
        return face
    }
}

/// `HB_TAG('w','g','h','t')` for Swift (the C macro does not import).
func hbTag(_ text: String) -> hb_tag_t {
    var value: UInt32 = 0
    let bytes = Array(text.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - text.utf8.count))
    for byte in bytes { value = (value << 8) | UInt32(byte) }
    return value
}

/// The four-letter text of a tag.
func hbTagString(_ tag: hb_tag_t) -> String {
    let bytes = [UInt8((tag >> 24) & 0xFF), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF)]
    return String(decoding: bytes, as: UTF8.self)
}
