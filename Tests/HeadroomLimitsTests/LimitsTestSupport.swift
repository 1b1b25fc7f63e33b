import Foundation
import HeadroomMeasure
import HeadroomCheck
import Testing

@testable import HeadroomLimits

/// Paths, the real measurer and sessions over the repository's sample and the fixtures.
enum LimitsTestSupport {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures")
    static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")
    static let root = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The real layout engine over the bundled fonts.
    static let measurer: LayoutMeasurer = try! LayoutMeasurer(fontsDirectory: root.appendingPathComponent("Fonts").path)

    /// The embedded sample (headroom.yml at the repository root).
    static func sampleSession() throws -> LimitsSession {
        let manifest = try ManifestParser().load(path: root.appendingPathComponent("headroom.yml").path)
        return try LimitsSession(manifest: manifest, measurer: measurer)
    }

    /// The `.xcloc` fixture of HeadroomFormatsTests with `Fixtures/xcloc.yml`.
    static func xclocSession() throws -> LimitsSession {
        let manifest = try ManifestParser().load(path: fixtures.appendingPathComponent("xcloc.yml").path)
        return try LimitsSession(manifest: manifest, measurer: measurer)
    }

    static let xcloc = root.appendingPathComponent("Tests/HeadroomFormatsTests/Fixtures/good/Project.xcloc")

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Golden files

    static var updating: Bool { ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with `Golden/<name>` (rewritten when HEADROOM_UPDATE_GOLDEN=1).
    static func golden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldenDirectory.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden \(name); run with HEADROOM_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let want = expected.components(separatedBy: "\n")
        let got = actual.components(separatedBy: "\n")
        if let line = zip(want, got).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? (want.count == got.count ? nil : min(want.count, got.count)) {
            Issue.record(
                "\(name) differs at line \(line + 1):\n  expected: \(line < want.count ? want[line] : "<end>")\n  actual:   \(line < got.count ? got[line] : "<end>")",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: External tools

    /// Runs a program; nil when it cannot be started.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
