import DynamicType
import Foundation
import HeadroomFormats
import HeadroomText
import Testing

@testable import HeadroomCLI
@testable import HeadroomMeasure

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
                    var writer = JSONWriter()
                    row.write(into: &writer)
                    #expect(writer.text == row.json.compact)
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

    @Test("parsing only the batch's fields gives what the full parse gives, on tricky lines", arguments: [
        #"{"text": "a\"b\\c\u00e9\ud83d\ude00\n", "width": 343, "lines": 1, "style": "body"}"#,
        #"{"te\u0078t": "escaped key", "width": 1e2, "lines": -0, "extra": {"text": "nested"}, "more": [1, "x"]}"#,
        #"{"text": "first", "text": "last", "width": 12345678901234567890, "size": 0.1, "scale": 3.0}"#,
        #"{"width": -12.5e-1, "fontIndex": 999999999999999, "locale": null, "tracking": true, "pushOut": false}"#,
        #"{"text": "\udc00 lone", "weight": 600, "hangulWordPriority": true, "maximumPointSize": 40, "category": "xxxLarge"}"#,
        #"{"lines": 007}"#, #"{"text": "x", }"#, #"{"text" "x"}"#, #"{"unknown": "\q"}"#, "{}", " { } ",
        #"{"font": "/f.ttf", "width": 1.7976931348623157e309}"#, #"{"a\"b": 1, "text": "ok"}"#,
    ])
    func fieldsMatchFullParse(line: String) {
        let bytes = Array(line.utf8)
        let full = Result { () throws(BatchJSONParser.SyntaxError) in try BatchJSONParser.parse(bytes) }
        let fields = Result { () throws(BatchJSONParser.SyntaxError) in
            try BatchJSONParser.parse(bytes, fields: BatchInput.fieldBytes)
        }
        switch (full, fields) {
        case let (.success(members), .success(values)):
            #expect(values == BatchInput.fieldNames.map { members[$0] })
        case let (.failure(a), .failure(b)):
            #expect(a == b)
        default:
            Issue.record("one parse failed and the other did not: \(full) vs \(fields)")
        }
    }

    @Test("in-place UTF-8 validation agrees with String(validating:) on edge and random bytes")
    func utf8Validation() {
        var cases: [[UInt8]] = [
            [], [0x41], [0x7F], [0x80], [0xC1, 0x80], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x80],
            [0xF0, 0x9F, 0x98], Array("Einstellungen für 日本語 😀".utf8),
        ]
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0..<8, using: &generator)
            cases.append((0..<count).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            })
        }
        for bytes in cases {
            let fast = bytes.withUnsafeBufferPointer { BatchUTF8.isValid($0) }
            #expect(fast == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }
}


