import Foundation
import DynamicType
import HeadroomCheck
import HeadroomFormats

/// The human sentences every text report prints for a finding, built in one place so that Xcode,
/// GitHub, SARIF, JUnit and Markdown say the same thing.
enum FindingWording {
    /// `Header.title "settings.title" [ms]` or `Cell.title "items.count" [ru, few]`.
    static func subject(_ finding: Finding) -> String {
        "\(finding.component).\(finding.element) \"\(finding.key)\" [\(localeAndVariant(finding))]"
    }

    /// `ms` or `ru, few`.
    static func localeAndVariant(_ finding: Finding) -> String {
        finding.variant.map { "\(finding.locale), \($0)" } ?? finding.locale
    }

    /// What happened, with the figures: `truncates at xxxLarge on iPhone SE (288 pt box): 2 lines
    /// needed, 1 allowed; over by 38.2 pt (~6 characters)`.
    static func verdictClause(_ finding: Finding) -> String {
        let m = finding.measurement
        let place = "at \(finding.category.displayName) on \(finding.device)"
            + " (\(NumberFormat.compact(finding.width, maxDecimals: 1)) pt \(finding.orientation.rawValue) box)"
        switch finding.verdict {
        case .untranslated:
            return "is not translated (\(untranslatedReason(finding)))"
        case .missingGlyphs:
            let codes = m.missingCharacters.map(codePoints).joined(separator: ", ")
            return "has characters no font covers \(place): " + (codes.isEmpty ? "unknown" : codes)
        case .fits:
            return "fits \(place): \(lines(m)); \(headroom(m))"
        case .truncates:
            return "truncates \(place): \(lines(m)); \(headroom(m))"
        case .reflow:
            let rest = finding.orientation == .horizontal ? "; fits once the component goes vertical" : ""
            return "must go vertical \(place): \(lines(m)); \(headroom(m))" + rest
        case .borderline:
            return "is borderline \(place): \(lines(m)); \(headroom(m)), within the measuring tolerance"
        case .shrinks:
            let scale = finding.scale.map { " to about \(Int(($0 * 100).rounded(.down)))%" } ?? ""
            return "shrinks\(scale) to fit \(place): \(lines(m)); \(headroom(m)) at full size"
        case .breaksWord:
            return "breaks a word across lines \(place): widest word \(NumberFormat.points(m.widestWord))"
        case .atRisk:
            let room = NumberFormat.compact(finding.risks.first?.room ?? finding.width, maxDecimals: 1)
            let width = NumberFormat.compact(finding.risks.first?.sourceWidth ?? m.naturalWidth, maxDecimals: 1)
            return "is at risk once translated \(place): \(width) pt wide in \(room) pt of room; probably too long in "
                + AtRiskRule.describe(finding.risks)
        case .noRoom:
            return "has no room \(place): the width comes out \(NumberFormat.compact(finding.width, maxDecimals: 1)) pt"
        }
    }

    /// Subject and verdict: the headline of a finding, with who must act (`cause: design` when the
    /// development-language text fails in the same box).
    static func headline(_ finding: Finding) -> String {
        subject(finding) + " " + verdictClause(finding) + (finding.cause.map { " [cause: \($0.rawValue)]" } ?? "")
            + assumed(finding)
    }

    /// What a fit verdict rests on that nobody confirmed, and the one line that confirms it:
    /// ` [may truncate: fits the widest the box can be, 393 pt; assumed width: 16 pt side margins…;
    /// confirm in headroom.yml with confirmed: [width]]`; empty when every dimension is known.
    static func assumed(_ finding: Finding) -> String {
        guard !finding.assumptions.isEmpty else { return "" }
        let what = finding.assumptions.map { "assumed \($0.dimension.rawValue): \($0.evidence.detail)" }.joined(separator: "; ")
        let may: String = switch finding.verdict {
        case .breaksWord: "may break a word"
        case .reflow: "may need to go vertical"
        case .noRoom: "may have no room"
        case .borderline: "may be borderline"
        case .shrinks: "may shrink"
        default: "may truncate"
        }
        let widest = finding.fitsWidest.map { "\(may): fits the widest the box can be, \(NumberFormat.compact($0, maxDecimals: 1)) pt; " } ?? ""
        return " [\(widest)\(what); confirm in headroom.yml with \(EvidenceWording.confirmLine(finding.assumptions.map(\.dimension)))]"
    }

    /// The one-line message every format prints for a finding (JSON's `message` too).
    static func message(_ finding: Finding) -> String { oneLine(headline(finding)) }

