import DynamicType
import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// The translator's advice comes from the boxes the translation alone fails: a box where the
/// English fails too never sets the count, the room or the target, and a card where only such
/// boxes fail says it is the designers'.
@Suite struct TranslatorAdviceTests {
    /// A 13-character German text (10 pt per character) in a box over by `over` points.
    static func box(
        _ category: ContentSizeCategory, _ verdict: Verdict = .truncates, over: Double, cause: Cause?, device: String = "iPhone SE",
        width: Double = 100
    ) -> Finding {
        var f = ReportFixture.finding(
            "C", "title", key: "k", locale: "de", category: category, device: device, verdict: verdict, severity: .error,
            file: "/a/de.lproj/Localizable.strings", line: 3, column: 1, width: width, value: "Einstellungen", source: "Settings",
            measurement: ReportFixture.measurement(size: 28, lines: 2, allowed: 1, headroom: -over, charWidth: 10), cause: cause)
        f.cause = cause
        return f
    }

    /// Says the language's budget is `characters` for every box.
    struct FixedRooms: CharacterRoomEstimator {
        var characters: Int
        func characters(component: String, element: String, locale: String, box: LayoutBox) -> Int? { characters }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var findings: [Finding]
        var budget: Int?
        var room: Int?
        var target: Int?
        var designOnly: Bool
        var says: [String]
        var never: [String] = []
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "own truncation: room from its own overflow", findings: [box(.ax1, over: 45, cause: .translation)], budget: nil,
            room: 8, target: 8, designOnly: false,
            says: ["Too long for its box at AX1 on iPhone SE.", "Fits about 8 characters at AX1 on iPhone SE; yours has 13 (over by 45.0 pt).",
                   "Aim for 8 characters or fewer (about 5 characters shorter)."]),
        Row(
            name: "the design's larger overflow does not count", findings: [
                box(.xxxLarge, .borderline, over: 2.9, cause: .translation), box(.ax1, over: 120, cause: .design),
                box(.ax2, over: 160, cause: .design),
            ], budget: nil, room: 12, target: 12, designOnly: false,
            says: ["Too long for its box at xxxLarge on iPhone SE.", "may be cut on a device", "Aim for 12 characters or fewer",
                   "At AX1, AX2 on iPhone SE the English is cut too: that part is for the designers, not for you."],
            never: ["about 12 characters shorter", "over by 160"]),
        Row(
            name: "design only: no shorten advice", findings: [box(.ax1, over: 45, cause: .design), box(.ax2, over: 60, cause: .design)],
            budget: 5, room: nil, target: nil, designOnly: true,
            says: ["The English does not fit either: this is for the designers, not a translation to shorten.", "Cut in the English too at AX1, AX2 on iPhone SE."],
            never: ["Aim for", "Fits about"]),
        Row(
            name: "the language's budget when it is below the text's own", findings: [box(.ax1, over: 20, cause: .translation)], budget: 7,
            room: 7, target: 7, designOnly: false, says: ["Fits about 7 characters at AX1 on iPhone SE; yours has 13"]),
        Row(
            name: "a budget above the text's length never hides the cut", findings: [box(.ax1, over: 20, cause: .translation)], budget: 40,
            room: 11, target: 11, designOnly: false, says: ["Fits about 11 characters"]),
        Row(
            name: "the target is the strictest own box, on any device", findings: [
                box(.ax1, over: 20, cause: .translation), box(.ax1, over: 60, cause: .translation, device: "iPad"),
            ], budget: nil, room: 7, target: 7, designOnly: false, says: ["Too long for its box at AX1 on iPhone SE, AX1 on iPad."]),
    ]

    @Test(arguments: rows)
    func advice(_ row: Row) {
        let advice = TranslatorAdvice(findings: row.findings, rooms: row.budget.map { FixedRooms(characters: $0) })
        #expect(advice.worst?.room == row.room)
        #expect(advice.target == row.target)
        #expect(advice.isDesignOnly == row.designOnly)
        // Every box the advice counts is the translation's own.
        #expect(advice.boxes.allSatisfy { $0.finding.cause != .design })
        let text = advice.sentences().joined(separator: " ")
        for phrase in row.says { #expect(text.contains(phrase), "\(text)") }
        for phrase in row.never { #expect(!text.contains(phrase), "\(text)") }
    }
}
