import Foundation
import HeadroomFormats
import Testing
@testable import HeadroomReporters

/// Each text format's one escape function writes bidi controls from app text as visible escapes:
/// the terminal and CI logs (`ControlCharacters.escaped`), Markdown (`MarkdownText.escape`) and
/// SARIF messages (`SARIFReporter.messageText`).
@Suite struct BidiEscapingTests {
    static let cases: [(String, String)] = [
        ("Name\u{202E} (28)", "Name\\U202E (28)"),
        ("\u{2066}a\u{2069}\u{200E}\u{200F}\u{061C}\u{202A}", "\\U2066a\\U2069\\U200E\\U200F\\U061C\\U202A"),
        ("مرحبا", "مرحبا"),
    ]

    @Test(arguments: cases)
    func everyFormatEscapesBidiControls(input: String, expected: String) {
        #expect(ControlCharacters.escaped(input) == expected)
        #expect(ControlCharacters.bidiEscaped(input) == expected)
        #expect(SARIFReporter.messageText(input) == expected)
        // Markdown shows a backslash as `\\`.
        #expect(MarkdownText.escape(input) == expected.replacingOccurrences(of: "\\", with: "\\\\"))
    }
}
