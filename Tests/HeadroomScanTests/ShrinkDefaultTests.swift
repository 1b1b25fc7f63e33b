import DynamicType
import HeadroomFormats
import Testing
@testable import HeadroomScan

/// `adjustsFontSizeToFitWidth` (IB's `adjustsFontSizeToFit`) shrinks a view's text down to its
/// `minimumScaleFactor` (UIKit default 0, and at 0 a label does not scale the text down,
/// UILabel.minimumScaleFactor) or, with no factor, to its `minimumFontSize` in points
/// (UITextField.minimumFontSize, UILabel's deprecated one). The code reader and the nib reader take
/// the same catalog entry; in code the setting is off unless set (UIKit's default), in a nib it is on
/// unless the document writes `adjustsFontSizeToFit="NO"` (Interface Builder's archive leaves it out when on).
@Suite struct ShrinkDefaultTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        /// Settings on `l`, a `UILabel` the code creates (nil: not a code row).
        var settings: String?
        /// The nib element and its attributes (nil: not a nib row).
        var nib: (element: String, attributes: String)?
        var shrink: FontShrink?
        /// What the font's evidence notes (nil: nothing about shrinking).
        var note: String?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "label adjusts, no factor: UIKit's default 0", settings: "l.adjustsFontSizeToFitWidth = true",
            nib: ("label", #"adjustsFontSizeToFit="YES""#), shrink: nil,
            note: "adjustsFontSizeToFitWidth with no minimumScaleFactor (UIKit's default 0)"),
        Row(name: "label adjusts, factor 0", settings: "l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0",
            nib: ("label", #"adjustsFontSizeToFit="YES" minimumScaleFactor="0.0""#), shrink: nil,
            note: "adjustsFontSizeToFitWidth with minimumScaleFactor 0"),
        Row(name: "label shrinks to 0.5", settings: "l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0.5",
            nib: ("label", #"adjustsFontSizeToFit="YES" minimumScaleFactor="0.5""#), shrink: .scale(0.5), note: nil),
        Row(name: "a factor without adjusting", settings: "l.minimumScaleFactor = 0.5",
            nib: ("label", #"adjustsFontSizeToFit="NO" minimumScaleFactor="0.5""#), shrink: nil, note: nil),
        Row(name: "label autoshrink in IB: no adjustsFontSizeToFit attribute", settings: nil,
            nib: ("label", #"minimumScaleFactor="0.5""#), shrink: .scale(0.5), note: nil),
        Row(name: "label minimum font size", settings: "l.adjustsFontSizeToFitWidth = true; l.minimumFontSize = 12",
            nib: ("label", #"minimumFontSize="12""#), shrink: .points(12), note: "down to minimumFontSize 12 pt"),
        Row(name: "a factor wins over a minimum size", settings: "l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0.5; l.minimumFontSize = 12",
            nib: ("label", #"minimumScaleFactor="0.5" minimumFontSize="12""#), shrink: .scale(0.5), note: nil),
        Row(name: "text field, IB's Adjust to Fit with Min Font Size 17", settings: nil,
            nib: ("textField", #"minimumFontSize="17""#), shrink: .points(17),
            note: "no adjustsFontSizeToFit attribute: Interface Builder's default, on; adjusts its font size to fit down to minimumFontSize 17 pt"),
        Row(name: "text field, Adjust to Fit off", settings: nil,
            nib: ("textField", #"adjustsFontSizeToFit="NO" minimumFontSize="17""#), shrink: nil, note: nil),
    ]

    static func check(shrink: FontShrink?, font: FontSpec?, _ row: Row) throws {
        #expect(shrink == row.shrink)
        let detail = try #require(font).evidence.detail
        if let note = row.note {
            #expect(detail.contains(note), "\(detail)")
        } else {
            #expect(!detail.contains("adjust"), "\(detail)")
        }
    }

    @Test(arguments: rows.filter { $0.settings != nil }) func codeReader(_ row: Row) throws {
        let code = """
            import UIKit
            final class C: UIViewController { let l = UILabel()
              func f() { \(row.settings!); l.text = NSLocalizedString("k", comment: "") } }
            """
        let result = SourceScanner().scan(texts: [("C.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usage = try #require(result.usages.first { $0.key == "k" })
        try Self.check(shrink: usage.shrink, font: usage.font, row)
    }

    @Test(arguments: rows.filter { $0.nib != nil }) func nibReader(_ row: Row) throws {
        let (name, attributes) = row.nib!
        let xml = """
            <\(name) opaque="NO" text="Hi" lineBreakMode="tailTruncation" \(attributes) id="Lbl-1">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </\(name)>
            """
        let element = try XMLDocumentReader.parse(Array(xml.utf8), file: "t.xib")
        let text = try #require(NibText.read(element, id: "Lbl-1", file: "t.xib", layout: NibLayout(root: element)))
        let shrinking = text.shrinking("text")
        try Self.check(shrink: shrinking.shrink, font: shrinking.font, row)
    }

    /// A text field shrinks the text of its `text` property [doc: UITextField.adjustsFontSizeToFitWidth], not
    /// its placeholder, whether the nib or the code turns the shrinking on.
    @Test func aPlaceholderDoesNotShrink() throws {
        let xml = #"<textField opaque="NO" placeholder="Name" minimumFontSize="12" id="Fld-1"><fontDescription key="fontDescription" type="system" pointSize="17"/></textField>"#
        let element = try XMLDocumentReader.parse(Array(xml.utf8), file: "t.xib")
        let text = try #require(NibText.read(element, id: "Fld-1", file: "t.xib", layout: NibLayout(root: element)))
        #expect(text.shrinking("text").shrink == .points(12))
        #expect(text.shrinking("placeholder").shrink == nil)
        #expect(!(text.shrinking("placeholder").font?.evidence.detail.contains("adjust") ?? true))
        let code = """
            import UIKit
            final class C: UIViewController { let f = UITextField()
              func g() { f.adjustsFontSizeToFitWidth = true; f.minimumFontSize = 12; f.placeholder = NSLocalizedString("k", comment: "") } }
            """
        let result = SourceScanner().scan(texts: [("C.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usage = try #require(result.usages.first { $0.key == "k" })
        #expect(usage.kind == .textFieldPlaceholder)
        #expect(usage.shrink == nil)
    }
}
