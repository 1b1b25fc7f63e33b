import DynamicType
import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// The one wording of a finding: the sentence every format prints (JSON's `message` included)
/// and the HTML advice, with the figures of the measurement.
@Suite struct FindingWordingTests {
    static func finding(_ verdict: Verdict, value: String = "Einstellungen", width: Double = 100, edit: (inout Finding) -> Void = { _ in })
        -> Finding
    {
        var finding = ReportFixture.finding(
            "C", "title", key: "k", locale: "de", category: .ax1, device: "iPhone SE", verdict: verdict, severity: .warning,
            file: "/a/de.lproj/Localizable.strings", line: 3, column: 1, width: width, value: value, source: "Settings now",
            measurement: ReportFixture.measurement(size: 28, lines: 2, allowed: 1, headroom: -20, charWidth: 10))
        edit(&finding)
        return finding
    }

    @Test(arguments: [
        (finding(.shrinks) { $0.scale = 0.984 }, "C.title \"k\" [de] shrinks to about 98% to fit at AX1 on iPhone SE (100 pt horizontal box)"),
        (finding(.breaksWord) { $0.measurement.widestWord = 160 }, "breaks a word across lines at AX1 on iPhone SE (100 pt horizontal box): widest word 160.0 pt"),
        (finding(.noRoom, width: -17.2), "has no room at AX1 on iPhone SE (-17.2 pt horizontal box): the width comes out -17.2 pt"),
        (finding(.missingGlyphs) { $0.measurement.missingCharacters = ["☃"] }, "has characters no font covers at AX1 on iPhone SE (100 pt horizontal box): U+2603 '☃'"),
        (finding(.untranslated, value: " "), "is not translated (empty) [cause: translation]"),
        (finding(.untranslated, value: "Settings now"), "is not translated (same as the source text) [cause: translation]"),
        (finding(.truncates) { $0.assumptions = [Assumption(dimension: .lines, evidence: .estimate(why: "tab bar item titles take one line"))] },
         "[assumed lines: tab bar item titles take one line; confirm in headroom.yml with confirmed: [lines]]"),
        (finding(.truncates) {
            $0.assumptions = [Assumption(dimension: .width, evidence: .estimate(why: "16 pt side margins"))]
            $0.fitsWidest = 393
        }, "[may truncate: fits the widest the box can be, 393 pt; assumed width: 16 pt side margins; confirm in headroom.yml with confirmed: [width]]"),
        (finding(.breaksWord) {
            $0.assumptions = [Assumption(dimension: .width, evidence: .estimate(why: "16 pt side margins"))]
            $0.fitsWidest = 320
        }, "[may break a word: fits the widest the box can be, 320 pt; assumed width"),
    ])
    func message(_ finding: Finding, _ expected: String) {
        #expect(FindingWording.message(finding).contains(expected), "\(FindingWording.message(finding))")
    }

    @Test func textAdviceNamesCodePointsAndUntranslated() {
        let truncates = Self.finding(.truncates)
        let advice = FindingWording.textAdvice(
            [truncates, Self.finding(.missingGlyphs) { $0.measurement.missingCharacters = ["☃"] }, Self.finding(.untranslated, value: "")])
        #expect(FindingWording.message(truncates).contains("over by 20.0 pt (~2 characters)"))
        #expect(advice == ["No font has a glyph for U+2603 '☃'; check the characters or the font stack.", "Not translated yet (empty)."])
    }
}
