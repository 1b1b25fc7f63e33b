import Foundation
import HeadroomCheck
import HeadroomMeasure
import Testing

@testable import HeadroomCLI

/// A literal key no strings table has is shown as the key itself in every language
/// (`LocalizedStringKey`, `NSLocalizedString` fall back to it) or as the call's default value:
/// `init` writes it with `fallback:`, and `check` measures that text in every locale, untranslated
/// outside the source, instead of reporting its own manifest's key as matching no string.
@Suite(.serialized) struct FallbackKeyInitTests {
    static let fonts = CheckEndToEndTests.root.appendingPathComponent("Fonts").path

    static let code = """
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                Form {
                    Text("settings.title")
                    Toggle("Show images in the list", isOn: .constant(true))
                    Text("Done")
                    Text("\\(Image(systemName: "globe")) · \\(Date.now.formatted())")
                }
            }
        }
        import UIKit
        final class Banner: UIView {
            let label = UILabel()
            func update() {
                label.text = NSLocalizedString("banner.text", value: "Welcome back", comment: "")
            }
        }
        """

    /// (key, fallback text init writes; nil when a table has the key).
    static let table: [(key: String, fallback: String?)] = [
        ("settings.title", nil),
        ("Show images in the list", "Show images in the list"),
        ("Done", "Done"),
        ("banner.text", "Welcome back"),
    ]

    @Test func initThenCheckMeasuresKeysInNoTableAsUntranslated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (locale, value) in [("en", "Settings"), ("de", "Einstellungen"), ("fr", "Réglages")] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(locale).lproj", withIntermediateDirectories: true)
            try "\"settings.title\" = \"\(value)\";\n".write(toFile: "\(folder)/\(locale).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        try Self.code.write(toFile: folder + "/SettingsView.swift", atomically: true, encoding: .utf8)
        let run = CheckEndToEndTests.initialize([folder])
        #expect(run.code == 0, "\(run.err)")
        let yaml = try String(contentsOfFile: folder + "/headroom.yml", encoding: .utf8)
        let manifest = try ManifestParser().load(path: folder + "/headroom.yml")
        let elements = manifest.components.flatMap(\.elements)
        for row in Self.table {
            let element = try #require(elements.first { $0.keys.contains { $0.pattern == row.key } }, "\(row.key) not placed:\n\(yaml)")
            #expect(element.keyFallbacks[row.key] == row.fallback, "\(row.key)")
        }

        let made = try MeasurerFactory.make(manifest: manifest, fontsOverride: Self.fonts)
        let report = CheckRunner(manifest: manifest, measurer: made.measurer).run()
        #expect(!report.problems.contains { $0.message.contains("matches no string") }, "\(report.problems)")
        for row in Self.table where row.fallback != nil {
            let outcomes = report.outcomes.filter { $0.key == row.key }
            #expect(Set(outcomes.map(\.locale)).isSuperset(of: ["de", "fr"]), "\(row.key)")
            #expect(outcomes.allSatisfy { $0.value == row.fallback }, "\(row.key)")
            let untranslated = Set(report.findings.filter { $0.key == row.key && $0.verdict == .untranslated }.map(\.locale))
            #expect(untranslated == ["de", "fr"], "\(row.key): one word or many, untranslated outside the source")
        }
        #expect(!report.findings.contains { $0.key == "settings.title" && $0.verdict == .untranslated })
        // An interpolation whose arguments are unknown is not measured with stand-ins for its own text.
        #expect(!yaml.contains("%@ · %@"), "\(yaml)")
    }
}
