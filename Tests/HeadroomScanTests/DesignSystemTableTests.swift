import DynamicType
import Foundation
import Testing
@testable import HeadroomScan

/// A fixture app on a design-system package (`Fixtures/DesignSystemApp`): font tokens on namespace
/// values, enum tokens mapped by `switch`, helpers with default arguments, View and Text extension
/// modifiers, a ViewModifier, button/label/toggle styles, and components that take the title as a
/// parameter. One row per pattern: what the scan must read at the site that shows the key.
@Suite struct DesignSystemTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var key: String
        var kind: UsageKind = .text
        var style: TextStyle?
        var size: Double? = nil
        var weight: FontWeight = .regular
        var lines: Int? = 0
        var textCase: TextCase? = nil
        var description: String { key }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/DesignSystemApp").path
    static let result = SourceScanner().scan(paths: [folder], stringsPaths: [folder + "/Resources"])

    static let rows: [Row] = [
        Row(key: "home.token", style: .body),
        Row(key: "home.token.semibold", style: .subheadline, weight: .semibold),
        Row(key: "home.token.custom", style: .title3, size: 20),
        Row(key: "home.enum", style: .largeTitle, weight: .bold),
        Row(key: "home.brand", style: .body, size: 15),
        Row(key: "home.guide", style: .headline, weight: .semibold),
        // Text's own `guide(_:weight:lines:)` wins over View's for a Text; its defaults apply.
        Row(key: "home.guide.text", style: .headline, weight: .regular, lines: 2),
        Row(key: "home.guide.bold", style: .callout, weight: .bold, lines: 2),
        Row(key: "home.single", style: .footnote, lines: 1),
        Row(key: "home.modifier", style: .caption2, lines: 3),
        Row(key: "home.pill", kind: .button, style: .callout, weight: .semibold, lines: 1),
        Row(key: "home.pill.own", kind: .button, style: .callout, weight: .semibold, lines: 1),
        Row(key: "home.pill.label", kind: .button, style: .body, lines: 1),
        // A style set on an enclosing view still styles the label inside the Button's own `.font`.
        Row(key: "home.pill.outer", kind: .button, style: .callout, weight: .semibold, lines: 1),
        Row(key: "home.label", kind: .label, style: .caption1),
        Row(key: "home.toggle", style: .headline, weight: .semibold),
        Row(key: "home.row", kind: .button, style: .callout, lines: 2),
        Row(key: "home.section", style: .caption1, textCase: .uppercase),
        Row(key: "entry.about", style: .footnote),
        Row(key: "home.plain", style: .body),
        // The app's button type: the title it is handed is a Button's label in its body; the style applies.
        Row(key: "home.action", kind: .button, style: .callout, weight: .semibold, lines: 1),
        // A container's body styles the content it is handed.
        Row(key: "home.card", style: .footnote, lines: 4),
        Row(key: "home.menu.item", kind: .menuItem, style: .body, lines: 1),
        // A Menu's label is the button that opens it.
        Row(key: "home.menu.label", kind: .button, style: .body),
        // A condition between two style values whose fonts agree.
        Row(key: "home.secret", style: .callout, lines: 2),
    ]

    @Test(arguments: rows) func readsTheDesignSystem(_ row: Row) throws {
        let usages = Self.result.usages.filter { $0.key == row.key && $0.kind != .other }
        let drawn = usages.filter { $0.kind != .accessibilityOnly }
        let u = try #require(drawn.first, "no drawn usage of \(row.key): \(usages.map(\.kind))")
        #expect(drawn.count == 1, "\(drawn.count) drawn usages")
        #expect(u.kind == row.kind)
        #expect(u.font?.style == row.style, "font: \(u.font.map { "\($0.evidence)" } ?? "none"); unresolved: \(Self.result.unresolved.filter { $0.file == u.file && $0.line == u.line }.map(\.reason))")
        #expect(u.font?.baseSize == row.size)
        #expect(u.font?.effectiveWeight == row.weight)
        #expect(u.lines == row.lines, "lines: \(u.linesEvidence.map { "\($0)" } ?? "")")
        #expect(u.textCase == row.textCase)
    }

    /// A component that shows its title in a `Text` and also names it as its accessibility label:
    /// the drawn use is a usage of its own, never only the accessibility one.
    /// The components `init` writes keep the text case apart: an uppercased header is its own group.
    @Test func componentsKeepTheTextCase() {
        let groups = ScanComponents(result: Self.result).groups
        let section = groups.first { $0.keys.contains { $0.key == "home.section" } }
        #expect(section?.textCase == .uppercase)
        #expect(section?.keys.allSatisfy { $0.key == "home.section" } == true)
    }

    /// `Image(_:label:)`: the Text is the image's accessibility label, never drawn.
    @Test func imageLabelIsAccessibilityOnly() {
        let kinds = Set(Self.result.usages.filter { $0.key == "home.image.label" }.map(\.kind))
        #expect(kinds == [.accessibilityOnly])
    }

    @Test func drawnTitleIsNotAccessibilityOnly() {
        let kinds = Set(Self.result.usages.filter { $0.key == "home.row" }.map(\.kind))
        #expect(kinds.contains(.button))
    }

    /// Hostile tokens: a chain deeper than the evaluator follows ends with a reason, and helpers
    /// that each read the next one twice are read once each (memoized), not 2^n times.
    @Test func deepAndBranchingTokensAreBounded() throws {
        var chain = "import SwiftUI\nextension Font {\n"
        for i in 0..<60 { chain += "  static let t\(i) = Font.t\(i + 1)\n" }
        chain += "  static let t60 = Font.body\n"
        for i in 0..<10 { chain += "  static var b\(i): Font { flag ? Font.b\(i + 1) : Font.b\(i + 1) }\n" }
        chain += "  static var b10: Font { .headline }\n  static var flag = false\n}\n"
        chain += "struct V: View { var body: some View { VStack { Text(\"deep\").font(.t0); Text(\"wide\").font(.b0) } } }\n"
        let result = SourceScanner().scan(texts: [("Tokens.swift", chain)],
                                          keys: [ScanResult.TableKey(table: "Localizable", key: "deep"), ScanResult.TableKey(table: "Localizable", key: "wide")])
        let deep = try #require(result.usages.first { $0.key == "deep" })
        #expect(deep.font == nil)
        #expect(result.unresolved.contains { $0.reason == "font: " + FontReason.tooDeep.description })
        let wide = try #require(result.usages.first { $0.key == "wide" })
        #expect(wide.font?.style == .headline)
    }
}
