import Foundation
import HeadroomCheck
import HeadroomFormats
import Testing
@testable import HeadroomReporters

/// Bidi controls and right-to-left letters in app text (component, element and file names, keys,
/// tables, locale names) cannot reorder the page around them; translations keep theirs inside
/// their own `dir` element.
@Suite struct HTMLBidiTests {
    let context = ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project")
    static let override = "\u{202E}"

    /// The small report with every app text ending in RIGHT-TO-LEFT OVERRIDE and the German
    /// translation holding a RIGHT-TO-LEFT MARK.
    func hostile() -> CheckReport {
        let spec = HTMLFixtures.Spec(
            component: "Name\(Self.override)", element: "title\(Self.override)", key: "key\(Self.override)", locale: "de",
            value: "Benachrichtigungen\u{200F} verwalten und mehr", source: "Manage notifications", comment: nil,
            file: "/project/Strings\(Self.override)/de.lproj/Localizable.strings", line: 12, width: 120, verticalWidth: nil, lines: 1)
        var report = HTMLFixtures.report([spec])
        report.problems = [Problem(location: SourceLocation(file: "/project/bad\(Self.override).strings", line: 1, column: 1), message: "bad\u{2067} file")]
        return report
    }

    @Test func noControlFromAppTextReachesThePageOutsideATranslation() throws {
        for file in try HTMLReporter().render(hostile(), context: context) where file.path?.hasSuffix(".html") == true {
            // Take out the elements that show the translation itself (they carry their own dir).
            var rest = file.contents
            while let open = rest.range(of: "<dd class=\"tr\""), let close = rest.range(of: "</dd>", range: open.upperBound..<rest.endIndex) {
                rest.removeSubrange(open.lowerBound..<close.upperBound)
            }
            // What only the script reads (data attributes, option values, JSON) keeps the text as it is.
            rest = rest.replacingOccurrences(of: #"(data-[a-z-]+|value)="[^"]*""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"<script[^>]*>[^<]*</script>"#, with: "", options: .regularExpression)
            let controls = rest.unicodeScalars.filter { ControlCharacters.isBidiControl($0.value) }
            #expect(controls.isEmpty, "\(file.path ?? ""): \(controls.map { String($0.value, radix: 16) })")
        }
    }

    @Test func theCountAfterANameEndingInAnOverrideReadsInOrder() throws {
        let files = try HTMLReporter().render(hostile(), context: context)
        let developers = try #require(files.first { $0.path == HTMLPage.developersFile })
        #expect(developers.contents.contains("Name\\U202E (1)"))
        let page = try #require(files.first { $0.path == "de.html" })
        #expect(page.contents.contains("<code data-s>key\\U202E</code>"))
        #expect(page.contents.contains("Strings\\U202E/de.lproj"))
        // The translation keeps its mark, in an element with its own direction.
        #expect(page.contents.contains("dir=\"ltr\" data-s>Benachrichtigungen\u{200F} verwalten"))
    }

    @Test(arguments: [
        ("Name", "Name"),
        ("a\u{202E}b", "a\\U202Eb"),
        ("x\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}", "x\\U2066\\U2069\\U200E\\U200F\\U061C"),
        ("שם", "\u{2068}שם\u{2069}"),
        ("اسم\u{202C}", "\u{2068}اسم\\U202C\u{2069}"),
        ("日本語", "日本語"),
        ("<b>", "&lt;b&gt;"),
    ])
    func appTextIsEscapedAndIsolated(input: String, expected: String) {
        #expect(HTMLEscape.app(input) == expected)
    }
}
