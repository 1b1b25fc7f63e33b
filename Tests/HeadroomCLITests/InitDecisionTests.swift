import Foundation
import HeadroomCheck
import Testing

@testable import HeadroomCLI

/// `headroom init` on a small real-shaped project: it must not flood (Settings.bundle and test
/// targets left out, InfoPlist keys placed as system alerts, one spelling per locale, a regional
/// English never untranslated) and it says what it decided.
struct InitDecisionTests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-init-\(UUID().uuidString)")
        let files: [String: String] = [
            "App/en.lproj/Localizable.strings": "\"chats\" = \"Chats\";\n\"open\" = \"Open settings\";\n",
            "App/de.lproj/Localizable.strings": "\"chats\" = \"Chats\";\n\"open\" = \"Open settings\";\n",
            "App/en-GB.lproj/Localizable.strings": "\"chats\" = \"Chats\";\n\"open\" = \"Open settings\";\n",
            "App/pt_BR.lproj/Localizable.strings": "\"chats\" = \"Conversas\";\n",
            "App/pt-BR.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Para digitalizar códigos QR\";\n",
            "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"To scan QR codes\";\n",
            "App/Settings.bundle/en.lproj/Root.strings": "\"licence\" = \"Permission is hereby granted, free of charge, to any person\";\n",
            "AppTests/en.lproj/Localizable.strings": "\"t\" = \"Test\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func aFolderNameWithQuotesAndBackslashesIsWrittenAsValidYAML() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = #"My "Quoted" \App"#
        for locale in ["en", "de"] {
            let url = root.appendingPathComponent("\(folder)/\(locale).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "\"ok\" = \"OK\";\n".write(to: url, atomically: true, encoding: .utf8)
        }
        let result = CheckEndToEndTests.initialize([root.path, "--no-scan"])
        #expect(result.code == 0, "\(result.err)")
        // The manifest reads back and names the folder as it is on disk.
        let manifest = try ManifestParser().load(path: root.appendingPathComponent("headroom.yml").path)
        #expect(manifest.strings.map(\.pattern) == [folder])
    }

    /// A String Catalog gives `init` its development language and its locales (read by the one
    /// JSON reader); a catalog that is not JSON is passed over, not fatal.
    @Test func aCatalogGivesTheLocalesAndTheSourceLanguage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/Localizable.xcstrings": #"{"sourceLanguage": "fr", "strings": {"a": {"localizations": {"fr": {}, "ja": {}}}, "b": {}}}"#,
            "Broken/Other.xcstrings": "{ not json",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let survey = CheckProjectSurvey.survey(root: root.path, allBundles: false)
        #expect(survey.sourceLocale == "fr")
        #expect(survey.locales == ["fr", "ja"])
    }

    @Test func initDoesNotFloodAndSaysWhy() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = CheckEndToEndTests.initialize([root.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("skipped App/Settings.bundle: the Settings app's pane"))
        #expect(result.out.contains("skipped AppTests: a test target"))
        #expect(result.out.contains("locales: 4 (de, en, en-GB, pt-BR)"))
        #expect(result.out.contains("one locale for each of: pt-BR = pt_BR"))
        #expect(result.out.contains("sourceLocale: en, because en (or Base) is present"))
        #expect(result.out.contains("'System alerts'"))

        let manifestPath = root.appendingPathComponent("headroom.yml").path
        let manifest = try ManifestParser().load(path: manifestPath)
        #expect(manifest.rules.map(\.name) == ["System alerts", "Everything else"])
        let check = try CheckEndToEndTests.check(["--config", manifestPath, "--format", "json", "--quiet"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.out.utf8)) as? [String: Any])
        let outcomes = try #require(json["outcomes"] as? [[String: Any]])
        // The flat view: one finding per reported box or text finding, with its string's key and place.
        let findings: [[String: Any]] = outcomes.flatMap { outcome in
            (((outcome["results"] as? [[String: Any]]) ?? []) + ((outcome["textFindings"] as? [[String: Any]]) ?? []))
                .filter { $0["reported"] as? Bool == true }
                .map { $0.merging(["key": outcome["key"]!, "locale": outcome["locale"]!, "component": outcome["component"]!]) { a, _ in a } }
        }
        // Nothing from Settings.bundle or the tests; the camera prompt is placed as an alert.
        #expect(!findings.contains { ($0["key"] as? String) == "licence" || ($0["key"] as? String) == "t" })
        #expect(findings.filter { ($0["key"] as? String) == "NSCameraUsageDescription" }.allSatisfy { ($0["component"] as? String) == "System alerts" })
        // Untranslated: only German "Open settings" (two words); not "Chats", not en-GB.
        let untranslated = findings.filter { ($0["verdict"] as? String) == "untranslated" }.map { "\($0["key"]!)/\($0["locale"]!)" }
        #expect(untranslated == ["open/de"])

        let all = CheckEndToEndTests.initialize([root.path, "--force", "--all-bundles"])
        #expect(all.code == 0)
        #expect(!all.out.contains("skipped"))
        #expect(try String(contentsOfFile: manifestPath, encoding: .utf8).contains("AppTests"))
    }

    static func write(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-init-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The locales are the languages the project ships (Xcode's `knownRegions`, an Info.plist's
    /// `CFBundleLocalizations`), never `Base` or a documentation locale such as `qqq`; the manifest
    /// lists them so that `check` leaves the others out.
    @Test(arguments: [
        ("App.xcodeproj/project.pbxproj",
         "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\t\"de\",\n\t\t\t);\n\t\t};\n\t};\n\trootObject = P /* Project object */;\n}\n"),
        ("App/Info.plist", "<plist><dict>\n#ifdef X\n<key>CFBundleLocalizations</key>\n<array>\n<string>en</string>\n<string>de</string>\n</array></dict></plist>\n"),
    ])
    func localesAreTheShippingLanguages(_ declaration: (String, String)) throws {
        var files = ["en", "de", "fr", "qqq"].reduce(into: [String: String]()) { $0["App/\($1).lproj/Localizable.strings"] = "\"ok\" = \"OK\";\n" }
        files[declaration.0] = declaration.1
        let root = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let survey = CheckProjectSurvey.survey(root: root.path)
        #expect(survey.locales == ["de", "en"])
        #expect(survey.droppedLocales.map(\.folder) == ["fr", "qqq"])
        let result = CheckEndToEndTests.initialize([root.path, "--no-scan"])
        #expect(result.out.contains("locales: 2 (de, en), the languages the app ships"), "\(result.out)")
        #expect(result.out.contains("left out locale qqq: message documentation"))
        let manifest = try ManifestParser().load(path: root.appendingPathComponent("headroom.yml").path)
        #expect(manifest.locales == ["de", "en"])
    }

    /// Without a declaration every locale with files is taken, less `qqq`.
    @Test func aDocumentationLocaleIsNeverALanguage() throws {
        let root = try Self.write(["App/en.lproj/A.strings": "\"a\" = \"A\";\n", "App/qqq.lproj/A.strings": "\"a\" = \"Doc\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CheckProjectSurvey.survey(root: root.path).locales == ["en"])
    }

    /// `init` says what it could not place and why, by cause with counts and an example, in its
    /// output and above the catch-all rule.
    @Test func initSaysWhatItCouldNotPlaceAndWhy() throws {
        let root = try Self.write([
            "App/en.lproj/Localizable.strings": "\"shown\" = \"Shown\";\n\"via.one\" = \"1\";\n\"via.two\" = \"2\";\n\"spoken\" = \"S\";\n\"nowhere\" = \"N\";\n",
            "App/V.swift": """
                import SwiftUI
                struct V: View {
                  var body: some View {
                    VStack {
                      Text("shown")
                      Text("via.one".fromPod())
                      Text("via.two".fromPod())
                      Image(systemName: "x").accessibilityLabel("spoken")
                    }
                  }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = CheckEndToEndTests.initialize([root.path])
        #expect(result.code == 0, "\(result.err)")
        let manifest = try String(contentsOfFile: root.appendingPathComponent("headroom.yml").path, encoding: .utf8)
        for text in [result.out, manifest] {
            #expect(text.contains("2 keys reach the screen through `fromPod(…)`, which was not followed"), "\(text)")
            #expect(text.contains("e.g. \"via.one\" at App/V.swift:6"), "\(text)")
            #expect(text.contains("1 key is accessibility text only"))
            #expect(text.contains("1 key is named nowhere in the scanned code"))
        }
    }
}
