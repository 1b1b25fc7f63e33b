import Foundation
import HeadroomCheck
import HeadroomFormats
import Testing
@testable import HeadroomReporters

@Suite struct JSONReporterTests {
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func findingsCarryTheContractFields() throws {
        let text = try JSONReporter().render(ReportFixture.report, context: ReportFixture.context)[0].contents
        let root = try Self.parse(text)
        #expect(root["version"] as? Int == JSONReporter.schemaVersion)
        #expect(root["previews"] == nil)
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == ReportFixture.report.findings.count)
        let required = [
            "component", "element", "key", "locale", "variant", "category", "device", "verdict", "severity", "file",
            "line", "column", "pointSize", "width", "lines", "linesAllowed", "lineHeight", "unconstrainedHeight",
            "limitedHeight", "naturalWidth", "headroom", "headroomCharacters",
        ]
        for (object, finding) in zip(findings, ReportFixture.report.findings) {
            for key in required { #expect(object.keys.contains(key), "missing \(key)") }
            #expect(object["key"] as? String == finding.key)
            #expect(object["value"] as? String == finding.value)  // escapes round-trip
            #expect(object["line"] as? Int == finding.location.line)
            #expect(object["headroomCharacters"] as? Int == finding.measurement.headroomCharacters)
        }
        #expect((root["problems"] as? [Any])?.count == 2)
        #expect((root["components"] as? [Any])?.count == 6)
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["highestSeverity"] as? String == "error")
    }

    @Test func previewsOnlyWhenAsked() throws {
        var report = ReportFixture.report
        let rendering = TextRendering(
            box: LayoutBox(pointSize: 17, width: 100, lines: 1), rightToLeft: true, lines: [], outlines: ["g1": "M0 0Z"],
            ellipsisX: nil, ellipsis: [], limitedHeight: 21, unconstrainedHeight: 42)
        report.previews = [StringPreview(
            component: "Cell", element: "title", key: "inbox.unread", locale: "ar", variant: "few", device: "iPhone SE",
            location: HeadroomFormats.SourceLocation(file: "a.strings", line: 1, column: 1),
            frames: [.init(category: .large, verdict: .truncates, horizontal: rendering, vertical: nil)])]
        let without = try Self.parse(try JSONReporter().render(report, context: ReportFixture.context)[0].contents)
        #expect(without["previews"] == nil)
        let with = try Self.parse(try JSONReporter(includePreviews: true).render(report, context: ReportFixture.context)[0].contents)
        let previews = try #require(with["previews"] as? [[String: Any]])
        #expect(previews.first?["key"] as? String == "inbox.unread")
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("q\"b\\s/", "\"q\\\"b\\\\s/\""),
        ("a\nb\tc\r", "\"a\\nb\\tc\\r\""),
        ("\u{1B}\u{00}", "\"\\u001b\\u0000\""),
        ("\u{2028}", "\"\\u2028\""),
        ("مرحبا 👋 日本", "\"مرحبا 👋 日本\""),
    ])
    func stringEscaping(_ input: String, _ expected: String) throws {
        #expect(JSONValue.quoted(input) == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data(expected.utf8), options: [.fragmentsAllowed]) as? String
        #expect(decoded == input)
    }

    @Test func objectsSortKeysByBytesAndNumbersAreFixed() {
        let value = JSONValue.object([
            "b": .double(0.1 + 0.2), "a": .int(-3), "$schema": .null, "c": .double(.nan), "d": .array([]), "e": .object([:]),
        ])
        #expect(value.rendered() == "{\n  \"$schema\": null,\n  \"a\": -3,\n  \"b\": 0.3,\n  \"c\": null,\n  \"d\": [],\n  \"e\": {}\n}\n")
    }

    /// The writer skips sorting members already in order; the precomputed orders must be that.
    @Test func presortedFindingFieldsAreInKeyOrder() {
        for finding in ReportFixture.findings {
            let sorted = FindingFields.allSorted(finding, context: ReportFixture.context)
            #expect(sorted.map(\.key) == FindingFields.all(finding, context: ReportFixture.context).map(\.key).sorted())
            #expect(JSONValue.members(sorted).rendered()
                == JSONValue.members(FindingFields.all(finding, context: ReportFixture.context)).rendered())
            let properties = FindingFields.sarifProperties(finding, context: ReportFixture.context).map(\.key)
            #expect(properties == properties.sorted())
            #expect(!properties.contains("file") && properties.contains("headroom"))
        }
    }
}
