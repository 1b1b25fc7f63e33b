import DynamicType
import Foundation
import Testing
@testable import HeadroomScan

/// The `bundle:` of a localization call: the key is looked up in that bundle's tables (a Swift
/// package target's resources, a named `.bundle`), followed through wrappers, locals and
/// defaults; a bundle the scan cannot place is said to be unknown, never guessed.
@Suite struct BundleLookupTests {
    static let fixture = ScanGolden.testsFolder.appendingPathComponent("Fixtures/ProjectApp").path
    static let result = SourceScanner().scan(paths: [fixture])

    /// A package `Kit` (its target's resources hold `k`), a named `Other.bundle`, and one file of
    /// the package showing `code`; returns the bundle folder of the usage of `k` ("?" when unknown,
    /// nil for the app's bundle).
    static func bundle(of code: String, declarations: String = "") throws -> String?? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-lookup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Kit/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
            "Kit/Sources/Kit/Resources/en.lproj/Localizable.strings": "\"k\" = \"Kit text\";\n",
            "Other.bundle/en.lproj/Localizable.strings": "\"k\" = \"Other text\";\n",
            "App/en.lproj/Localizable.strings": "\"k\" = \"App text\";\n",
            "Kit/Sources/Kit/V.swift": "import SwiftUI\n\(declarations)\nstruct V: View {\n    var body: some View {\n        \(code)\n    }\n}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let usages = SourceScanner().scan(paths: [folder.path]).usages.filter { $0.key == "k" }
        guard usages.count == 1 else { return .some("\(usages.count) usages") }
        guard let bundle = usages[0].bundle else { return .some(nil) }
        return .some(bundle.folder ?? "?")
    }

    @Test(arguments: [
        ("Text(\"k\", bundle: .module)", "", "Kit/Sources/Kit" as String?),
        ("Text(\"k\", tableName: \"Localizable\", bundle: Bundle.module)", "", "Kit/Sources/Kit"),
        ("Text(NSLocalizedString(\"k\", bundle: .module, comment: \"\"))", "", "Kit/Sources/Kit"),
        ("Text(String(localized: \"k\", bundle: .module))", "", "Kit/Sources/Kit"),
        ("Text(Bundle.module.localizedString(forKey: \"k\", value: nil, table: nil))", "", "Kit/Sources/Kit"),
        ("Text(NSLocalizedString(\"k\", comment: \"\"))", "", nil),
        ("Text(NSLocalizedString(\"k\", bundle: .main, comment: \"\"))", "", nil),
        // A wrapper's defaulted bundle, and a call that passes another.
        ("Text(L(\"k\"))", "func L(_ k: String, bundle: Bundle = .module) -> String { NSLocalizedString(k, bundle: bundle, comment: \"\") }", "Kit/Sources/Kit"),
        ("Text(L(\"k\", bundle: .main))", "func L(_ k: String, bundle: Bundle = .module) -> String { NSLocalizedString(k, bundle: bundle, comment: \"\") }", nil),
        // A static accessor in another type, a local.
        ("Text(S.k)", "enum S { static var k: String { NSLocalizedString(\"k\", bundle: .module, comment: \"\") } }", "Kit/Sources/Kit"),
        ("let b = Bundle.module\n        return Text(NSLocalizedString(\"k\", bundle: b, comment: \"\"))", "", "Kit/Sources/Kit"),
        // A generator's `tr` reads the bundle its body names, directly or through a token class's closure.
        ("Text(L10n.k)", "enum L10n {\n static let k = L10n.tr(\"Localizable\", \"k\")\n private static func tr(_ table: String, _ key: String) -> String { Bundle.module.localizedString(forKey: key, value: nil, table: table) }\n}", "Kit/Sources/Kit"),
        ("Text(L10n.k)", "enum L10n {\n static let k = L10n.tr(\"Localizable\", \"k\")\n private static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, bundle: BundleToken.bundle, comment: \"\") }\n}\nfinal class BundleToken { static let bundle: Bundle = { return Bundle.module }() }", "Kit/Sources/Kit"),
        ("Text(L10n.k)", "enum L10n {\n static let k = L10n.tr(\"Localizable\", \"k\")\n private static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: \"\") }\n}", nil),
        // Named bundles.
        ("Text(NSLocalizedString(\"k\", bundle: Bundle(url: Bundle.main.url(forResource: \"Other\", withExtension: \"bundle\")!)!, comment: \"\"))", "", "Other.bundle"),
        ("Text(NSLocalizedString(\"k\", bundle: Bundle(path: Bundle.main.path(forResource: \"Other\", ofType: \"bundle\")!)!, comment: \"\"))", "", "Other.bundle"),
        // What the scan cannot place: said, not guessed.
        ("Text(NSLocalizedString(\"k\", bundle: Bundle(identifier: \"com.example.kit\")!, comment: \"\"))", "", "?"),
        ("Text(NSLocalizedString(\"k\", bundle: Bundle(for: Marker.self), comment: \"\"))", "final class Marker { var x = 1 }", "?"),
        ("Text(NSLocalizedString(\"k\", bundle: Bundle.allBundles[0], comment: \"\"))", "", "?"),
        ("Text(LocalizedStringResource(\"k\", bundle: .forClass(Marker.self)))", "final class Marker { var x = 1 }", "?"),
    ] as [(String, String, String?)])
    func keyIsLookedUpInTheBundleTheCodeNames(_ code: String, _ declarations: String, _ expected: String?) throws {
        #expect(try Self.bundle(of: code, declarations: declarations) == .some(expected))
    }

    /// The fixture: the app's table and the package's hold `kit.greeting` with different texts; each
    /// usage says which one it reads, with evidence.
    @Test func fixtureUsagesNameTheirBundle() throws {
        let greetings = Self.result.usages.filter { $0.key == "kit.greeting" }.sorted { $0.line < $1.line }
        #expect(greetings.map(\.line) == [10, 12])
        #expect(greetings[0].bundle == nil)
        let kit = try #require(greetings[1].bundle)
        #expect(kit.folder == "Packages/Kit/Sources/Kit")
        #expect(kit.evidence == .code(file: "Packages/Kit/Sources/Kit/KitStrings.swift", line: 5,
                                      what: "Bundle.module: the resources of the package target Packages/Kit/Sources/Kit"))
        let unknown = try #require(Self.result.usages.first { $0.key == "home.subtitle" }?.bundle)
        #expect(unknown.folder == nil)
        #expect(!unknown.evidence.isKnown)
        #expect(Self.result.usages.first { $0.key == "extras.note" }?.bundle?.folder == "Extras.bundle")
        #expect(Self.result.usages.first { $0.key == "kit.farewell" }?.bundle?.folder == "Packages/Kit/Sources/Kit")
    }

    /// `headroom init`'s grouping keeps each bundle's keys apart and marks the app's groups.
    @Test func componentsKeepBundlesApart() {
        let components = ScanComponents(result: Self.result)
        #expect(components.hasBundles)
        let kitGroups = components.groups.filter { $0.bundle == "Packages/Kit/Sources/Kit" }
        #expect(Set(kitGroups.flatMap { $0.keys.map(\.key) }) == ["kit.greeting", "kit.farewell", "kit.badge"])
        let appGroups = components.groups.filter { $0.bundle == nil && $0.bundleEvidence == nil }
        #expect(appGroups.flatMap { $0.keys.map(\.key) }.contains("kit.greeting"))
        #expect(components.groups.contains { $0.bundle == nil && $0.bundleEvidence != nil && $0.keys.map(\.key) == ["home.subtitle"] })
    }
}
