import CICU
import CTextStack

/// Splits a text into shaping runs: bidi levels (ICU, per paragraph), script runs (Common and
/// Inherited take their neighbours' script) and a face per grapheme cluster chosen by coverage.
final class Itemizer {
    struct Run {
        var start: Int
        var end: Int
        var level: UInt8
        var script: String
        /// `script` for HarfBuzz.
        var hbScript: hb_script_t
        /// Face slot; slot 0 is the primary Text cut (the Display cut replaces it in that variant).
        var slot: UInt16
    }

    let units: [UInt16]
    let faces: ResolvedFaces
    let locale: LocaleInfo

    // Outputs.
    var scalar: [UInt32] = []
    var graphemeStart: [Bool] = []
    /// 0 none, 1 soft, 2 hard, at each UTF-16 offset 0...n.
    var breakAt: [UInt8] = []
    var level: [UInt8] = []
    var scriptCode: [Int32] = []
    var slot: [UInt16] = []
    var slotFaces: [FontFace] = []
    var missing: [String] = []
    var runs: [Run] = []
    var rightToLeft = false
    var graphemeCount = 0

    init(units: [UInt16], faces: ResolvedFaces, locale: LocaleInfo) {
        self.units = units
        self.faces = faces
        self.locale = locale
    }

    static let hangulScript: Int32 = 18
    /// Grapheme cluster iterators (root locale).
    static let graphemeBreakers = BreakerPool.shared.list(kind: HR_BREAK_GRAPHEME, locale: "")

    func run() {
        let n = units.count
        decodeScalars()
        if units.allSatisfy({ $0 < 0x80 }) {
            // ASCII: every character is a grapheme cluster, except CR LF.
            graphemeStart = [Bool](repeating: true, count: n + 1)
            for i in 1..<max(n, 1) where units[i] == 0x0A && units[i - 1] == 0x0D { graphemeStart[i] = false }
        } else {
            graphemeStart = [Bool](repeating: false, count: n + 1)
            graphemeStart[0] = true
            for offset in Self.graphemeBreakers.boundaries(units) {
                graphemeStart[Int(offset)] = true
            }
        }
        breakAt = [UInt8](repeating: 0, count: n + 1)
        let lineBreaks = locale.lineBreakers.boundaries(units)
        // Mandatory breaks are the ones after a line/paragraph separator. (ICU's rule status is not
        // used: boundaries its dictionary finds, e.g. in Thai, take the status of the rule-based
        // boundary ending their range, so a Thai word before a newline would read as "hard".)
        for offset in lineBreaks {
            let o = Int(offset)
            breakAt[o] = o > 0 && ShapedText.isHardBreakUnit(units[o - 1]) ? 2 : 1
        }
        if breakAt[n] == 0 { breakAt[n] = 1 }
        resolveBidi()
        resolveScripts()
        chooseFaces()
        buildRuns()
    }

    private func decodeScalars() {
        let n = units.count
        scalar = [UInt32](repeating: 0, count: n)
        var i = 0
        while i < n {
            let u = units[i]
            if u >= 0xD800, u < 0xDC00, i + 1 < n, units[i + 1] >= 0xDC00, units[i + 1] < 0xE000 {
                scalar[i] = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                i += 2
            } else {
                scalar[i] = (u >= 0xD800 && u < 0xE000) ? 0xFFFD : UInt32(u)
                i += 1
            }
        }
    }

    private func isTrail(_ i: Int) -> Bool {
        units[i] >= 0xDC00 && units[i] < 0xE000 && i > 0 && units[i - 1] >= 0xD800 && units[i - 1] < 0xDC00
    }

