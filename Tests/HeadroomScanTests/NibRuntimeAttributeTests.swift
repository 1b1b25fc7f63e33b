import DynamicType
import HeadroomFormats
import Testing
@testable import HeadroomScan

/// Number and Boolean user-defined runtime attributes are set on the object when the nib is instantiated,
/// after the document's own attributes: `numberOfLines`, `adjustsFontForContentSizeCategory`,
/// `adjustsFontSizeToFitWidth`, `minimumScaleFactor` and `minimumFontSize` given there win.
@Suite struct NibRuntimeAttributeTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var element = "label"
        var attributes: String
        var runtime: String
        var lines: Int
        var linesWhat: String
        var scales: Bool
        var shrink: FontShrink?
        var description: String { name }
    }

    static func number(_ keyPath: String, _ value: String, real: Bool = false) -> String {
        #"<userDefinedRuntimeAttribute type="number" keyPath="\#(keyPath)"><\#(real ? "real" : "integer") key="value" value="\#(value)"/></userDefinedRuntimeAttribute>"#
    }

    static func boolean(_ keyPath: String, _ value: String) -> String {
        #"<userDefinedRuntimeAttribute type="boolean" keyPath="\#(keyPath)" value="\#(value)"/>"#
    }

    static let rows: [Row] = [
        Row(name: "none", attributes: #"numberOfLines="2" adjustsFontSizeToFit="NO""#, runtime: "",
            lines: 2, linesWhat: #"numberOfLines="2""#, scales: false),
        Row(name: "numberOfLines 0 over the document's 2", attributes: #"numberOfLines="2" adjustsFontSizeToFit="NO""#,
            runtime: number("numberOfLines", "0"), lines: 0, linesWhat: #"userDefinedRuntimeAttribute numberOfLines="0""#, scales: false),
        Row(name: "adjustsFontForContentSizeCategory YES", attributes: #"adjustsFontSizeToFit="NO""#,
            runtime: boolean("adjustsFontForContentSizeCategory", "YES"), lines: 1, linesWhat: "IB's default 1", scales: true),
        Row(name: "adjustsFontSizeToFitWidth NO turns the document's autoshrink off", attributes: #"minimumScaleFactor="0.5""#,
            runtime: boolean("adjustsFontSizeToFitWidth", "NO"), lines: 1, linesWhat: "IB's default 1", scales: false),
        Row(name: "minimumScaleFactor 0.6 over the document's 0.5", attributes: #"minimumScaleFactor="0.5""#,
            runtime: number("minimumScaleFactor", "0.6", real: true), lines: 1, linesWhat: "IB's default 1", scales: false, shrink: .scale(0.6)),
        Row(name: "a text field's minimumFontSize 12 over 17", element: "textField", attributes: #"minimumFontSize="17""#,
            runtime: number("minimumFontSize", "12"), lines: 1, linesWhat: "a text field draws one line", scales: false, shrink: .points(12)),
        Row(name: "other key paths change nothing", attributes: #"numberOfLines="2" adjustsFontSizeToFit="NO""#,
            runtime: number("cornerRadius", "0") + #"<userDefinedRuntimeAttribute type="string" keyPath="numberOfLines" value="0"/>"#,
            lines: 2, linesWhat: #"numberOfLines="2""#, scales: false),
    ]

    @Test(arguments: rows) func runtimeAttributesWin(_ row: Row) throws {
        let xml = """
            <\(row.element) opaque="NO" text="Hi" \(row.attributes) id="Obj-1">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <userDefinedRuntimeAttributes>\(row.runtime)</userDefinedRuntimeAttributes>
            </\(row.element)>
            """
        let element = try XMLDocumentReader.parse(Array(xml.utf8), file: "t.xib")
        let text = try #require(NibText.read(element, id: "Obj-1", file: "t.xib", layout: NibLayout(root: element)))
        #expect(text.lines == row.lines)
        #expect(text.linesEvidence?.detail.contains(row.linesWhat) == true, "\(text.linesEvidence as Any)")
        #expect(text.font?.scales == row.scales)
        #expect(text.shrinking("text").shrink == row.shrink)
    }
}
