import Foundation
@testable import HeadroomCheck
import HeadroomProject
import Testing
@testable import HeadroomCLI

/// `init` and `sources:` on the scan's fixture app (SwiftUI + UIKit, SwiftGen accessors).
@Suite struct ScanIntegrationTests {
    static let fixtureApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HeadroomScanTests/Fixtures/App").path

    func copyOfFixture() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixtureApp, toPath: folder)
        return folder
    }

    @Test func initWritesScannedComponentsWithTheirSwiftPlaces() throws {
        let folder = try copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CheckEndToEndTests.initialize([folder])
        #expect(run.code == 0, "\(run.err)")
        let manifest = try String(contentsOfFile: folder + "/headroom.yml", encoding: .utf8)
        #expect(manifest.contains("  - name: \"Tab items · 10 pt regular · 1 line · 78 pt\""))
        #expect(manifest.contains("- { key: \"profile.title\", shownAt: \"Views/ProfileView.swift:16:13\" }"))
        #expect(manifest.contains("font: { size: 17, relativeTo: headline, weight: semibold }"))
        #expect(manifest.contains("- name: Unplaced strings"))
        #expect(!manifest.contains("name: Everything else"))
        // 33: the `.done` bar item is semibold, a component of its own beside the regular bar items.
        #expect(run.out.contains("components: 33 read from the Swift code"))
        // The written manifest checks: exit 1 for the truncations it finds, never 2 (a bad manifest).
        let check = try CheckEndToEndTests.check(["--config", folder + "/headroom.yml", "--quiet"])
        #expect(check.code == 1, "\(check.err)")
    }

    /// What `init` writes, the manifest reads back: each scanned element's evidence and width bounds
    /// as the scan gave them, the same as `sources:` builds; the catch-all rule unplaced.
    @Test func initWritesTheScansEvidenceAndSourcesReadsTheSame() throws {
        let folder = try copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CheckEndToEndTests.initialize([folder]).code == 0)
        let written = try ManifestParser().load(path: folder + "/headroom.yml")
        let elements = written.components.flatMap(\.elements)
        #expect(!elements.isEmpty && elements.allSatisfy { $0.evidence.font.kind != .manifest && $0.evidence.drawn.kind == .code })
        let row = try #require(elements.first { $0.widest != nil })
        #expect(row.evidence.width.kind == .estimate && row.evidence.isBoundKnown)
        #expect(written.rules.last?.elements.first?.placed == false)
        var sourced = written
        sourced.components = []
        sourced.sources = [StringsSource(pattern: ".", line: 1)]
        let scanned = try ProjectLoader().load(manifest: sourced).manifest.components.flatMap(\.elements)
        for element in elements {
            let same = scanned.first { $0.keys.contains(element.keys[0]) }
            #expect(same?.evidence.lines == element.evidence.lines && same?.widest == element.widest, "\(element.keys[0])")
        }
    }

    @Test func sourcesInTheManifestAddScannedComponentsAndHandWrittenOnesWin() throws {
        let folder = try copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let yaml = """
            strings: [Resources]
            sources: [.]
            devices: { iPhone 16: 393 }
            categories: [Large, AX5]
            components:
              - name: By hand
                elements:
                  - keys: profile.title
                    style: largeTitle
                    lines: 1
                    width: 200
            """
        try yaml.write(toFile: folder + "/headroom.yml", atomically: true, encoding: .utf8)
        let check = try CheckEndToEndTests.check(["--config", folder + "/headroom.yml", "--format", "json", "--quiet"])
        #expect(check.code == 1, "\(check.err)")
        // The Swift place names the element of a scanned component; the hand-written one keeps its key.
        #expect(check.out.contains("Views/ProfileView.swift:39"))
        #expect(check.out.contains("By hand"))
        #expect(!check.out.contains("Views/ProfileView.swift:16"))
    }

    @Test func aSourcesEntryThatDoesNotExistIsAnErrorAtItsLine() throws {
        let folder = try copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "strings: [Resources]\nsources: [Nowhere]\n".write(toFile: folder + "/headroom.yml", atomically: true, encoding: .utf8)
        let check = try CheckEndToEndTests.check(["--config", folder + "/headroom.yml"])
        #expect(check.code == 2)
        #expect(check.err.contains("headroom.yml:2"))
    }
}
