import DynamicType
import Testing
@testable import HeadroomReporters

@Suite struct FormattingTests {
    @Test(arguments: [
        (38.25, 1, "38.3"), (-38.25, 1, "-38.3"), (0.04, 1, "0.0"), (-0.04, 1, "0.0"), (2.5, 0, "3"),
        (1234567.891, 2, "1234567.89"), (0.001, 3, "0.001"), (-7.0, 2, "-7.00"), (100, 0, "100"),
        (Double.nan, 1, "nan"), (-Double.infinity, 1, "-inf"),
    ])
    func fixed(_ value: Double, _ decimals: Int, _ expected: String) {
        #expect(NumberFormat.fixed(value, decimals: decimals) == expected)
    }

    @Test(arguments: [
        (12.0, "12"), (38.2, "38.2"), (0.30000000000000004, "0.3"), (-0.0001, "0"), (1.23456, "1.235"), (-2.5, "-2.5"),
    ])
    func compact(_ value: Double, _ expected: String) {
        #expect(NumberFormat.compact(value) == expected)
    }

    @Test(arguments: [
        ("/work/app/Strings/a.strings", "/work/app", "Strings/a.strings"),
        ("/work/app/Strings/a.strings", "/work/app/", "Strings/a.strings"),
        ("/work/apple/a.strings", "/work/app", "/work/apple/a.strings"),
        ("./Strings/a.strings", "/work/app", "Strings/a.strings"),
        ("Strings/a.strings", "/elsewhere", "Strings/a.strings"),
        ("/work/app", "/work/app", "."),
        ("/etc/x", "/", "etc/x"),
    ])
    func relativePaths(_ path: String, _ base: String, _ expected: String) {
        #expect(ReportPath.relative(path, to: base) == expected)
    }

    @Test(arguments: [
        ("a|b", true, "a\\|b"), ("*x* _y_ `z`", false, "\\*x\\* \\_y\\_ \\`z\\`"), ("<b>&", false, "&lt;b&gt;&amp;"),
        ("one\ntwo", true, "one<br>two"), ("one\ntwo", false, "one two"), ("[link](x)", false, "\\[link\\](x)"),
    ])
    func markdownEscaping(_ input: String, _ inTable: Bool, _ expected: String) {
        #expect(MarkdownText.escape(input, inTable: inTable) == expected)
    }

    @Test func oneLineFoldsLineBreaks() {
        #expect(FindingWording.oneLine("a\nb\r\n\nc\u{2028}d ") == "a b c d")
        #expect(FindingWording.oneLine("a\u{85}b\u{2029}c") == "a b c")
    }

    /// Only whole line-break sequences send a text to the slow path: `·` (C2 B7) and `–` (E2 80 93)
    /// share their lead bytes with NEL (C2 85) and LS/PS (E2 80 A8/A9).
    @Test(arguments: [
        ("Text · headline semibold · 1 line · 120 pt", false), ("truncates at xxxLarge–AX2 … “quoted”", false),
        ("a\u{85}b", true), ("a\u{2028}b", true), ("a\u{2029}", true), ("\u{0B}", true), ("plain", false),
    ])
    func lineBreaksAreFoundByTheirWholeSequence(_ text: String, _ breaks: Bool) {
        #expect(FindingWording.hasLineBreak(text) == breaks)
        if !breaks { #expect(FindingWording.oneLine(text) == text) }
    }
}

@Suite struct CategoryListTests {
    @Test(arguments: [
        ([ContentSizeCategory.ax1], "AX1"),
        ([.xxxLarge, .ax1], "xxxLarge, AX1"),
        ([.ax2, .xxxLarge, .ax1], "xxxLarge–AX2"),
        ([.xSmall, .large, .xLarge, .xxLarge, .ax5, .ax5], "xSmall, Large–xxLarge, AX5"),
        (ContentSizeCategory.allCases, "xSmall–AX5"),
        ([], ""),
    ])
    func ranges(_ categories: [ContentSizeCategory], _ expected: String) {
        #expect(CategoryList.format(categories) == expected)
    }
}
