import Foundation
import Testing

/// Golden files in `Tests/HeadroomReportersTests/Golden/`. Set `HEADROOM_UPDATE_GOLDEN=1` to
/// rewrite them from the current output (then review the diff).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var updating: Bool { ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with the golden file (or rewrites it when updating).
    static func check(_ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden \(name); run with HEADROOM_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.components(separatedBy: "\n")
            let actualLines = actual.components(separatedBy: "\n")
            let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
            let want = first < expectedLines.count ? expectedLines[first] : "<end of file>"
            let got = first < actualLines.count ? actualLines[first] : "<end of file>"
            Issue.record(
                "\(name) differs from its golden at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n(HEADROOM_UPDATE_GOLDEN=1 to accept)",
                sourceLocation: sourceLocation)
        }
    }
}
