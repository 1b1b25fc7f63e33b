import Foundation
import Testing

/// Golden files in `Tests/HeadroomScanTests/Golden/`. Set `HEADROOM_UPDATE_GOLDEN=1` to rewrite
/// them from the current output (then review the diff).
enum ScanGolden {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let directory = testsFolder.appendingPathComponent("Golden")
    static let fixtureApp = testsFolder.appendingPathComponent("Fixtures/App").path
    /// `../shared` beside the repository (absent in a user's clone).
    static let shared = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared").path

    static func check(_ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden \(name); run with HEADROOM_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        guard let first = zip(e, a).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? (e.count == a.count ? nil : min(e.count, a.count))
        else { return }
        Issue.record("\(name) differs at line \(first + 1):\n  expected: \(first < e.count ? e[first] : "<end>")\n  actual:   \(first < a.count ? a[first] : "<end>")",
                     sourceLocation: sourceLocation)
    }
}
