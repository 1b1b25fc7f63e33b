import DynamicType
import Foundation
import HeadroomText
import Testing

@testable import HeadroomCLI

/// The batch line parser and the direct JSON writer the batch uses.
@Suite("measure batch JSON")
struct MeasureBatchJSONTests {
    private func parse(_ line: String) throws -> [String: BatchJSONParser.Value] {
        try BatchJSONParser.parse(Array(line.utf8))
    }

    @Test("flat objects: strings with every escape, numbers, booleans, null; nested values are skipped")
    func members() throws {
        let members = try parse(#" { "a" : "x\"y\\z\/\n\t\u00e9\ud83d\ude00" , "n": -12.5e1, "i": 0, "t": true, "f": false, "z": null, "nest": [1, {"k": [2]}], "o": {} } "#)
        #expect(members["a"] == .string("x\"y\\z/\n\té😀"))
        #expect(members["n"] == .number(-125))
        #expect(members["i"] == .number(0))
        #expect(members["t"] == .bool(true))
        #expect(members["f"] == .bool(false))
        #expect(members["z"] == .null)
        #expect(members["nest"] == .nested)
        #expect(members["o"] == .nested)
        #expect(try parse("{}").isEmpty)
        #expect(try parse(#"{"text": "日本語のテキスト"}"#)["text"] == .string("日本語のテキスト"))
        #expect(try parse(#"{"a": 1, "a": 2}"#)["a"] == .number(2))
        #expect(try parse(#"{"s": "\udc00x"}"#)["s"] == .string("\u{FFFD}x"))
    }

    @Test("what is not one JSON object is refused", arguments: [
        "", "[]", "\"text\"", "{", "{\"a\"}", "{\"a\": }", "{\"a\": 01}", "{\"a\": 1,}", "{\"a\": tru}", "{\"a\": \"x}",
        "{\"a\": \"x\ny\"}", "{\"a\": 1} {", "{\"a\": \"\\q\"}", "{\"a\": 1.}", "{\"a\": -}", "{a: 1}",
    ])
    func refused(line: String) {
        #expect(throws: BatchJSONParser.SyntaxError.self) { try BatchJSONParser.parse(Array(line.utf8)) }
    }

    @Test("the batch's direct writer matches the generic JSON rendering")
    func compactMatches() throws {
        let engine = TextEngine(stack: try FontStack.bundled(fontsDirectory: MeasureHarness.fonts))
        let texts = ["Einstellungen für \"Benachrichtigungen\"\nund Datenschutz", "", "مرحبا بالعالم", "A\u{13000}\\B"]
        for text in texts {
            let shaped = try engine.shape(text, locale: "de", weight: .regular)
            for (lines, width) in [(1, 80.0), (0, 200.0), (2, 60.0)] {
                let layout = shaped.layout(pointSize: 17, width: width, lines: lines, options: LayoutOptions())
                for category in [ContentSizeCategory.large, nil] {
                    let row = MeasureRow(category: category, layout: layout, shaped: shaped)
                    #expect(row.compactJSON == row.json.compact)
                }
            }
        }
    }

    @Test("numbers: rounded to 1/10000, whole numbers without a fraction")
    func numbers() {
        #expect(MeasureJSON.format(17) == "17")
        #expect(MeasureJSON.format(20.57392578125) == "20.5739")
        #expect(MeasureJSON.format(-0.00001) == "0")
        #expect(MeasureJSON.format(.nan) == "null")
        var s = ""
        MeasureJSON.escape("a\u{2028}b\u{1}", into: &s)
        #expect(s == "\"a\\u2028b\\u0001\"")
    }
}
