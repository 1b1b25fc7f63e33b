import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats
import Testing

@testable import HeadroomMeasure

/// The figures proved by brute force with the real engine on real strings (`../shared/corpus`,
/// skipped when absent): cut characters from the end of a truncating text (or add characters to a
/// fitting one) until the verdict flips, and check that `overflow` (or `headroom`) predicted the
/// flip within one character.
@Suite struct FigureFlipTests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpus = repoRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    static let measurer: LayoutMeasurer = try! LayoutMeasurer(fontsDirectory: repoRoot.appendingPathComponent("Fonts").path)

    /// Up to `perLocale` strings of 6 to 40 characters per locale, one line of text, no format
    /// arguments, no space at either end (a space at the end hangs, so cutting it frees nothing).
    static func samples(perLocale: Int) -> [(text: String, locale: String)] {
        let root = corpus + "/mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources"
        var out: [(String, String)] = []
        for locale in ["de", "ar", "ja", "ru", "fr", "fi", "th", "zh-Hans", "he", "ko"] {
            let result = LocalizationLoader().load(paths: [root + "/\(locale).lproj/Localizable.strings"])
            let fitting = result.entries.map(\.value).filter { value in
                (6...40).contains(value.count) && !value.contains("%") && !value.contains(where: \.isNewline)
                    && value.first?.isWhitespace == false && value.last?.isWhitespace == false
            }
            let step = max(1, fitting.count / perLocale)
            out += stride(from: 0, to: fitting.count, by: step).prefix(perLocale).map { (fitting[$0], locale) }
        }
        return out
    }

    static func natural(_ text: String, _ locale: String, _ size: Double) throws -> Double {
        try measurer.measure(text, locale: locale, typeface: .system(.regular), boxes: [LayoutBox(pointSize: size, width: 100_000, lines: 1)])[0].naturalWidth
    }

    /// The case: a text 0.03 pt wider than its one-line box is over by a sliver, not by
    /// the width of the word that wraps to the hidden second line.
    @Test func aSliverOverIsASliver() throws {
        let text = "Säkerhet och sekretess"
        let whole = try Self.natural(text, "sv", 17)
        let box = LayoutBox(pointSize: 17, width: whole - 0.03, lines: 1)
        let m = try Self.measurer.measure(text, locale: "sv", typeface: .system(.regular), boxes: [box])[0]
        #expect(m.truncates && m.lines == 2)
        #expect(abs(m.overflow - 0.03) < 0.001)
        #expect(m.overflowCharacters == 1 && m.headroom == 0)
        let fits = try Self.measurer.measure(
            text, locale: "sv", typeface: .system(.regular), boxes: [LayoutBox(pointSize: 17, width: whole + 10, lines: 1)])[0]
        #expect(!fits.truncates && abs(fits.headroom - 10) < 0.001 && fits.overflow == 0)
    }

    struct Tally {
        var cases = 0
        var withinOne = 0
        var characterEstimateWithinOne = 0
        var misses: [String] = []
    }

    @Test func overflowPredictsHowManyCharactersToCut() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus + "/PROFILE.md") else {
            print("skipping FigureFlipTests: \(Self.corpus) not found")
            return
        }
        let size = 17.0
        var tally = Tally()
        for (text, locale) in Self.samples(perLocale: 30) {
            let graphemes = Array(text)
            let whole = try Self.natural(text, locale, size)
            // One line, 70% of the text's width; two lines, 40% of it.
            for (fraction, lines) in [(0.7, 1), (0.4, 2)] {
                let box = LayoutBox(pointSize: size, width: (whole * fraction).rounded(), lines: lines)
                let m = try Self.measurer.measure(text, locale: locale, typeface: .system(.regular), boxes: [box])[0]
                guard m.truncates else { continue }
                #expect(m.overflow > 0 && m.headroom == 0, "\(text) in \(box)")
                // Cut k characters from the end until the text fits; `predicted` is the first k
                // whose cut width reaches the overflow.
                var flip: Int?
                var predicted: Int?
                for k in 1..<graphemes.count {
                    let prefix = String(graphemes.dropLast(k))
                    let both = try Self.measurer.measure(
                        prefix, locale: locale, typeface: .system(.regular),
                        boxes: [box, LayoutBox(pointSize: size, width: 100_000, lines: 1)])
                    if predicted == nil, whole - both[1].naturalWidth >= m.overflow - 0.01 { predicted = k }
                    if flip == nil, !both[0].truncates { flip = k }
                    if flip != nil, predicted != nil { break }
                }
                guard let flip, let predicted else { continue }
                tally.cases += 1
                if abs(flip - predicted) <= 1 {
                    tally.withinOne += 1
                } else {
                    tally.misses.append("[\(locale)] \"\(text)\" \(lines) line(s) of \(box.width) pt: overflow \(m.overflow) predicts \(predicted), flips at \(flip)")
                }
                if abs(flip - m.overflowCharacters) <= 1 { tally.characterEstimateWithinOne += 1 }
            }
        }
        print("overflow flips: \(tally.cases) cases, \(tally.withinOne) within one character; \"~N characters\" within one: \(tally.characterEstimateWithinOne)")
        for miss in tally.misses.prefix(20) { print(miss) }
        #expect(tally.cases >= 200)
        #expect(tally.withinOne == tally.cases)
    }

    @Test func headroomPredictsHowManyCharactersStillFit() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus + "/PROFILE.md") else {
            print("skipping FigureFlipTests: \(Self.corpus) not found")
            return
        }
        let size = 17.0
        var tally = Tally()
        for (text, locale) in Self.samples(perLocale: 30) {
            // Letters of the text itself, appended to its last word.
            let letters = Array(text.filter(\.isLetter))
            guard !letters.isEmpty else { continue }
            let whole = try Self.natural(text, locale, size)
            for (fraction, lines) in [(1.3, 1), (0.6, 2)] {
                let box = LayoutBox(pointSize: size, width: (whole * fraction).rounded(), lines: lines)
                let m = try Self.measurer.measure(text, locale: locale, typeface: .system(.regular), boxes: [box])[0]
                // Exact only when the text reaches its last allowed line (else an upper bound).
                guard !m.truncates, m.lines == lines else { continue }
                #expect(m.overflow == 0, "\(text) in \(box)")
                var flip: Int?
                var predicted: Int?
                var longer = text
                for k in 1...200 {
                    longer.append(letters[(k - 1) % letters.count])
                    let both = try Self.measurer.measure(
                        longer, locale: locale, typeface: .system(.regular),
                        boxes: [box, LayoutBox(pointSize: size, width: 100_000, lines: 1)])
                    if predicted == nil, both[1].naturalWidth - whole > m.headroom + 0.01 { predicted = k }
                    if flip == nil, both[0].truncates { flip = k }
                    if flip != nil, predicted != nil { break }
                }
                guard let flip, let predicted else { continue }
                tally.cases += 1
                if abs(flip - predicted) <= 1 {
                    tally.withinOne += 1
                } else {
                    tally.misses.append("[\(locale)] \"\(text)\" \(lines) line(s) of \(box.width) pt: headroom \(m.headroom) predicts \(predicted), flips at \(flip)")
                }
                if abs((flip - 1) - m.headroomCharacters) <= 1 { tally.characterEstimateWithinOne += 1 }
            }
        }
        print("headroom flips: \(tally.cases) cases, \(tally.withinOne) within one character; \"~N characters\" within one: \(tally.characterEstimateWithinOne)")
        for miss in tally.misses.prefix(20) { print(miss) }
        #expect(tally.cases >= 200)
        #expect(tally.withinOne == tally.cases)
    }
}
