import Foundation
import HeadroomCheck
import HeadroomFormats
import Testing
@testable import HeadroomReporters

@Suite struct JSONReporterTests {
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func resultsStateTheirAssumptions() throws {
        var report = ReportFixture.report
        let index = try #require(report.outcomes.firstIndex { !$0.results.isEmpty })
        report.outcomes[index].results[0].assumptions = [
            Assumption(dimension: .width, evidence: .estimate(why: "16 pt side margins")),
            Assumption(dimension: .font, evidence: .documented(source: "HIG", what: "17 pt")),
        ]
        report.outcomes[index].results[0].fitsWidest = 393
        let root = try Self.parse(try JSONReporter().render(report, context: ReportFixture.context)[0].contents)
        let outcomes = try #require(root["outcomes"] as? [[String: Any]])
        let result = try #require((outcomes[index]["results"] as? [[String: Any]])?.first)
        let assumptions = try #require(result["assumptions"] as? [[String: Any]])
        #expect(assumptions.map { $0["dimension"] as? String } == ["width", "font"])
        let evidence = try #require(assumptions[1]["evidence"] as? [String: Any])
        #expect(evidence["kind"] as? String == "documented" && evidence["source"] as? String == "HIG" && evidence["detail"] as? String == "17 pt")
        #expect(result["fitsWidest"] as? Double == 393)
        // A result resting on nothing assumed has neither member.
        let other = try #require((outcomes[index]["results"] as? [[String: Any]])?.dropFirst().first ?? outcomes.compactMap { ($0["results"] as? [[String: Any]])?.first }.last)
        #expect(other["assumptions"] == nil && other["fitsWidest"] == nil)
    }

