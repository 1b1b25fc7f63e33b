import Foundation
import HeadroomCheck
import Testing

@testable import HeadroomCLI

/// `headroom measure --config headroom.yml --key K` replays exactly the boxes `check` measured;
/// `measure --size N` works with the bundled stack and keeps its tracking.
struct MeasureReplayTests {
    static let config = MeasureHarness.repoRoot.appendingPathComponent("headroom.yml").path

    @Test func replayHasTheBoxesAndVerdictsOfTheCheck() throws {
        let result = try MeasureHarness.run(["--config", Self.config, "--key", "header.title", "--locale", "ar", "--format", "json"])
        #expect(result.code == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let boxes = try #require(json["boxes"] as? [[String: Any]])
        // Every category on every device of the sample, horizontal and vertical (an adaptive header).
        #expect(boxes.count == 12 * 4 * 2)
        let inUse = boxes.filter { $0["inUse"] as? Bool == true }
        #expect(inUse.count == 12 * 4)
        let check = CheckEndToEndTests.report.findings.filter { $0.key == "header.title" && $0.locale == "ar" }
        #expect(!check.isEmpty)
        for finding in check {
            let box = try #require(inUse.first {
                $0["device"] as? String == finding.device && $0["category"] as? String == finding.category.displayName
            })
            #expect(box["verdict"] as? String == finding.verdict.rawValue)
            #expect(box["orientation"] as? String == finding.orientation.rawValue)
            #expect(abs((box["width"] as? Double ?? 0) - finding.width) < 1e-3)
            #expect(abs((box["overflow"] as? Double ?? -1) - finding.measurement.overflow) < 1e-3)
            #expect(box["cause"] as? String == finding.cause?.rawValue)
        }
        // The boxes that fit in the check are the in-use boxes without a finding.
        #expect(inUse.filter { $0["verdict"] as? String != "fits" }.count == check.count)
    }

    @Test func replayTextAndErrors() throws {
        let text = try MeasureHarness.run(["--config", Self.config, "--key", "header.title", "--locale", "de", "--component", "Library header"])
        #expect(text.code == 0)
        #expect(text.output.hasPrefix("\"header.title\": 96 boxes, as `headroom check` measured them"))
        #expect(text.output.contains("Library header › title [de]"))
        let unknown = try MeasureHarness.run(["--config", Self.config, "--key", "no.such.key"])
        #expect(unknown.code == 2)
        #expect(unknown.errors.contains("no string with the key 'no.such.key' in the strings of"))
        let alone = try MeasureHarness.run(["--key", "header.title"])
        #expect(alone.code == 2 && alone.errors.contains("--key and --config go together"))
    }

    @Test func sizeWorksWithTheBundledStackAndKeepsTracking() throws {
        let tracked = try MeasureHarness.run(["Einstellungen", "--width", "80", "--size", "10", "--format", "json"])
        #expect(tracked.code == 0, "\(tracked.errors)")
        let plain = try MeasureHarness.run(["Einstellungen", "--width", "80", "--size", "10", "--no-tracking", "--format", "json"])
        func row(_ output: String) throws -> [String: Any] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            #expect(json["tracking"] as? Bool != nil)
            return try #require((json["results"] as? [[String: Any]])?.first)
        }
        let a = try row(tracked.output)
        let b = try row(plain.output)
        #expect(a["pointSize"] as? Double == 10)
        // SF Pro tracking at 10 pt is positive: the tracked text is wider.
        #expect((a["naturalWidth"] as? Double ?? 0) > (b["naturalWidth"] as? Double ?? 0))
        let text = try MeasureHarness.run(["Einstellungen", "--width", "80", "--size", "10"])
        #expect(text.output.contains("system 10 pt regular"))
    }
}
