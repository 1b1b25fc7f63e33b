import Foundation
import Testing
@testable import HeadroomScan

/// The two apps in `../shared/corpus-src` (skipped with a message when `../shared` is absent):
/// iceCubes (SwiftUI, literal keys) whole, and mastodon-ios's onboarding screens (UIKit, SwiftGen
/// accessors read from the generated `Strings.swift`).
@Suite struct CorpusScanTests {
    static let sources = ScanGolden.shared + "/corpus-src"
    static let strings = ScanGolden.shared + "/corpus"

    static func available() -> Bool {
        guard FileManager.default.fileExists(atPath: sources) else {
            print("skipping corpus scan tests: \(sources) not found")
            return false
        }
        return true
    }

    @Test func iceCubesKeysAreFoundAndTheirContextRead() {
        guard Self.available() else { return }
        let result = SourceScanner().scan(paths: [Self.sources + "/iceCubes"], stringsPaths: [Self.strings + "/iceCubes"])
        let stats = ScanReport(result: result).stats
        #expect(stats.files == 424)
        // Keys of the catalog the code names (measured 702 of 734 on this snapshot).
        #expect(Double(stats.foundKeys) / Double(stats.knownKeys) > 0.9)
        #expect(Double(stats.drawnResolved) / Double(stats.drawn) > 0.95)
        // A navigation title and a design-system font, checked by hand.
        #expect(result.usages.contains { $0.kind == .navigationTitle && $0.key == "settings.content.navigation-title" })
        #expect(result.usages.contains { $0.font?.evidence.detail.contains("Font.scaledBody") == true && $0.font?.style == .body })
        // `NotificationRowAvatarView.swift` ends an argument list with a trailing comma (Swift 6.1
        // syntax): with swift-syntax 603 it parses, so no file of iceCubes is a problem.
        #expect(result.problems.isEmpty)
    }

    @Test func mastodonAccessorsResolveThroughTheGeneratedFile() {
        guard Self.available() else { return }
        let root = Self.sources + "/mastodon-ios"
        let result = SourceScanner().scan(
            paths: [root + "/MastodonSDK/Sources/MastodonLocalization", root + "/Mastodon/Scene/Onboarding"],
            stringsPaths: [Self.strings + "/mastodon-ios/MastodonSDK"])
        let viaAccessor = result.usages.filter { $0.symbol?.hasPrefix("L10n.") == true }
        #expect(viaAccessor.count > 50)
        // Only SwiftUI literals without words (`Text("")`, `"\(a)@\(b)"`) are missing from the strings files.
        #expect(!result.missingKeys.contains { $0.key.contains(where: \.isLetter) }, "\(result.missingKeys.prefix(5))")
        // Every accessor use resolves to a key of the strings files.
        #expect(!result.unresolved.contains { $0.reason == "accessor not found in the generated file" })
        #expect(result.usages.contains { $0.kind == .navigationTitle && $0.symbol == "L10n.Scene.ServerPicker.title" })
    }
}
