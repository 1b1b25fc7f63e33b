import Foundation
import Testing
@testable import HeadroomCLI

/// A small SwiftUI app whose German title truncates, checked through `sources:` and through the
/// manifest `headroom init` writes: every format names the Swift places that show the title beside
/// the translation's line (the title is shown by two views, in the same context).
@Suite struct ShownAtEndToEndTests {
    static let header = """
        import SwiftUI

        struct HeaderView: View {
            var body: some View {
                VStack {
                    Text("header.title")
                        .font(.headline)
                        .lineLimit(1)
                        .frame(width: 120)
                    Text("header.subtitle")
                }
            }
        }

        """
    static let footer = """
        import SwiftUI

        struct FooterView: View {
            var body: some View {
                Text("header.title").font(.headline).lineLimit(1).frame(width: 120)
            }
        }

        """

    /// The app: two views, English and German strings; returns its folder.
    static func app() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shownat-\(UUID().uuidString)").path
        let files = [
            "Sources/Views/HeaderView.swift": header,
            "Sources/Views/FooterView.swift": footer,
            "Resources/en.lproj/Localizable.strings": "\"header.title\" = \"Settings\";\n\"header.subtitle\" = \"All of them\";\n",
            "Resources/de.lproj/Localizable.strings":
                "\"header.title\" = \"Einstellungen der Bedienungshilfen\";\n\"header.subtitle\" = \"Alle\";\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let sourcesManifest = """
        strings: [Resources]
        sources: [Sources]
        devices: { iPhone 16: 393 }
        categories: [Large]
        locales: [de]

        """

    static let header6 = "Sources/Views/HeaderView.swift:6:13"
    static let footer5 = "Sources/Views/FooterView.swift:5:9"
    /// The scanned component both views' titles fall in.
    static let component = "Text · headline semibold · 1 line · 120 pt"

    func run(_ folder: String, _ format: String) throws -> String {
        let output = folder + "/report-" + format
        let check = try CheckEndToEndTests.check([
            "--config", folder + "/headroom.yml", "--format", format, "--output", output, "--quiet",
        ])
        #expect(check.code == 1, "\(format): \(check.err)")
        if format == "html" { return try String(contentsOfFile: output + "/index.html", encoding: .utf8) }
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    @Test func everyFormatCarriesTheSwiftPlacesOfASourcesScan() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.sourcesManifest.write(toFile: folder + "/headroom.yml", atomically: true, encoding: .utf8)
        let translation = folder + "/Resources/de.lproj/Localizable.strings:1:"

        // Xcode: a note at each Swift place, right after the error at the translation.
        let xcode = try run(folder, "xcode").split(separator: "\n").map(String.init)
        let error = try #require(xcode.firstIndex { $0.contains(": error: ") && $0.contains("\"header.title\" [de] truncates") })
        #expect(xcode[error].hasPrefix(translation) || xcode[error].hasPrefix("Resources/de.lproj/Localizable.strings:1:"))
        let notes = xcode[(error + 1)...].prefix(2)
        #expect(notes.allSatisfy { $0.hasSuffix(": note: \"header.title\" is shown here (\(Self.component))") }, "\(xcode)")
        #expect(notes.contains { $0.contains(Self.footer5 + ": note:") } && notes.contains { $0.contains(Self.header6 + ": note:") })

        // SARIF: related locations, each at its line and column.
        let sarif = try #require(JSONSerialization.jsonObject(with: Data(try run(folder, "sarif").utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let truncation = try #require(results.first { ($0["ruleId"] as? String) == "HR001" })
        let related = try #require(truncation["relatedLocations"] as? [[String: Any]])
        let places = related.map { location -> String in
            let physical = location["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let region = physical?["region"] as? [String: Any]
            return "\(uri):\(region?["startLine"] as? Int ?? 0):\(region?["startColumn"] as? Int ?? 0)"
        }
        #expect(places.map { $0.hasSuffix(Self.footer5) || $0.hasSuffix(Self.header6) } == [true, true], "\(places)")

        // JSON: the outcome's shownAt.
        let json = try #require(JSONSerialization.jsonObject(with: Data(try run(folder, "json").utf8)) as? [String: Any])
        let outcome = try #require((json["outcomes"] as? [[String: Any]])?.first { ($0["key"] as? String) == "header.title" })
        let shown = try #require(outcome["shownAt"] as? [[String: Any]])
        #expect(shown.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" }.map { $0.hasSuffix(Self.footer5) || $0.hasSuffix(Self.header6) } == [true, true])

        // The text formats: the places after the translation's.
        for format in ["github", "junit", "markdown"] {
            let text = try run(folder, format)
            #expect(text.contains("Shown at "), "\(format)")
            #expect(text.contains(format == "markdown" ? "FooterView.swift:5" : Self.footer5), "\(format)")
            #expect(text.contains(format == "markdown" ? "HeaderView.swift:6" : Self.header6), "\(format)")
        }
        let html = try run(folder, "html")
        #expect(html.contains("Shown at <code>"))
        #expect(html.contains("FooterView.swift:5:9</code>") && html.contains("HeaderView.swift:6:13</code>"))
    }

    @Test func theManifestInitWritesKeepsTheSwiftPlacesForCheck() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CheckEndToEndTests.initialize([folder]).code == 0)
        let manifest = try String(contentsOfFile: folder + "/headroom.yml", encoding: .utf8)
        #expect(manifest.contains(
            "- { key: \"header.title\", shownAt: [\"\(Self.footer5)\", \"\(Self.header6)\"] }")
            || manifest.contains("- { key: \"header.title\", shownAt: [\"\(Self.header6)\", \"\(Self.footer5)\"] }"), "\(manifest)")
        let xcode = try run(folder, "xcode")
        #expect(xcode.contains(Self.footer5 + ": note: \"header.title\" is shown here"), "\(xcode)")
        #expect(xcode.contains(Self.header6 + ": note: \"header.title\" is shown here"), "\(xcode)")
    }
}
