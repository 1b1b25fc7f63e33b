import DynamicType
import HeadroomFormats
import Testing
@testable import HeadroomScan

/// `adjustsFontSizeToFitWidth` (IB's `adjustsFontSizeToFit`) shrinks a label's text only down to its
/// `minimumScaleFactor`, whose UIKit default is 0, and at 0 the label does not scale the text down
/// (UILabel.minimumScaleFactor). The code reader and the nib reader take the same catalog entry:
/// no factor (or 0) = no shrinking, and the font's evidence names the setting.
@Suite struct ShrinkDefaultTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var settings: String
        var nibAttributes: String
        var factor: Double?
        /// The note the font's evidence takes (nil: none).
        var note: String?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "shrinks, no factor: UIKit's default 0", settings: "l.adjustsFontSizeToFitWidth = true",
            nibAttributes: #"adjustsFontSizeToFit="YES""#, factor: nil, note: "no minimumScaleFactor (UIKit's default 0)"),
        Row(name: "shrinks, factor 0", settings: "l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0",
            nibAttributes: #"adjustsFontSizeToFit="YES" minimumScaleFactor="0.0""#, factor: nil, note: "minimumScaleFactor 0"),
        Row(name: "shrinks to 0.5", settings: "l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0.5",
            nibAttributes: #"adjustsFontSizeToFit="YES" minimumScaleFactor="0.5""#, factor: 0.5, note: nil),
        Row(name: "a factor without adjusting", settings: "l.minimumScaleFactor = 0.5",
            nibAttributes: #"minimumScaleFactor="0.5""#, factor: nil, note: nil),
    ]

    static func check(factor: Double?, font: FontSpec?, _ row: Row) throws {
        #expect(factor == row.factor)
        let detail = try #require(font).evidence.detail
        if let note = row.note {
            #expect(detail.contains("adjustsFontSizeToFitWidth with \(note)"), "\(detail)")
            #expect(detail.contains("UILabel.minimumScaleFactor"), "\(detail)")
        } else {
            #expect(!detail.contains("adjustsFontSizeToFitWidth"), "\(detail)")
        }
    }

    @Test(arguments: rows) func codeReader(_ row: Row) throws {
        let code = """
            import UIKit
            final class C: UIViewController { let l = UILabel()
              func f() { \(row.settings); l.text = NSLocalizedString("k", comment: "") } }
            """
        let result = SourceScanner().scan(texts: [("C.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let usage = try #require(result.usages.first { $0.key == "k" })
        try Self.check(factor: usage.minimumScaleFactor, font: usage.font, row)
    }

    @Test(arguments: rows) func nibReader(_ row: Row) throws {
        let xml = """
            <label opaque="NO" text="Hi" lineBreakMode="tailTruncation" \(row.nibAttributes) id="Lbl-1">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let element = try XMLDocumentReader.parse(Array(xml.utf8), file: "t.xib")
        let text = try #require(NibText.read(element, id: "Lbl-1", file: "t.xib", layout: NibLayout(root: element)))
        try Self.check(factor: text.minimumScaleFactor, font: text.font, row)
    }
}
