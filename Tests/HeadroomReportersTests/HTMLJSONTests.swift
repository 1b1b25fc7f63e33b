@testable import HeadroomReporters
import Testing

/// Text embedded as JSON in a `<script>` element must not be able to close it or break JavaScript.
@Suite("HTML JSON literals")
struct HTMLJSONTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("</script><b>&amp;", #""\u003c/script\u003e\u003cb\u003e\u0026amp;""#),
        ("say \"hi\"\\", #""say \"hi\"\\""#),
        ("a\nb\tc\u{1}", #""a\nb\tc\u0001""#),
        ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
        ("مرحبا 日本 🙂", "\"مرحبا 日本 🙂\""),
    ])
    func escapes(input: String, expected: String) {
        #expect(HTMLJSON.string(input) == expected)
    }
}
