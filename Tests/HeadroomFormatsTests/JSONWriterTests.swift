import Foundation
import Testing
import HeadroomFormats

/// The one JSON writer: its digit-by-digit numbers against Swift's own formatting of the rounded
/// value, its strings read back by Foundation's parser.
@Suite struct JSONWriterTests {
    /// What the digits must say: `value` rounded half away from zero to `decimals`, whole numbers
    /// without a fraction, otherwise Swift's shortest form of the rounded value.
    private static func reference(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        let unit = pow(10, Double(decimals))
        let rounded = (value * unit).rounded(.toNearestOrAwayFromZero) / unit
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    @Test("numbers print as the rounded value does, for 3 and 4 decimals", arguments: [3, 4])
    func numbers(decimals: Int) {
        var values: [Double] = [
            0, -0.0, 17, 20.57392578125, -0.00001, -0.00005, 0.00005, 0.0001, -0.0001, 0.5, -0.5, 1e-4, 123.45, 343,
            999_999_999.9999, 1e9, 1e12 + 0.5, 1e15, 1e16, -1e20, .nan, .infinity, -.infinity, 0.1 + 0.2, 1.0 / 3,
            -2.0 / 3, 99.99995, 0.00015, 12345.6789, 5e-324, 0.0005, -0.0005, 1.2345,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let magnitude = [1.0, 10, 100, 1000, 1e6, 1e9][Int.random(in: 0..<6, using: &generator)]
            values.append(Double.random(in: -magnitude...magnitude, using: &generator))
        }
        for value in values {
            var writer = JSONWriter()
            writer.number(value, decimals: decimals)
            #expect(writer.text == Self.reference(value, decimals: decimals), "\(value)")
            #expect(JSONWriter.number(value, decimals: decimals) == writer.text)
        }
    }

    @Test("finite numbers too large to scale by the decimals stay finite JSON numbers", arguments: [1e300, -1e308, .greatestFiniteMagnitude])
    func hugeNumbers(value: Double) throws {
        let text = JSONWriter.number(value, decimals: 4)
        let read = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Double]
        #expect(read == [value], "\(text)")
    }

    @Test("strings read back as the same text, escaping only what must be", arguments: [
        "", "plain", "quote \" and \\ backslash", "controls \u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}", "lines\n\r\t",
        "separators \u{2028}\u{2029} and \u{2027}\u{202A}", "é日本語😀👩‍👩‍👧", "\u{E2}\u{80}", "end\\", "a/b",
    ])
    func strings(text: String) throws {
        var writer = JSONWriter()
        writer.string(text)
        let expected = writer.text
        let decoded = try JSONSerialization.jsonObject(with: Data(("[" + expected + "]").utf8)) as? [String]
        #expect(decoded == [text])
        // Nothing but quote, backslash, controls and the two separators is escaped.
        let unescaped = text.unicodeScalars.filter {
            $0.value >= 0x20 && $0 != "\"" && $0 != "\\" && $0.value != 0x2028 && $0.value != 0x2029
        }
        #expect(unescaped.allSatisfy { expected.unicodeScalars.contains($0) })
        #expect(!expected.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029 })
        #expect(JSONWriter.quoted(text) == expected)
        var list = JSONWriter()
        list.strings([text, text])
        #expect(list.text == "[\(expected),\(expected)]")
    }

    @Test("escapes: short forms for quote, backslash, newline, return and tab; \\u00XX for other controls")
    func escapes() {
        #expect(JSONWriter.quoted("q\"b\\s/\n\r\t\u{8}\u{C}\u{1B}\u{2028}") == #""q\"b\\s/\n\r\t\u0008\u000c\u001b\u2028""#)
    }

    @Test("whole numbers", arguments: [0, 1, -1, 9, 10, 1234567890, Int.max, Int.min])
    func integers(value: Int) {
        var writer = JSONWriter()
        writer.int(value)
        #expect(writer.text == String(value))
    }
}