    @Test func outcomesCarryTheContractFields() throws {
        let text = try JSONReporter().render(ReportFixture.report, context: ReportFixture.context)[0].contents
        let root = try Self.parse(text)
        #expect(root["version"] as? Int == JSONReporter.schemaVersion)
        let outcomes = try #require(root["outcomes"] as? [[String: Any]])
        #expect(outcomes.count == ReportFixture.report.outcomes.count)
        #expect(outcomes.count < ReportFixture.report.findings.count)  // one record per string, not per box
        let required = [
            "component", "element", "key", "table", "locale", "variant", "file", "line", "column", "value",
            "measuredText", "severity", "findings", "results", "textFindings",
        ]
        let figures = [
            "category", "device", "orientation", "verdict", "severity", "reported", "pointSize", "width", "lines",
            "linesAllowed", "lineHeight", "unconstrainedHeight", "limitedHeight", "naturalWidth", "headroom",
            "headroomCharacters",
        ]
        for (object, outcome) in zip(outcomes, ReportFixture.report.outcomes) {
            for key in required { #expect(object.keys.contains(key), "missing \(key)") }
            #expect(object["key"] as? String == outcome.key)
            #expect(object["value"] as? String == outcome.value)  // escapes round-trip
            #expect(object["line"] as? Int == outcome.location.line)
            #expect(object["findings"] as? Int == outcome.findings.count)
            let results = try #require(object["results"] as? [[String: Any]])
            #expect(results.count == outcome.results.count)
            for (result, box) in zip(results, outcome.results) {
                for key in figures { #expect(result.keys.contains(key), "missing \(key)") }
                #expect(result["headroomCharacters"] as? Int == box.measurement.headroomCharacters)
                #expect((result["message"] as? String) == (box.reported ? FindingWording.message(outcome.finding(box)) : nil))
            }
        }
        #expect((root["problems"] as? [Any])?.count == 2)
        #expect((root["components"] as? [Any])?.count == 6)
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["highestSeverity"] as? String == "error")
        #expect(summary["findings"] as? Int == ReportFixture.report.findings.count)
        #expect(summary["outcomes"] as? Int == outcomes.count)
    }

    /// An outcome the check placed says where each dimension of its box comes from.
    @Test func outcomesStateTheirBoxEvidence() throws {
        var report = ReportFixture.report
        var evidence = BoxEvidence(
            font: .code(file: "Views/Row.swift", line: 42, what: ".font(.headline)"),
            lines: .nib(file: "Main.storyboard", objectID: "a1-b2", what: "numberOfLines=\"0\""),
            width: .estimate(why: "16 pt side margins"), drawn: .frameworkDefault(what: "drawn", source: "UIKit"))
        evidence.widthBound = .documented(source: "HIG", what: "the screen width")
        evidence.confirmed = [.width]
        report.outcomes[0].evidence = evidence
        let text = try JSONReporter().render(report, context: ReportFixture.context)[0].contents
        let outcomes = try #require(Self.parse(text)["outcomes"] as? [[String: Any]])
        let stated = try #require(outcomes[0]["evidence"] as? [String: Any])
        #expect((stated["font"] as? [String: Any])?["kind"] as? String == "code")
        #expect((stated["font"] as? [String: Any])?["line"] as? Int == 42)
        #expect((stated["lines"] as? [String: Any])?["objectID"] as? String == "a1-b2")
        #expect((stated["width"] as? [String: Any])?["detail"] as? String == "16 pt side margins")
        #expect((stated["widthBound"] as? [String: Any])?["source"] as? String == "HIG")
        #expect(stated["confirmed"] as? [String] == ["width"])
        #expect(outcomes.dropFirst().allSatisfy { $0["evidence"] == nil })
        if JSONSchemaValidator.available {
            let valid = try JSONSchemaValidator.validate(text)
            #expect(valid.status == 0, "\(valid.output)")
        }
    }

    @Test("the JSON report validates against docs/report.schema.json")
    func matchesSchema() throws {
        guard JSONSchemaValidator.available else { return }
        let text = try JSONReporter(includePreviews: true).render(ReportFixture.report, context: ReportFixture.context)[0].contents
        let valid = try JSONSchemaValidator.validate(text)
        #expect(valid.status == 0, "\(valid.output)")
        // And the schema rejects what breaks the contract: a result without its verdict.
        let broken = text.replacingOccurrences(of: "\"verdict\": \"truncates\"", with: "\"verdict\": \"cut\"")
        #expect(broken != text)
        #expect(try JSONSchemaValidator.validate(broken).status == 1)
    }

    @Test func previewsOnlyWhenAskedWithTheRenderingOnce() throws {
        var report = ReportFixture.report
        let outcome = try #require(report.outcomes.first)
        let frame = BoxRendering(
            box: LayoutBox(pointSize: 17, width: 100, lines: 1), lines: [], limitedHeight: 21, unconstrainedHeight: 42)
        let face = FaceKey(file: "Test.ttf")
        let keys = (1...8).map { GlyphKey(face: face, glyph: UInt32($0)) }
        let rendering = ShapedRendering(
            faces: [face], shapings: [],
            outlines: Dictionary(uniqueKeysWithValues: keys.map { ($0, FontUnitOutline(pathYUp: "M0 \($0.glyph)Z", unitsPerEm: 1000)) }),
            rightToLeft: true)
        // Two devices drawn from the string's one shaping.
        report.previews = ["iPhone SE", "iPad"].map { device in
            StringPreview(
                component: outcome.component, element: outcome.element, key: outcome.key, locale: outcome.locale,
                variant: outcome.variant, device: device, location: outcome.location, rendering: rendering,
                frames: [.init(category: .large, verdict: .truncates, horizontal: frame, vertical: nil)])
        }
        let without = try Self.parse(try JSONReporter().render(report, context: ReportFixture.context)[0].contents)
        let first = try #require((without["outcomes"] as? [[String: Any]])?.first)
        #expect(first["previews"] == nil)
        let text = try JSONReporter(includePreviews: true).render(report, context: ReportFixture.context)[0].contents
        let with = try Self.parse(text)
        let previews = try #require((with["outcomes"] as? [[String: Any]])?.first?["previews"] as? [String: Any])
        // The rendering (outlines and all) is written once, not once per device.
        let renderings = try #require(previews["renderings"] as? [[String: Any]])
        #expect(renderings.count == 1)
        #expect(text.components(separatedBy: "M0 1Z").count == 2)
        // Outlines in key order (a dictionary's own order changes from run to run).
        let outlines = try #require(renderings[0]["outlines"] as? [Any])
        let paths = outlines.compactMap { ($0 as? [String: Any])?["pathYUp"] as? String }
        #expect(paths == keys.map { "M0 \($0.glyph)Z" })
        let devices = try #require(previews["devices"] as? [[String: Any]])
        #expect(devices.map { $0["device"] as? String } == ["iPhone SE", "iPad"])
        #expect(devices.allSatisfy { $0["rendering"] as? Int == 0 && ($0["frames"] as? [Any])?.count == 1 })
        if JSONSchemaValidator.available {
            let valid = try JSONSchemaValidator.validate(text)
            #expect(valid.status == 0, "\(valid.output)")
            // The schema holds the shape: a device without its rendering index is refused.
            let broken = text.replacingOccurrences(of: ",\"rendering\":0", with: "")
            #expect(broken != text)
            #expect(try JSONSchemaValidator.validate(broken).status == 1)
        }
    }

    /// The previews, written by `JSONWriter`, read back by the Codable types they come from give
    /// the same renderings and frames: every field, each with its name (RTL lines, runs, cuts,
    /// glyphs, clusters, outlines, the vertical layout), and none left out.
    @Test func previewsReadBackAsTheirCodableTypes() throws {
        let report = HTMLFixtures.report(
            [
                HTMLFixtures.Spec(
                    component: "Header", element: "title", key: "k", locale: "ar", value: "إعدادات الإشعارات والخصوصية",
                    source: "Settings", comment: nil, file: "/p/ar.lproj/Localizable.strings", line: 3, width: 90,
                    verticalWidth: 140, lines: 1, rightToLeft: true)
            ], categories: [.large, .ax3])
        let previews = try #require(report.previews.first)
        #expect(previews.frames.contains { $0.vertical != nil && $0.horizontal.lines.contains { $0.ellipsis != nil } })
        #expect(!previews.rendering.shapings.isEmpty && !previews.rendering.outlines.isEmpty)
        let text = try JSONReporter(includePreviews: true).render(report, context: ReportFixture.context)[0].contents
        struct Document: Decodable {
            struct Outcome: Decodable { var previews: Previews }
            struct Previews: Decodable {
                struct Device: Decodable {
                    var device: String
                    var rendering: Int
                    var frames: [StringPreview.Frame]
                }
                var renderings: [ShapedRendering]
                var devices: [Device]
            }
            var outcomes: [Outcome]
        }
        let read = try JSONDecoder().decode(Document.self, from: Data(text.utf8)).outcomes[0].previews
        #expect(read.renderings == [previews.rendering])
        #expect(read.devices.count == 1)
        #expect(read.devices[0].device == previews.device && read.devices[0].rendering == 0)
        // Figures are written with six decimals (9.350000000000001 pt is read back as 9.35): the
        // frames read back write the same bytes, and keep every optional part.
        var again = previews
        again.frames = read.devices[0].frames
        again.rendering = read.renderings[0]
        #expect(PreviewJSON.value([again]).rendered() == PreviewJSON.value([previews]).rendered())
        #expect(again.frames.map { $0.vertical != nil } == previews.frames.map { $0.vertical != nil })
        let cuts = { (frames: [StringPreview.Frame]) in
            frames.flatMap { [$0.horizontal] + ($0.vertical.map { [$0] } ?? []) }.flatMap(\.lines).map(\.ellipsis?.face)
        }
        #expect(cuts(again.frames) == cuts(previews.frames))
        #expect(again.frames.map(\.horizontal.lines.count) == previews.frames.map(\.horizontal.lines.count))
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

/// Runs scripts/validate-sarif.py with docs/report.schema.json (python3 + jsonschema).
enum JSONSchemaValidator {
    static let schema = Golden.repositoryRoot.appendingPathComponent("docs/report.schema.json").path

    /// True when python3 and jsonschema are there (and the schema is itself valid).
    static let available: Bool = {
        let (status, output) = SARIFValidator.run(["--check", "--schema", schema])
        if status != 0 {
            print("SKIP JSON report schema validation: \(output.trimmingCharacters(in: .whitespacesAndNewlines)) "
                + "(scripts/install-deps --test installs python3-jsonschema)")
        }
        return status == 0
    }()

    static func validate(_ json: String) throws -> (status: Int32, output: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-\(UUID().uuidString).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return SARIFValidator.run(["--schema", schema, url.path])
    }
}
