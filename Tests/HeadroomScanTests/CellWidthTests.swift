import DynamicType
import SwiftParser
import SwiftSyntax
import Testing
@testable import HeadroomScan

/// What stands beside a cell's text and inside a configuration button, and nib texts the code
/// replaces through their outlets: the fixture app `Fixtures/CellApp` (a storyboard with a subtitle
/// prototype cell, a custom cell with outlets, configuration buttons; Swift table and list cells).
@Suite struct CellWidthTests {
    static let folder = ScanGolden.testsFolder.appendingPathComponent("Fixtures/CellApp").path
    static let result = SourceScanner().scan(paths: [folder])

    static func usage(_ key: String) -> ScanUsage? { result.usages.first { $0.key == key } }

    struct Expected: Sendable, CustomStringConvertible {
        var key: String
        var narrowest: Double
        var widest: Double
        var evidence: Evidence.Kind
        /// A phrase the width's evidence names (what was taken off).
        var names: String
        var description: String { key }
    }

    /// Estimates narrow only the narrow end; what the code or the nib gives narrows both.
    static let widths: [Expected] = [
        // Nothing beside the text: the catalog's margins.
        .init(key: "cell.none", narrowest: 361, widest: 393, evidence: .estimate, names: "16 pt side margins"),
        // `imageView.image` and a disclosure indicator: 361 − 44 − 24.
        .init(key: "cell.title", narrowest: 293, widest: 393, evidence: .estimate, names: "disclosureIndicator accessory"),
        // A cell class nested in the controller, reached through `as!`: a checkmark, 361 − 24.
        .init(key: "cell.nested", narrowest: 337, widest: 393, evidence: .estimate, names: "checkmark accessory"),
        // The cell class sets a `UISwitch` (a lazy property) as its accessory view: 361 − 51 − 16.
        .init(key: "switch.title", narrowest: 294, widest: 393, evidence: .estimate, names: "a UISwitch as the accessory"),
        // `valueCell()` with both texts, an image with a 30 pt reserved width, a disclosure indicator:
        // 361 − 8 − (30 + 16) − 24, less the other text measured per language (`besideTexts`).
        .init(key: "list.title", narrowest: 283, widest: 393, evidence: .estimate, names: "reservedLayoutSize 30 pt"),
        .init(key: "list.value", narrowest: 283, widest: 393, evidence: .estimate, names: "valueCell()"),
        // A checkmark appended to the cell's own accessories in a branch: 361 − 24.
        .init(key: "slot.title", narrowest: 337, widest: 393, evidence: .estimate, names: "checkmark accessory"),
        // A `UISwitch` as a list cell's custom view accessory, appended to a local list.
        .init(key: "toggle.title", narrowest: 294, widest: 393, evidence: .estimate, names: "a UISwitch as the accessory"),
        // A configuration's image with the code's imagePadding 6 and the default insets: 361 − 22 − 6 − 24.
        .init(key: "button.plain", narrowest: 309, widest: 393, evidence: .estimate, names: "imagePadding set in the code"),
        // The code's contentInsets (10 + 10) narrow both ends; the width is still the margins' estimate.
        .init(key: "button.insets", narrowest: 341, widest: 373, evidence: .estimate, names: "contentInsets leading + trailing 20 pt"),
        // The nib's contentInsets (20 + 20) on a button pinned to the margins: known, 361 − 40.
        .init(key: "Btn-Cf-005.configuration.title", narrowest: 321, widest: 321, evidence: .nib, names: "contentInsets leading + trailing 40 pt"),
        // A nib configuration with an image and no insets: the narrow end only, 361 − 22 − 6 − 24.
        .init(key: "Btn-Cd-006.configuration.title", narrowest: 309, widest: 361, evidence: .estimate, names: "imagePadding in the nib"),
    ]

    @Test(arguments: widths) func widthLessWhatStandsBeside(_ e: Expected) throws {
        let u = try #require(Self.usage(e.key))
        let width = try #require(u.width)
        #expect(width.narrowest == e.narrowest)
        #expect(width.widest == e.widest)
        #expect(width.evidence.kind == e.evidence)
        #expect(width.evidence.summary.contains(e.names), "\(width.evidence.summary)")
    }