    private func resolveBidi() {
        let n = units.count
        level = [UInt8](repeating: 0, count: n)
        guard n > 0 else {
            rightToLeft = locale.isRightToLeft
            return
        }
        // Without a right-to-left or explicit bidi character every level is 0: skip ICU.
        if !units.contains(where: Self.mayBeRightToLeft) { return }
        var start = 0
        var first = true
        for offset in 1...n where offset == n || breakAt[offset] == 2 {
            guard offset > start else { continue }
            let length = offset - start
            let base: Int32 = -1
            let paragraphLevel = units.withUnsafeBufferPointer { text in
                level.withUnsafeMutableBufferPointer { out in
                    hr_bidi_levels(text.baseAddress! + start, Int32(length), base, out.baseAddress! + start)
                }
            }
            if first {
                rightToLeft = paragraphLevel == 1 || (paragraphLevel < 0 && locale.isRightToLeft)
                first = false
            }
            if paragraphLevel < 0 { for i in start..<offset { level[i] = 0 } }
            start = offset
        }
    }

    /// Units that can start right-to-left text: Hebrew, Arabic, Syriac, Thaana, NKo, ... (and
    /// their presentation forms), bidi controls, and surrogates (astral RTL scripts).
    static func mayBeRightToLeft(_ u: UInt16) -> Bool {
        if u < 0x0590 { return false }
        return (u >= 0x0590 && u <= 0x08FF) || (u >= 0xFB1D && u <= 0xFDFF) || (u >= 0xFE70 && u <= 0xFEFF)
            || u == 0x200F || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || (u >= 0xD800 && u < 0xDC00)
    }

    /// ICU script of a code point, with an ASCII fast path (Latin letters, Common otherwise).
    @inline(__always) static func script(of cp: UInt32) -> Int32 {
        if cp < 0x80 {
            let letter = (cp >= 0x41 && cp <= 0x5A) || (cp >= 0x61 && cp <= 0x7A)
            return letter ? 25 : 0
        }
        return hr_script_of(cp)
    }

    private func resolveScripts() {
        let n = units.count
        scriptCode = [Int32](repeating: 0, count: n)
        var last: Int32 = -1
        var pendingStart = -1
        for i in 0..<n {
            if isTrail(i) {
                scriptCode[i] = scriptCode[i - 1]
                continue
            }
            let code = Self.script(of: scalar[i])
            if code > 1 {
                if pendingStart >= 0 {
                    for j in pendingStart..<i { scriptCode[j] = code }
                    pendingStart = -1
                }
                last = code
                scriptCode[i] = code
            } else if last >= 0 {
                scriptCode[i] = last
            } else {
                if pendingStart < 0 { pendingStart = i }
                scriptCode[i] = 25  // Latin until a real script shows up
            }
        }
    }

