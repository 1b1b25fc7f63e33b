import DynamicType
import Foundation
import Testing
@testable import HeadroomScan

/// Text the code keeps from the screen, and each usage once: the fixture app `Fixtures/DrawnApp`
/// (segment titles replaced by images, a title hidden by a title view, view helpers nothing names,
/// a view built several times and in previews, `.searchScopes`).
@Suite struct DrawnTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/DrawnApp").path
    static let result = SourceScanner().scan(paths: [folder])

    struct Expected: Sendable, CustomStringConvertible {
        var key: String
        var kind: UsageKind
        /// A phrase of the `drawn` evidence.
        var why: String?
        var description: String { key }
    }

    static let expected: [Expected] = [
        // `setImage(_:forSegmentAt:)` on the outlet replaces the title of that segment only.
        Expected(key: "PSg-00-001.segmentTitles[0]", kind: .notDrawn, why: "pageSelector.setImage(_:forSegmentAt: 0)"),
        Expected(key: "PSg-00-001.segmentTitles[1]", kind: .segment),
        Expected(key: "PSg-00-001.segmentTitles[2]", kind: .notDrawn, why: "forSegmentAt: 2"),
        Expected(key: "PSg-00-002.segmentTitles[1]", kind: .segment),
        // A title view set by the same controller hides the title; a conditional one does not.
        Expected(key: "pages.title", kind: .notDrawn, why: "sets navigationItem.titleView"),
        Expected(key: "plain.title", kind: .navigationTitle),
        Expected(key: "maybe.title", kind: .navigationTitle),
        // A view helper (function or computed property) that no code names builds no screen.
        Expected(key: "helper.unused", kind: .notDrawn, why: "no code names it"),
        Expected(key: "helper.unusedProperty", kind: .notDrawn, why: "no code names it"),
        Expected(key: "helper.used", kind: .button),
        // `.searchScopes` content: scope bar segments, not body text.
        Expected(key: "scope.all", kind: .segment),
        Expected(key: "scope.mine", kind: .segment),
        Expected(key: "screen.body", kind: .text),
        Expected(key: "card.title", kind: .text),
    ]

    @Test("kind and why", arguments: expected)
    func kind(_ e: Expected) throws {
        let usages = Self.result.usages.filter { $0.key == e.key }
        #expect(usages.count == 1, "\(usages.map { "\($0.file):\($0.line) \($0.kind)" })")
        let u = try #require(usages.first)
        #expect(u.kind == e.kind)
        if let why = e.why { #expect(u.drawn?.summary.contains(why) == true, "\(String(describing: u.drawn))") }
        if e.kind == .notDrawn { #expect(u.font == nil && u.lines == nil && u.width == nil) }
    }

    @Test("each usage once: the same key, site and box from several constructions (previews too) is one usage")
    func distinct() {
        let boxes = Self.result.usages.map { "\($0.key)|\($0.file):\($0.line):\($0.column)|\($0.kind)|\(String(describing: $0.font?.style))|\(String(describing: $0.lines))|\(String(describing: $0.width?.narrowest))-\(String(describing: $0.width?.widest))" }
        #expect(boxes.count == Set(boxes).count, "\(boxes.sorted())")
        // `Card` is built twice by `Screen` and three times by previews: one usage, at its own site.
        let card = Self.result.usages.filter { $0.key == "card.title" }
        #expect(card.map(\.file) == ["Screens.swift"])
        #expect(card.first?.font?.style == .headline)
    }

    @Test("usages differing only in evidence are one, the first's evidence noting the other's reason to be drawn")
    func distinctKeepsReasons() {
        let a = ScanUsage(key: "k", table: "T", file: "F.swift", line: 3, column: 5, kind: .text, lines: 0,
                          linesEvidence: .code(file: "F.swift", line: 3, what: "a"), drawn: .code(file: "A.swift", line: 1, what: "A()"))
        var b = a
        b.drawn = .code(file: "B.swift", line: 9, what: "B()")
        b.linesEvidence = .code(file: "F.swift", line: 3, what: "b")
        var c = a
        c.lines = 1
        var d = a
        d.linesEvidence = .estimate(why: "assumed")
        let out = ScanUsage.distinct([a, b, a, c, d])
        #expect(out.count == 3)
        #expect(out[0].drawn?.summary.contains("also code B.swift:9 (B())") == true)
        #expect(out[1].lines == 1)
        #expect(out[2].linesEvidence?.isKnown == false)
    }
}