    /// The note at a Swift place that shows the string (Xcode's `note:` line, SARIF's related
    /// location): `"settings.title" is shown here (Header)`.
    static func shownHere(_ finding: Finding) -> String {
        oneLine("\"\(finding.key)\" is shown here (\(finding.component))")
    }

    /// `Shown at Views/Settings.swift:42:13, Views/Row.swift:7:5`: the Swift places (as the
    /// format prints paths) after the translation's, for the developer; empty without places.
    static func shownAt(_ places: [String]) -> String {
        places.isEmpty ? "" : "Shown at " + oneLine(places.joined(separator: ", "))
    }

    /// `Views/Settings.swift:42:13` (`:42` alone when the manifest gave no column), the path as
    /// `path` prints it.
    static func place(_ site: DisplaySite, path: (String) -> String) -> String {
        path(site.file) + ":\(site.line)" + (site.column.map { ":\($0)" } ?? "")
    }

    /// `2 lines needed, 1 allowed`, `2 of 3 lines`, `4 lines, no limit`.
    static func lines(_ m: TextMeasurement) -> String {
        if m.linesAllowed <= 0 { return NumberFormat.count(m.lines, "line") + ", no limit" }
        if m.lines > m.linesAllowed { return "\(NumberFormat.count(m.lines, "line")) needed, \(m.linesAllowed) allowed" }
        return "\(m.lines) of \(NumberFormat.count(m.linesAllowed, "line"))"
    }

    /// `over by 38.2 pt (~6 characters)` (the overflow, for a box that truncates) or `12.0 pt to
    /// spare (~2 characters)` (the headroom, for one that fits); a sliver below the printed
    /// precision reads `under 0.1 pt`. The figures are `TextMeasurement.overflow`/`headroom`.
    static func headroom(_ m: TextMeasurement) -> String {
        let over = m.truncates || m.overflow > 0
        let magnitude = over ? m.overflow : m.headroom
        let points = magnitude > 0 && magnitude < 0.05 ? "under 0.1 pt" : NumberFormat.points(magnitude)
        var characters = ""
        if m.averageCharacterWidth > 0 {
            let count = over ? m.overflowCharacters : m.headroomCharacters
            characters = count == 0 ? " (under 1 character)" : " (~" + NumberFormat.count(count, "character") + ")"
        }
        return (over ? "over by \(points)" : "\(points) to spare") + characters
    }

    /// Plain-words advice about the text itself (missing glyphs, untranslated), one sentence per
    /// problem, for the HTML card; the boxes' advice is `TranslatorAdvice`'s.
    static func textAdvice(_ findings: [Finding]) -> [String] {
        var out: [String] = []
        let missing = findings.filter { $0.verdict == .missingGlyphs }
        if !missing.isEmpty {
            var seen = Set<String>()
            let characters = missing.flatMap(\.measurement.missingCharacters).filter { seen.insert($0).inserted }
            out.append(
                characters.isEmpty
                    ? "Some characters have no glyph in the fonts checked."
                    : "No font has a glyph for \(characters.prefix(12).map(codePoints).joined(separator: ", ")); check the characters or the font stack.")
        }
        if let untranslated = findings.first(where: { $0.verdict == .untranslated }) {
            out.append("Not translated yet (\(untranslatedReason(untranslated))).")
        }
        return out
    }

    /// `empty` or `same as the source text`.
    static func untranslatedReason(_ finding: Finding) -> String {
        finding.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "empty" : "same as the source text"
    }

    /// `U+0F00 'ༀ'`, or several code points for a cluster.
    static func codePoints(_ text: String) -> String {
        let codes = text.unicodeScalars.map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return codes.joined(separator: " ") + " '\(oneLine(text))'"
    }

    /// True when `text` holds a line break `oneLine` folds.
    static func hasLineBreak(_ text: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var i = 0
            while i < bytes.count {
                switch bytes[i] {
                case 0x0A...0x0D: return true
                case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: return true
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    return true
                default: break
                }
                i += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// Folds line breaks (and other vertical space) into single spaces.
    static func oneLine(_ text: String) -> String {
        // Fast path: no line break (LF, VT, FF, CR; NEL is C2 85; LS and PS are E2 80 A8/A9) and no
        // space at either end. Testing the whole sequences, not their lead bytes, keeps the common
        // `·` (C2 B7, in scanned components' names) and `–` (E2 80 93) on the fast path.
        if !hasLineBreak(text), text.utf8.first != 0x20, text.utf8.last != 0x20 { return text }
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028
                || scalar.value == 0x2029
            {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                if !out.hasSuffix(" ") && !out.isEmpty { out.append(" ") }
                pendingSpace = false
            }
            out.unicodeScalars.append(scalar)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }
}
