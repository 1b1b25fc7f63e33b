import Foundation
import Testing
@testable import HeadroomCLI

/// `init` on the nib fixture app: keys of a storyboard's object-ID table become components placed at
/// their element, and a Swift site on an outlet takes the storyboard's box.
@Suite struct NibInitTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HeadroomScanTests/Fixtures/NibApp").path

    @Test func initPlacesStoryboardKeysAtTheirElement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CheckEndToEndTests.initialize([folder])
        #expect(run.code == 0, "\(run.err)")
        let manifest = try String(contentsOfFile: folder + "/headroom.yml", encoding: .utf8)
        #expect(manifest.contains("- { key: \"Lbl-Ti-001.text\", shownAt: \"Base.lproj/Main.storyboard:12:29\" }"))
        // The title label: title1, wraps, 16 pt from each edge of the screen.
        #expect(manifest.contains("  - name: \"Labels · title1 regular · wraps · 361 pt\""))
        #expect(manifest.contains("width: { device: true, insets: 32 }"))
        // The outlet's storyboard box, not UILabel's 17 pt.
        #expect(manifest.contains("  - name: \"Text · 15 pt semibold · 1 line · 273 pt\""))
        #expect(manifest.contains("- { key: \"welcome.status\", shownAt: \"Views/WelcomeViewController.swift:11:9\" }"))
    }
}
