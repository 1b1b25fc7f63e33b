import DynamicType
import Testing
@testable import HeadroomScan

/// The font, lines and neighbours of text UIKit cells draw, read as UIKit applies them: a list content
/// configuration's `textProperties` / `secondaryTextProperties`, the other text of a `valueCell()` row
/// (fixture app `Fixtures/CellApp`).
@Suite struct CellTextTests {
    static var result: ScanResult { CellWidthTests.result }
    static func usage(_ key: String) -> ScanUsage? { CellWidthTests.usage(key) }

    /// `content.textProperties.font = ...` / `.numberOfLines` on the configuration value the cell takes: the
    /// text's own font and line limit, the code's evidence; the secondary text's likewise.
    @Test(arguments: [
        ("benefit.title", TextStyle.title3, 1),
        ("benefit.detail", TextStyle.body, 0),
    ])
    func aConfigurationsTextPropertiesAreTheTextsBox(_ key: String, _ style: TextStyle, _ lines: Int) throws {
        let u = try #require(Self.usage(key))
        #expect(u.kind == .text)
        #expect(u.font?.style == style)
        #expect(u.font?.evidence.kind == .code)
        #expect(u.lines == lines)
    }

    /// In a `valueCell()` row the value sits beside the title: each is measured beside the other's keys in the
    /// same language (`besideTexts`), in the other's font (the catalog's body for both texts of a value cell).
    @Test(arguments: [
        ("policy.title", ["policy.open", "policy.strict"]),
        ("policy.strict", ["policy.title"]),
        ("policy.open", ["policy.title"]),
    ])
    func aValueCellsTextsAreMeasuredBesideEachOther(_ key: String, _ beside: [String]) throws {
        let u = try #require(Self.usage(key))
        let texts = try #require(u.besideTexts)
        #expect(texts.keys == beside)
        #expect(texts.font.style == .body)
        #expect(u.font?.style == .body)
        // The row less the 8 pt gap: the other text is taken off per language at check time.
        #expect(u.width?.narrowest == 353)
        #expect(u.lines == (key == "policy.title" ? 0 : 1))
    }

    /// The secondary text of a value cell is drawn in the body style (the catalog's value for `valueCell()`,
    /// an estimate); that of `cell()` / `subtitleCell()` stays unknown.
    @Test func theCatalogsSecondaryTextFontFollowsTheFactory() {
        #expect(ContainerCatalog.listCellText(factory: "valueCell", secondary: true).font?.style == .body)
        #expect(ContainerCatalog.listCellText(factory: "valueCell", secondary: true).font?.evidence.kind == .estimate)
        #expect(ContainerCatalog.listCellText(factory: "subtitleCell", secondary: true).font == nil)
        #expect(ContainerCatalog.listCellText(factory: nil, secondary: true).fontUnknown != nil)
        #expect(ContainerCatalog.listCellText(factory: "cell", secondary: false).font?.style == .body)
    }

    /// A cell class nested in the controller that dequeues it (`as! ModeCell`, Swift's lookup finds the nested
    /// type first), registered by class: its superclass's initializer sets the built-in labels' fonts and lines
    /// through a method it calls, and the subclass inherits them.
    @Test(arguments: [("mode.title", TextStyle.body), ("mode.detail", TextStyle.caption1)])
    func aNestedCellSubclassInheritsItsSuperclassesSetup(_ key: String, _ style: TextStyle) throws {
        let u = try #require(Self.usage(key))
        #expect(u.kind == .text)
        #expect(u.font?.style == style)
        #expect(u.font?.evidence.kind == .code)
        #expect(u.lines == 0)
        #expect(u.linesEvidence?.summary.contains("inherited") == true, "\(u.linesEvidence?.summary ?? "")")
    }

    /// `resetCellStyle(cell)` then `configureModeCell(cell)`: the second function's parameter is the object the
    /// first one styled, so the site takes the font and lines set through the first function's parameter.
    @Test func aCellStyledByAnEarlierCallKeepsThatStyle() throws {
        let u = try #require(Self.usage("generator.mode"))
        #expect(u.font?.style == .body)
        #expect(u.font?.evidence.kind == .code)
        #expect(u.font?.evidence.summary.contains("resetCellStyle") == true, "\(u.font?.evidence.summary ?? "")")
        #expect(u.lines == 0)
        // The site's own function sets the detail's font after the reset: its own setting wins.
        #expect(Self.usage("generator.detail")?.font?.style == .body)
    }

    /// A setting only some callers make before the call is not the view's for certain.
    @Test func aSettingOnlySomeCallersMakeIsNotTaken() throws {
        let u = try #require(Self.usage("partial.title"))
        #expect(u.font?.fixedSize != 20)
    }
}
