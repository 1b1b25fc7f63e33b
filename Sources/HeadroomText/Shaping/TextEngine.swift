import CTextStack
import DynamicType
import Foundation
import Synchronization

/// Shapes texts with a font stack. Thread-safe: share one engine; faces are loaded once.
public final class TextEngine: Sendable {
    /// The fonts texts are set in.
    public let stack: FontStack

    private struct Key: Hashable {
        var weight: FontWeight
        var opticalSize: Double?
    }

    private let resolved = Mutex<[Key: ResolvedFaces]>([:])
    private let locales = Mutex<[String: LocaleInfo]>([:])

    public init(stack: FontStack) {
        self.stack = stack
    }

    func faces(weight: FontWeight, opticalSize: Double?) throws -> ResolvedFaces {
        let key = Key(weight: weight, opticalSize: opticalSize)
        if let faces = resolved.withLock({ $0[key] }) { return faces }
        let faces = try ResolvedFaces(stack: stack, weight: weight, opticalSize: opticalSize)
        resolved.withLock { $0[key] = faces }
        return faces
    }

    private func localeInfo(_ locale: String?) -> LocaleInfo {
        let key = locale ?? ""
        return locales.withLock { locales in
            if let info = locales[key] { return info }
            let info = LocaleInfo(locale)
            locales[key] = info
            return info
        }
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

    /// The natural line height of the primary face at a point size (SF Pro's 1.19336 em for the
    /// system stand-in).
    public func lineHeight(weight: FontWeight, pointSize: Double) throws -> Double {
        if stack.isSystemStack { return StandInCalibration.lineHeightEm * pointSize }
        return try primaryFace(weight: weight, pointSize: pointSize).lineHeightEm * pointSize
    }

    /// Shapes a text once for every size: itemizes now (ICU line-break opportunities for the locale,
    /// bidi, scripts, fallback per grapheme cluster); each run is shaped with HarfBuzz, per primary
    /// cut (Text, Display), the first time a layout needs that cut. `opticalSize` sets the `opsz`
    /// axis of a variable primary face.
    public func shape(_ text: String, locale: String? = nil, weight: FontWeight = .regular, opticalSize: Double? = nil)
        throws -> ShapedText
    {
        let faces = try faces(weight: weight, opticalSize: opticalSize)
        let info = localeInfo(locale)
        let units = Array(text.utf16)
        let itemizer = Itemizer(units: units, faces: faces, locale: info)
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
        var primaries = [VariantStore.Primary(slot: 0, face: faces.text, from: 0)]
        if let displaySlot { primaries.append(VariantStore.Primary(slot: displaySlot, face: faces.display, from: faces.displayFrom)) }
        let store = VariantStore(
            itemizer: itemizer, primaries: primaries, slotFaces: slotFaces, trackingAllowed: faces.trackingAllowed,
            primaryScale: faces.primaryScale, language: info.hbLanguage)
        return ShapedText(
            text: text, locale: info.identifier, faces: slotFaces, missingCharacters: itemizer.missing,
            rightToLeft: itemizer.rightToLeft, graphemeCount: itemizer.graphemeCount,
            trackingAllowed: faces.trackingAllowed, calibrated: faces.calibrated, standInWeight: faces.standIn ? faces.weight : nil, units: units,
            store: store)
    }
}