    /// A standard-style cell made in code: its built-in labels take the catalog's standard-style font
    /// (body, growing with Dynamic Type, an estimate) where the code sets none; a style the class does
    /// not write (passed through from its creator) or a font the code sets keeps what the code says.
    static let codeCells: [(key: String, style: TextStyle?, fixedSize: Double?, unknown: Bool, narrowest: Double)] = [
        // Default style, reached with implicit `self` in a setter; the initializer's switch: 361 − 51 − 16.
        ("code.switch.title", .body, nil, false, 294),
        // value1's title and detail beside the initializer's chevron: 361 − 24.
        ("code.chevron.title", .body, nil, false, 337),
        ("code.chevron.detail", .body, nil, false, 337),
        // `UITableViewCell(style: .subtitle, …)` at the site: the title is body; the smaller detail's font is not known.
        ("code.subtitle.title", .body, nil, false, 361),
        ("code.subtitle.detail", nil, nil, true, 361),
        // The class sets the font; the style is its creator's (and another cell class sets a
        // `textLabel` font, so this one's stays unknown, as for any view of a configured name).
        ("code.font.title", nil, 15, false, 361),
        ("code.pass.title", nil, nil, true, 361),
    ]

    @Test(arguments: codeCells) func aCodeCellsBuiltInLabels(_ e: (key: String, style: TextStyle?, fixedSize: Double?, unknown: Bool, narrowest: Double)) throws {
        let u = try #require(Self.usage(e.key))
        #expect(u.font?.style == e.style)
        #expect(u.font?.fixedSize == e.fixedSize)
        #expect((u.font == nil) == e.unknown)
        if e.style != nil {
            #expect(u.font?.scales == true)
            #expect(u.font?.evidence.kind == .estimate)
        }
        if e.style != nil || e.fixedSize != nil { #expect(u.lines == 1) }
        #expect(u.width?.narrowest == e.narrowest)
    }

    /// A subtitle prototype cell's `detailTextLabel` and `textLabel` are the cell's: a Swift site on a
    /// cell of that class takes the prototype label's font and lines.
    @Test func aNibCellsBuiltInLabelsJoinTheCode() throws {
        let u = try #require(Self.usage("cell.nib.title"))
        #expect(u.font?.style == .body)
        #expect(u.font?.evidence.kind == .nib)
        #expect(u.lines == 0)
        #expect(u.linesEvidence?.kind == .nib)
    }

    /// An outlet to a cell of a built-in style reaches its labels (`modeCell.detailTextLabel`).
    @Test func aCellOutletsLabelsJoinTheCode() throws {
        let u = try #require(Self.usage("cell.mode.detail"))
        #expect(u.font?.style == .footnote)
        #expect(u.font?.evidence.kind == .nib)
        #expect(u.lines == 0)
    }

    /// The code replaces the nib's text through the outlet on every path of a method: the nib's text is
    /// never drawn, so its key gets no box and says where it is replaced. A text set only in a branch keeps its box.
    @Test(arguments: [
        ("Lbl-Nm-003.text", "Views/SettingsViewController.swift", 12),
        ("Cel-Tx-001.text", "Views/SettingsViewController.swift", 52),
        // A prototype cell of a subclass: the outlet its superclass sets, replaced by the same line.
        ("Lbl-Nm-013.text", "Views/SettingsViewController.swift", 12),
    ])
    func aTextReplacedThroughItsOutletIsNotDrawn(_ key: String, _ file: String, _ line: Int) throws {
        let u = try #require(Self.usage(key))
        #expect(u.kind == .notDrawn)
        #expect(u.font == nil && u.lines == nil && u.width == nil)
        guard case let .code(f, l, what)? = u.drawn else { Issue.record("drawn: \(String(describing: u.drawn))"); return }
        #expect(f == file)
        #expect(l == line)
        #expect(what.contains("placeholder"))
    }

    @Test func aTextReplacedOnlyInABranchKeepsItsBox() throws {
        let u = try #require(Self.usage("Lbl-Hn-004.text"))
        #expect(u.kind == .label)
        #expect(u.width?.points == 361)
        #expect(u.drawn?.kind == .nib)
    }

    /// `setTitle(_:for: .normal)` on a button outlet replaces the nib's normal title.
    @Test func aTitleSetThroughItsOutletIsNotDrawn() throws {
        let result = NibScanTests.result
        let u = try #require(result.usages.first { $0.key == "Btn-Un-006.normalTitle" })
        #expect(u.kind == .notDrawn)
        #expect(u.drawn?.kind == .code)
    }

    /// The rule that decides whether an assignment happens on every path of its method.
    @Test(arguments: [
        ("func f() { label.text = x }", true),
        ("func f() { if a { label.text = x } }", false),
        ("func f() { guard a else { label.text = x; return } }", false),
        ("func f() { switch a { case .b: label.text = x; default: break } }", false),
        ("func f() { items.forEach { _ in label.text = x } }", false),
        ("func f() { for _ in a { label.text = x } }", false),
        ("func f() { if a { } ; label.text = x }", true),
    ])
    func unconditional(_ code: String, _ expected: Bool) throws {
        let tree = Parser.parse(source: code)
        let assignment = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.tokenKind == .equal }?.parent)
        #expect(NibOverwrite.isUnconditional(assignment) == expected)
    }
}