    /// ISO 15924 names of ICU script codes, computed once.
    private static let scriptNames: [String] = (0..<256).map { code in
        var out = [CChar](repeating: 0, count: 5)
        guard hr_script_short_name(Int32(code), &out) == 0 else { return "Zyyy" }
        return String(decoding: out.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// HarfBuzz scripts of ICU script codes, computed once.
    private static let hbScripts: [hb_script_t] = scriptNames.map { hb_script_from_string($0, -1) }

    static func hbScript(_ code: Int32) -> hb_script_t {
        code >= 0 && Int(code) < hbScripts.count ? hbScripts[Int(code)] : hb_script_from_string("Zyyy", -1)
    }

    static func shortName(_ code: Int32) -> String {
        code >= 0 && Int(code) < scriptNames.count ? scriptNames[Int(code)] : "Zyyy"
    }

    private func slotFor(_ face: FontFace) -> UInt16 {
        if let index = slotFaces.firstIndex(where: { $0 === face }) { return UInt16(index) }
        slotFaces.append(face)
        return UInt16(slotFaces.count - 1)
    }

    private static func isEmojiCluster(_ cps: [UInt32]) -> Bool {
        guard let base = cps.first else { return false }
        if cps.count == 1, base < 0x231A { return false }
        if cps.contains(0xFE0E) { return false }
        if cps.contains(0xFE0F) { return true }
        if hr_is_emoji_presentation(base) == 1 { return true }
        if base >= 0x1F1E6, base <= 0x1F1FF { return true }
        if cps.count > 1, hr_is_extended_pictographic(base) == 1,
           cps.contains(where: { $0 == 0x200D || ($0 >= 0x1F3FB && $0 <= 0x1F3FF) || $0 == 0x20E3 })
        {
            return true
        }
        return false
    }

    /// Code points a face must have for the cluster (not controls or default ignorables).
    static func needsGlyph(_ cp: UInt32) -> Bool {
        if cp >= 0x20 && cp < 0x7F { return true }
        if cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0x2028 || cp == 0x2029 { return false }
        if cp == 0x200D || cp == 0x200C || (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF) {
            return false
        }
        return hr_is_default_ignorable(cp) == 0
    }

    private func chooseFaces() {
        let n = units.count
        slotFaces = [faces.text]
        slot = [UInt16](repeating: 0, count: n)
        var current: FontFace? = nil
        var cps: [UInt32] = []
        var start = 0
        var missingSet = Set<String>()
        while start < n {
            var end = start + 1
            while end < n, !graphemeStart[end] { end += 1 }
            graphemeCount += 1
            // Fast path: one character below U+0800 that needs a glyph and the primary face has
            // (what `pickFace` would choose; slot 0 is the default).
            if end == start + 1, units[start] < 0x800, faces.primaryCoversLow[Int(units[start])] {
                start = end
                continue
            }
            cps.removeAll(keepingCapacity: true)
            for i in start..<end where !isTrail(i) { cps.append(scalar[i]) }
            let face = Self.pickFace(cps, script: scriptCode[start], current: current, faces: faces, locale: locale)
            let chosen: FontFace
            if let face {
                chosen = face
                if face !== faces.text { current = face }
            } else {
                chosen = faces.text
                let cluster = units.withUnsafeBufferPointer { UTF16Text.string(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                if missingSet.insert(cluster).inserted { missing.append(cluster) }
            }
            let s = slotFor(chosen)
            for i in start..<end { slot[i] = s }
            start = end
        }
    }

    private static func covers(_ face: FontFace, _ cps: [UInt32]) -> Bool {
        for cp in cps where Self.needsGlyph(cp) { if !face.covers(cp) { return false } }
        return true
    }

    static func pickFace(
        _ cps: [UInt32], script: Int32, current: FontFace?, faces: ResolvedFaces, locale: LocaleInfo
    ) -> FontFace? {
        if !cps.contains(where: Self.needsGlyph) { return current ?? faces.text }
        if Self.isEmojiCluster(cps), let emoji = faces.emoji, emoji.covers(cps[0]) { return emoji }
        if covers(faces.text, cps) { return faces.text }
        if let current, covers(current, cps) { return current }
        let name = Self.shortName(script)
        if name == "Hani" || name == "Hira" || name == "Kana" || name == "Hang" || name == "Bopo",
           let cjk = faces.cjkFace(language: locale.language, region: locale.region, script: locale.script, textScript: name),
           covers(cjk, cps)
        {
            return cjk
        }
        for fallback in faces.fallbacks where fallback.scripts.contains(name) {
            if covers(fallback.face, cps) { return fallback.face }
        }
        for fallback in faces.fallbacks where covers(fallback.face, cps) { return fallback.face }
        if let emoji = faces.emoji, covers(emoji, cps) { return emoji }
        return nil
    }

    private func buildRuns() {
        let n = units.count
        guard n > 0 else { return }
        var start = 0
        for i in 1...n {
            let split =
                i == n || breakAt[i] == 2 || level[i] != level[start] || slot[i] != slot[start]
                || scriptCode[i] != scriptCode[start]
            if split {
                runs.append(
                    Run(
                        start: start, end: i, level: level[start], script: Self.shortName(scriptCode[start]),
                        hbScript: Self.hbScript(scriptCode[start]), slot: slot[start]))
                start = i
            }
        }
    }
}
