import CTextStack
import DynamicType
import Foundation

/// Shapes texts with a font stack. Thread-safe: share one engine; faces are loaded once.
public final class TextEngine: @unchecked Sendable {
    /// The fonts texts are set in.
    public let stack: FontStack

    private struct Key: Hashable {
        var weight: FontWeight
        var opticalSize: Double?
    }

    private let lock = NSLock()
    private var resolved: [Key: ResolvedFaces] = [:]
    private var locales: [String: LocaleInfo] = [:]

    public init(stack: FontStack) {
        self.stack = stack
    }

    func faces(weight: FontWeight, opticalSize: Double?) throws -> ResolvedFaces {
        let key = Key(weight: weight, opticalSize: opticalSize)
        lock.lock()
        if let faces = resolved[key] {
            lock.unlock()
            return faces
        }
        lock.unlock()
        let faces = try ResolvedFaces(stack: stack, weight: weight, opticalSize: opticalSize)
        lock.lock()
        resolved[key] = faces
        lock.unlock()
        return faces
    }

    private func localeInfo(_ locale: String?) -> LocaleInfo {
        let key = locale ?? ""
        lock.lock()
        defer { lock.unlock() }
        if let info = locales[key] { return info }
        let info = LocaleInfo(locale)
        locales[key] = info
        return info
    }

    /// True when the primary face is variable with an optical-size axis: shaping then depends on the
    /// point size, so shape once per size (`opticalSize:`).
    public func needsShapingPerSize(weight: FontWeight) throws -> Bool {
        try faces(weight: weight, opticalSize: nil).text.hasAxis("opsz")
    }

    /// The primary face at a weight and point size (Text cut below the Display threshold).
    public func primaryFace(weight: FontWeight, pointSize: Double) throws -> FontFace {
        let faces = try faces(weight: weight, opticalSize: nil)
        return pointSize >= faces.displayFrom ? faces.display : faces.text
    }

    /// The natural line height of the primary face at a point size.
    public func lineHeight(weight: FontWeight, pointSize: Double) throws -> Double {
        try primaryFace(weight: weight, pointSize: pointSize).lineHeightEm * pointSize
    }

    /// Shapes a text once for every size: itemizes (bidi, scripts, fallback per grapheme cluster),
    /// shapes each run with HarfBuzz, and records ICU's line-break opportunities for the locale.
    /// `opticalSize` sets the `opsz` axis of a variable primary face.
    public func shape(_ text: String, locale: String? = nil, weight: FontWeight = .regular, opticalSize: Double? = nil)
        throws -> ShapedText
    {
        let faces = try faces(weight: weight, opticalSize: opticalSize)
        let info = localeInfo(locale)
        let units = Array(text.utf16)
        var itemizer = Itemizer(units: units, faces: faces, locale: info)
        itemizer.run()
        var slotFaces = itemizer.slotFaces
        var displaySlot: UInt16? = nil
        if faces.display !== faces.text {
            if let index = slotFaces.firstIndex(where: { $0 === faces.display }) {
                displaySlot = UInt16(index)
            } else {
                slotFaces.append(faces.display)
                displaySlot = UInt16(slotFaces.count - 1)
            }
        }
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        let shaper = Shaper(units: units, buffer: buffer, language: info.hbLanguage)
        var shared: [Int: Shaper.RunShape] = [:]
        var primaries: [(slot: UInt16, face: FontFace, from: Double)] = [(0, faces.text, 0)]
        if let displaySlot { primaries.append((displaySlot, faces.display, faces.displayFrom)) }
        var variants: [ShapedVariant] = []
        var scratch = Shaper.RunShape()
        for primary in primaries {
            var builder = VariantBuilder(
                itemizer: itemizer, primarySlot: primary.slot, primary: primary.face,
                trackingAllowed: faces.trackingAllowed)
            for (index, run) in itemizer.runs.enumerated() {
                if run.slot == 0 {
                    shaper.shape(
                        start: run.start, end: run.end, level: run.level, script: run.script, face: primary.face,
                        into: &scratch)
                    builder.append(scratch, run: run)
                } else if let cached = shared[index] {
                    builder.append(cached, run: run)
                } else {
                    let shape = shaper.shape(
                        start: run.start, end: run.end, level: run.level, script: run.script,
                        face: slotFaces[Int(run.slot)])
                    if primaries.count > 1 { shared[index] = shape }
                    builder.append(shape, run: run)
                }
            }
            variants.append(builder.build(minimumPointSize: primary.from))
        }
        return ShapedText(
            text: text, locale: info.identifier, faces: slotFaces, missingCharacters: itemizer.missing,
            rightToLeft: itemizer.rightToLeft, graphemeCount: itemizer.graphemeCount,
            trackingAllowed: faces.trackingAllowed, units: units, variants: variants)
    }
}
