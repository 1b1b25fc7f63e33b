import Testing

@testable import HeadroomReporters

/// Keys and translations are untrusted: in a PR comment `@team` must not notify anyone, and a
/// control character must not reach the page.
struct MarkdownMentionTests {
    @Test(arguments: ["@team", "settings.@org/admins", "a\u{1B}[2Jb", "bell\u{07}"])
    func mentionsAndControlsAreEscaped(text: String) {
        for inTable in [false, true] {
            let escaped = MarkdownText.escape(text, inTable: inTable)
            #expect(!escaped.contains("@t") && !escaped.contains("@o"))
            #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 })
        }
        #expect(MarkdownText.escape("@team") == "@\u{200B}team")
    }
}
