import DynamicType

/// The faces of a stack at one weight (and optical size): what itemization picks from.
final class ResolvedFaces: Sendable {
    struct Fallback: Sendable {
        let face: FontFace
        let scripts: Set<String>
        let locales: [String]
        let package: String?
    }

    let text: FontFace
    let display: FontFace
    let displayFrom: Double
    let fallbacks: [Fallback]
    /// The fallbacks for Han (the CJK faces), in manifest order.
    let cjkFallbacks: [Fallback]
    let emoji: FontFace?
    /// Clusters set in the primary face are counted for tracking: the stand-in's calibration or
    /// the primary's own `trak` table.
    let trackingAllowed: Bool
    /// The primary is the stand-in the width calibration was fitted for (`StandInCalibration`).
    let calibrated: Bool
    /// The system stand-in: SF Pro's vertical metrics and `StandInCalibration` apply to the primary.
    let standIn: Bool
    /// The weight the faces were resolved for (the calibration's row).
    let weight: Int
    /// Factor on the primary face's advances (`StandInCalibration.scale`, 1 for other stacks).
    let primaryScale: Double
    /// Which code points below U+0800 need a glyph and have one in the primary Text cut (the
    /// itemizer's fast path: such a character alone is set in the primary face).
    let primaryCoversLow: [Bool]

    init(stack: FontStack, weight: FontWeight, opticalSize: Double?) throws {
        let target = weight.rawValue
        func load(_ entry: FontStack.Entry, opsz: Double? = nil) throws -> FontFace {
            var variations: [String: Double] = [:]
            if entry.variable {
                variations["wght"] = Double(target)
                if let opsz { variations["opsz"] = opsz }
            }
            return try FaceCache.shared.face(
                path: entry.path, faceIndex: entry.faceIndex, variations: variations, package: entry.package)
        }
        guard let textEntry = stack.nearest(stack.entries.filter { $0.role == .text }, weight: target) else {
            throw FontError.badManifest(path: "font stack", reason: "no text face")
        }
        text = try load(textEntry, opsz: opticalSize)
        if let displayEntry = stack.nearest(stack.entries.filter { $0.role == .display }, weight: target) {
            display = try load(displayEntry)
            displayFrom = stack.displayFromPointSize
        } else {
            display = text
            displayFrom = .infinity
        }
        // One face per family, the nearest weight, in manifest order.
        var families: [String] = []
        var byFamily: [String: [FontStack.Entry]] = [:]
        for entry in stack.entries where entry.role == .fallback {
            let key = entry.family
            if byFamily[key] == nil { families.append(key) }
            byFamily[key, default: []].append(entry)
        }
        var fallbacks: [Fallback] = []
        for family in families {
            guard let entry = stack.nearest(byFamily[family]!, weight: target) else { continue }
            fallbacks.append(
                Fallback(face: try load(entry), scripts: Set(entry.scripts), locales: entry.locales, package: entry.package))
        }
        self.fallbacks = fallbacks
        cjkFallbacks = fallbacks.filter { $0.scripts.contains("Hani") }
        emoji = try stack.entries.first { $0.role == .emoji }.map { try load($0) }
        // The width calibration was fitted for one font: another primary in a user's manifest
        // (e.g. SF Pro itself, which has its own `trak`) keeps its own widths.
        calibrated =
            stack.isSystemStack && !text.hasTrackingTable && text.family == StandInCalibration.fittedFamily
        trackingAllowed = calibrated || text.trackingTable != nil || display.trackingTable != nil
        standIn = stack.isSystemStack
        self.weight = target
        primaryScale = calibrated ? StandInCalibration.scale(weight: target) : 1
        let primary = text
        primaryCoversLow = (0..<0x800).map { Itemizer.needsGlyph(UInt32($0)) && primary.covers(UInt32($0)) }
    }

    /// The CJK face for a locale and a script: zh-Hans → SC, zh-Hant/TW/HK → TC, ja → JP, ko → KR.
    func cjkFace(language: String, region: String, script: String, textScript: String) -> FontFace? {
        let cjk = cjkFallbacks
        guard !cjk.isEmpty else { return nil }
        var wanted: String
        switch language {
        case "ja": wanted = "ja"
        case "ko": wanted = "ko"
        case "zh": wanted = (script == "Hant" || region == "TW" || region == "HK" || region == "MO") ? "zh-Hant" : "zh-Hans"
        default:
            wanted = textScript == "Hang" ? "ko" : (textScript == "Hira" || textScript == "Kana") ? "ja" : "zh-Hans"
        }
        return (cjk.first { $0.locales.contains(wanted) } ?? cjk.first)?.face
    }
}
