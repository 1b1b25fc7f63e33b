import Foundation
@testable import HeadroomCheck
import HeadroomFormats
import HeadroomProject
import Testing
@testable import HeadroomCLI

/// A key the app's table and a Swift package's table both hold, with different texts: `init` (and
/// `sources:`) write each usage's bundle, and `check` measures each element with its own bundle's text.
@Suite struct BundleInitTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HeadroomScanTests/Fixtures/ProjectApp").path

    @Test func eachElementTakesItsBundlesText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-init-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CheckEndToEndTests.initialize([folder])
        #expect(run.code == 0, "\(run.err)")
        // The Mac target's texts are another platform's; the shipping locales are the project's.
        #expect(run.out.contains("the languages the app ships (knownRegions in ProjectApp.xcodeproj/project.pbxproj)"))
        #expect(run.out.contains("2 keys are shown only by code an iPhone build does not compile or show"))
        let manifest = try ManifestParser().load(path: folder + "/headroom.yml")
        func element(_ key: String) throws -> Element {
            try #require(manifest.components.flatMap(\.elements).first { $0.keys.contains(KeyPattern(key)) })
        }
        let kit = LookupBundle.standardized(folder + "/Packages/Kit/Sources/Kit")
        #expect(try element("kit.farewell").bundle == .folder(kit))
        #expect(try element("home.title").bundle == .main)
        #expect(try element("extras.note").bundle == .folder(LookupBundle.standardized(folder + "/Extras.bundle")))
        // A bundle the scan could not tell: no scope, every table.
        #expect(try element("home.subtitle").bundle == nil)

        // `kit.greeting` is measured twice: the app's "Hi" in the app's element, the package's text in the kit's.
        let loader = LocalizationLoader()
        let entries = loader.load(paths: [folder]).entries
            .filter { $0.locale.identifier == "en" && $0.key == "kit.greeting" }
        #expect(entries.count == 2)
        let assigned = CheckRunner.assign(entries, components: manifest.components, componentCount: manifest.components.count, only: nil)
        let byValue = Dictionary(grouping: assigned) { entries[$0.entry].value }.mapValues { $0.map { manifest.components[$0.component].elements[$0.element].bundle } }
        #expect(byValue["Hi"] == [.main])
        #expect(byValue["Welcome to the kit, with a longer greeting than the app's"] == [.folder(kit)])

        // `sources:` gives the elements the same bundles.
        var sourced = manifest
        sourced.components = []
        sourced.sources = [StringsSource(pattern: ".", line: 1)]
        let scanned = try ProjectLoader().load(manifest: sourced).manifest.components.flatMap(\.elements)
        #expect(scanned.first { $0.keys.contains(KeyPattern("kit.farewell")) }?.bundle == .folder(kit))
        #expect(scanned.first { $0.keys.contains(KeyPattern("home.title")) }?.bundle == .main)
    }
}
