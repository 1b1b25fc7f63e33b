import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects what the JUnit tests check, with Foundation's XML parser (a real, strict parser).
final class JUnitCollector: NSObject, XMLParserDelegate {
    var rootAttributes: [String: String] = [:]
    var suites: [[String: String]] = []
    var testcases: [[String: String]] = []
    var failures: [(attributes: [String: String], text: String)] = []
    var errors = 0
    var parseError: Error?
    private var text = ""
    private var inFailure = false
    private var failureAttributes: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        switch name {
        case "testsuites": rootAttributes = attributes
        case "testsuite": suites.append(attributes)
        case "testcase": testcases.append(attributes)
        case "failure": inFailure = true; failureAttributes = attributes; text = ""
        case "error": errors += 1
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if inFailure { text += string } }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure" {
            failures.append((failureAttributes, text))
            inFailure = false
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) { parseError = error }

    static func parse(_ xml: String) -> (ok: Bool, collector: JUnitCollector) {
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        let ok = parser.parse()
        return (ok, collector)
    }
}

@Suite struct JUnitReporterTests {
    static func render(_ report: CheckReport = ReportFixture.report) throws -> String {
        try JUnitReporter().render(report, context: ReportFixture.context)[0].contents
    }

    @Test func parsesAndCountsMatchTheFindings() throws {
        let (ok, parsed) = JUnitCollector.parse(try Self.render())
        #expect(ok, "\(String(describing: parsed.parseError))")
        let report = ReportFixture.report
        let failingGroups = report.groupedFindings.filter { $0.severity >= .warning }
        let failingRules = RuleProblemText.reported(report).filter { $0.severity >= .warning }
        let findingFailures = parsed.failures.filter { $0.attributes["type"] != "layout-rule" }

        #expect(findingFailures.count == failingGroups.count)
        #expect(parsed.failures.count - findingFailures.count == failingRules.count)
        #expect(parsed.rootAttributes["failures"] == String(parsed.failures.count))
        #expect(parsed.rootAttributes["errors"] == String(report.problems.count))
        #expect(parsed.errors == report.problems.count)
        #expect(parsed.rootAttributes["tests"] == String(parsed.testcases.count))
        // Suite counts add up to the root's.
        #expect(parsed.suites.compactMap { Int($0["failures"] ?? "") }.reduce(0, +) == parsed.failures.count)
        #expect(parsed.suites.compactMap { Int($0["tests"] ?? "") }.reduce(0, +) == parsed.testcases.count)
        // One case per string and element: its body opens with the lead finding's sentence, then
        // every place it fails when there is more than one.
        for failure in findingFailures {
            let lines = failure.text.split(separator: "\n").map(String.init)
            let group = try #require(failingGroups.first { FindingWording.message($0.lead) == lines[0] })
            #expect(failure.attributes["message"] == FindingWording.ranges(group))
            if group.findingCount > 1 { #expect(lines[1] == "All: " + FindingWording.ranges(group)) }
        }
        // The Swift places that show a string end its failure.
        #expect(findingFailures.contains {
            $0.text.hasSuffix("\nShown at Sources/Settings/SettingsView.swift:42:13, Sources/Settings/SettingsRow.swift:7")
        })
        // The failure message names every failing category.
        let header = try #require(parsed.failures.first { $0.attributes["message"]?.contains("xxxLarge") == true })
        #expect(header.attributes["message"] == "truncates at xxxLarge–AX2 on iPhone SE")
    }

    @Test func escapesMarkupQuotesAndControlCharacters() throws {
        let xml = try Self.render()
        let (ok, parsed) = JUnitCollector.parse(xml)
        #expect(ok, "\(String(describing: parsed.parseError))")
        // The Finnish value holds a tab and an ESC (not allowed in XML 1.0): escaped visibly.
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        let finnish = try #require(parsed.failures.first { $0.text.contains("Tervetuloa") })
        #expect(finnish.text.contains("Translation: Hei 👋\tTervetuloa\\u{1B}!"))
        // Quotes and <&> in the Hebrew value round-trip through the parser.
        let hebrew = try #require(parsed.failures.first { $0.text.contains("alert.delete") })
        #expect(hebrew.text.contains("Translation: למחוק את \"הקובץ\" <ישן> & להמשיך?"))
        let device = try #require(parsed.testcases.first { $0["classname"] == "Greeting.banner" })
        #expect(device["name"] == "\"emoji.👋\" [fi]")
    }

    @Test(arguments: [
        ("a<b>&\"c'", false, "a&lt;b&gt;&amp;\"c'"),
        ("a<b>&\"c'", true, "a&lt;b&gt;&amp;&quot;c&apos;"),
        ("line\nnext\tx\r", true, "line&#10;next&#9;x&#13;"),
        ("line\nnext", false, "line\nnext"),
        ("bell\u{07}nul\u{00}", false, "bell\\u{7}nul\\u{0}"),
        ("\u{FFFE}ok", false, "\\u{FFFE}ok"),
        ("مرحبا 👋", true, "مرحبا 👋"),
    ])
    func xmlEscaping(_ input: String, _ attribute: Bool, _ expected: String) {
        #expect(XMLText.escape(input, attribute: attribute) == expected)
    }

    @Test func emptyReportParses() throws {
        let (ok, parsed) = JUnitCollector.parse(try Self.render(CheckReportFactory.empty))
        #expect(ok)
        #expect(parsed.rootAttributes["tests"] == "1")
        #expect(parsed.failures.isEmpty)
        #expect(parsed.testcases.first?["name"] == "3 strings from 1 file fit (36 measurements)")
    }
}
