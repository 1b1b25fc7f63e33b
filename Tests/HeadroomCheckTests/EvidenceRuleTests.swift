import DynamicType
import Foundation
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// Severity from evidence: the rule's table, then the sweep end to end with the fake measurer
/// (a character is 0.5 × the point size wide; body is 17 pt at Large, 53 pt at AX5).
struct EvidenceRuleTests {
    static let estimate = Evidence.estimate(why: "16 pt side margins")
    static let code = Evidence.code(file: "V.swift", line: 4, what: ".lineLimit(1)")
    static let screen = Evidence.documented(source: "HIG", what: "iPhone 16 portrait width 393 pt")

    static func evidence(width: Evidence = code, bound: Evidence? = nil, lines: Evidence = code, confirmed: Set<BoxDimension> = []) -> BoxEvidence {
        var e = BoxEvidence(font: code, lines: lines, width: width, widthBound: bound, drawn: code)
        e.confirmed = confirmed
        return e
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var verdict: Verdict
        var evidence: BoxEvidence
        var widest: Verdict? = nil
        var severity: Severity
        var assumed: [BoxDimension]
        var fitsWidest = false
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "every dimension from code: error", verdict: .truncates, evidence: evidence(), severity: .error, assumed: []),
        Row(name: "an estimated line limit: warning naming it", verdict: .truncates, evidence: evidence(lines: estimate),
            severity: .warning, assumed: [.lines]),
        Row(name: "confirmed in the manifest: error again", verdict: .truncates,
            evidence: evidence(lines: estimate, confirmed: [.lines]), severity: .error, assumed: []),
        Row(name: "overflows the estimate, fits the widest: may truncate", verdict: .truncates,
            evidence: evidence(width: estimate, bound: screen), widest: .fits, severity: .warning, assumed: [.width], fitsWidest: true),
        Row(name: "overflows even the known widest: error", verdict: .truncates,
            evidence: evidence(width: estimate, bound: screen), widest: .truncates, severity: .error, assumed: []),
        Row(name: "overflows an estimated widest: warning", verdict: .truncates,
            evidence: evidence(width: estimate, bound: estimate), widest: .truncates, severity: .warning, assumed: [.width]),
        Row(name: "a note stays a note", verdict: .borderline, evidence: evidence(lines: estimate), severity: .note, assumed: [.lines]),
        Row(name: "text findings do not rest on the box", verdict: .missingGlyphs, evidence: evidence(lines: estimate),
            severity: .error, assumed: []),
    ]

    @Test(arguments: rows)
    func decides(_ row: Row) {
        let policy = SeverityPolicy().severity(for: row.verdict)
        let outcome = EvidenceRule.decide(row.verdict, severity: policy, evidence: row.evidence, widest: row.widest.map { ($0, 393) })
        #expect(outcome.severity == row.severity)
        #expect(outcome.assumptions.map(\.dimension) == row.assumed)
        #expect((outcome.fitsWidest != nil) == row.fitsWidest)
    }

    // 20 characters of body: 170 pt at Large, 210 at xxLarge (21 pt), 530 at AX5.
    static let text = "01234567890123456789"

    func report(_ element: Element) -> CheckReport {
        Fixtures.run(Fixtures.manifest([Component(name: "C", layout: .fixed, elements: [element])]), [Fixtures.entry("k", Self.text)])
    }

    @Test func aHandWrittenElementKeepsItsErrors() {
        let element = Fixtures.element("t", keys: ["k"], width: 200, verticalWidth: 200)
        let findings = report(element).findings.filter { $0.verdict == .truncates }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .error && $0.assumptions.isEmpty })
        #expect(report(element).exitCode == 1)
    }

    @Test func widthBoundsDecideBetweenMayTruncateAndTruncates() {
        var element = Fixtures.element("t", keys: ["k"], width: 200, verticalWidth: 200)
        element.widest = Widths(.absolute(300))
        element.evidence = Self.evidence(width: Self.estimate, bound: Self.screen)
        let findings = report(element).findings.filter { $0.verdict == .truncates }
        // Over 200 pt from xxLarge (210), over 300 pt from AX1 (28 pt: 280 fits; AX2 33 pt: 330).
        let byCategory = Dictionary(uniqueKeysWithValues: findings.map { ($0.category, $0) })
        #expect(byCategory[.xxLarge]?.severity == .warning && byCategory[.xxLarge]?.fitsWidest == 300)
        #expect(byCategory[.ax1]?.severity == .warning)
        #expect(byCategory[.ax2]?.severity == .error && byCategory[.ax2]?.assumptions.isEmpty == true)
    }

    @Test func lineBoundsDecideTheSameWay() {
        // 20 characters: over one line of 200 pt from xxLarge (210 pt at 21 pt), over two from AX4 (470).
        var element = Fixtures.element("t", keys: ["k"], width: 200, verticalWidth: 200, lines: 1)
        element.mostLines = Lines(2)
        var evidence = Self.evidence(lines: .estimate(why: "a row takes one line"))
        evidence.linesBound = .code(file: "Row.swift", line: 9, what: ".lineLimit(1...2)")
        element.evidence = evidence
        // Two words, so that no word is wider than the box in two lines.
        let manifest = Fixtures.manifest([Component(name: "C", layout: .fixed, elements: [element])])
        let findings = Fixtures.run(manifest, [Fixtures.entry("k", "012345678 0123456789")]).findings
        let byCategory = Dictionary(uniqueKeysWithValues: findings.filter { $0.verdict == .truncates }.map { ($0.category, $0) })
        #expect(byCategory[.xxLarge]?.severity == .warning && byCategory[.xxLarge]?.fitsWidest != nil)
        #expect(byCategory[.ax3]?.severity == .warning)
        #expect(byCategory[.ax4]?.severity == .error && byCategory[.ax4]?.assumptions.isEmpty == true)
    }

    @Test func estimatesCapAtWarningUntilConfirmed() {
        var element = Fixtures.element("t", keys: ["k"], width: 200, verticalWidth: 200)
        element.evidence = Self.evidence(lines: .estimate(why: "tab bar items take one line"))
        let before = report(element)
        #expect(before.findings.allSatisfy { $0.severity <= .warning })
        #expect(before.findings.first?.assumptions.map(\.dimension) == [.lines])
        #expect(before.exitCode == 0)
        element.evidence.confirmed = [.lines]
        #expect(report(element).findings.contains { $0.severity == .error })
    }

    @Test func unplacedKeysGetNoFitVerdictsOnlyNotes() {
        var element = Fixtures.element("t", keys: ["*"], width: 10, verticalWidth: 10)
        element.placed = false
        let manifest = Fixtures.manifest([Component(name: "Unplaced", layout: .fixed, elements: [element])])
        let report = Fixtures.run(manifest, [Fixtures.entry("k", Self.text + "☃")])
        #expect(report.findings.map(\.verdict) == [.missingGlyphs])
        #expect(report.findings.allSatisfy { $0.severity == .note })
        #expect(report.exitCode == 0)
    }
}
