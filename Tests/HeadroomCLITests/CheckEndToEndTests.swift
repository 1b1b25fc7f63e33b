import DynamicType
import Foundation
import HeadroomCheck
import Testing

@testable import HeadroomCLI

/// `headroom check` and `headroom init` end to end: the embedded sample (Strings/ + headroom.yml)
/// through the real loader, the real layout engine and fonts, and the real reporters.
@Suite(.serialized)
struct CheckEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manifestPath = root.appendingPathComponent("headroom.yml").path

    /// Runs `headroom check` with arguments; returns exit code, stdout and stderr.
    static func check(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let command = try CheckCommand.parse(arguments)
        let output = Sink()
        let errors = Sink()
        let code = command.perform(stdout: { output.append($0) }, stderr: { errors.append($0) })
        return (code, output.text, errors.text)
    }

    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var buffer = ""
        func append(_ s: String) {
            lock.lock()
            buffer += s
            lock.unlock()
        }
        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return buffer
        }
    }

    /// The sample's report, via the same runner the command uses.
    static let report: CheckReport = {
        let manifest = try! ManifestParser().load(path: manifestPath)
        let made = try! CheckMeasurerFactory.make(manifest: manifest, fontsOverride: nil)
        return CheckRunner(manifest: manifest, measurer: made.measurer).run()
    }()

    @Test func sampleHasRealTruncationsAndFits() throws {
        let report = Self.report
        #expect(report.exitCode == 1)
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.statistics.files == 27)
        // The seeds' Malay header: the flexible rule comes too late on the narrowest phone.
        let malay = report.findings.filter {
            $0.key == "featured.title" && $0.locale == "ms" && $0.device == "iPhone SE" && $0.verdict == .truncates
        }
        #expect(malay.contains { $0.category == .xxxLarge && $0.orientation == .horizontal })
        #expect(malay.allSatisfy { $0.location.file.hasSuffix("Strings/ms.lproj/Localizable.strings") && $0.location.line == 12 })
        let featured = report.components.first { $0.component == "Featured header" && $0.locale == "ms" && $0.device == "iPhone SE" }
        #expect(featured?.ruleSeverity == .warning)
        #expect((featured?.firstHorizontalTruncation).map { !$0.isAccessibilityCategory } == true)
        // An emoji no font covers, in a UTF-16 file.
        #expect(report.findings.contains { $0.verdict == .missingGlyphs && $0.key == "empty.title" && $0.locale == "ko" })
        // Untranslated: Malay left "Shared with You" in English.
        #expect(report.findings.contains { $0.verdict == .untranslated && $0.key == "list.shared.title" && $0.locale == "ms" })
        // Fits: the English header title and tab labels at the default size report nothing.
        #expect(!report.findings.contains { $0.key == "header.title" && $0.locale == "en" && $0.category == .large })
        #expect(!report.findings.contains { $0.key == "tab.search" && $0.locale == "en" && $0.category <= .xxxLarge })
        #expect((report.statistics.verdicts[.fits] ?? 0) > 3 * (report.statistics.verdicts[.truncates] ?? 0))
        // Adaptive: the English header goes vertical only at the accessibility sizes on iPhone SE.
        let header = report.components.first { $0.component == "Library header" && $0.locale == "en" && $0.device == "iPhone SE" }
        #expect(header?.firstVerticalCategory?.isAccessibilityCategory == true)
        // A device variant is measured only on its idiom.
        #expect(!report.findings.contains { $0.variant?.contains("ipad") == true && $0.device != "iPad" })
    }

    @Test func sampleOrderIsDeterministic() {
        let findings = Self.report.findings
        let keys = findings.map { ($0.location, $0.category.index) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 <= $1.1) })
    }

    @Test func commandExitCodesAndXcodeOutput() throws {
        let result = try Self.check(["--config", Self.manifestPath, "--locale", "ms", "--component", "Featured header", "--quiet"])
        #expect(result.code == 1)
        #expect(result.out.contains("Strings/ms.lproj/Localizable.strings:12:"))
        #expect(!result.out.contains("de.lproj"))
        let fits = try Self.check(["--config", Self.manifestPath, "--locale", "en", "--component", "Tab bar", "--category", "Large,xLarge", "--quiet"])
        #expect(fits.code == 0, "\(fits.out)")
    }

    @Test func badUsageExitsTwo() throws {
        #expect(try Self.check(["--config", Self.manifestPath, "--format", "pdf"]).code == 2)
        let category = try Self.check(["--config", Self.manifestPath, "--category", "huge"])
        #expect(category.code == 2 && category.err.contains("--category 'huge'"))
        let component = try Self.check(["--config", Self.manifestPath, "--component", "Nope"])
        #expect(component.code == 2 && component.err.contains("'Nope'"))
        let missing = try Self.check(["--config", "/nonexistent/headroom.yml"])
        #expect(missing.code == 2 && missing.err.contains("/nonexistent/headroom.yml"))
    }

    @Test func baselineThroughTheCommand() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let baseline = dir.appendingPathComponent("baseline.json").path
        let args = ["--config", Self.manifestPath, "--locale", "ms,de", "--component", "Featured header", "--quiet"]
        #expect(try Self.check(args + ["--baseline", baseline, "--write-baseline"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: baseline))
        #expect(try Self.check(args + ["--baseline", baseline]).code == 0)
        // A locale the baseline never saw still fails.
        let wider = ["--config", Self.manifestPath, "--locale", "ms,de,el", "--component", "Featured header,Tab bar", "--quiet"]
        #expect(try Self.check(wider + ["--baseline", baseline]).code == 1)
    }

    @Test func jsonToOutputFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("report.json").path
        let result = try Self.check(["--config", Self.manifestPath, "--locale", "ms", "--format", "json", "--output", path, "--quiet"])
        #expect(result.code == 1 && result.out.isEmpty)
        let data = try #require(FileManager.default.contents(atPath: path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["key"] as? String == "featured.title" && $0["category"] as? String == "xxxLarge" })
    }

    @Test func htmlToOutputFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Self.check(["--config", Self.manifestPath, "--locale", "ms", "--format", "html", "--output", dir.path, "--quiet"])
        #expect(result.code == 1 && result.out.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["index.html", "ms.html"])
        let page = try String(contentsOf: dir.appendingPathComponent("ms.html"), encoding: .utf8)
        #expect(page.contains("featured.title"))
    }

    @Test func initWritesAStarterManifestAndRefusesToOverwrite() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-init-\(UUID().uuidString)")
        let lproj = dir.appendingPathComponent("App/Resources/fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App/Resources/en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".build/x.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "\"ok\" = \"D'accord\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"ok\" = \"OK\";\n".write(to: dir.appendingPathComponent("App/Resources/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"x\" = \"x\";\n".write(to: dir.appendingPathComponent(".build/x.lproj/Localizable.strings"), atomically: true, encoding: .utf8)

        let out = Sink()
        let err = Sink()
        #expect(try InitCommand.parse([dir.path]).perform(stdout: { out.append($0) }, stderr: { err.append($0) }) == 0)
        let manifestPath = dir.appendingPathComponent("headroom.yml").path
        let manifest = try ManifestParser().load(path: manifestPath)
        #expect(manifest.strings.map(\.pattern) == ["App/Resources"])
        #expect(manifest.sourceLocale == "en" && manifest.rules.count == 1)
        #expect(try String(contentsOfFile: manifestPath, encoding: .utf8).contains("# components:"))
        // Refuses to overwrite, unless forced.
        #expect(try InitCommand.parse([dir.path]).perform(stdout: { out.append($0) }, stderr: { err.append($0) }) == 2)
        #expect(err.text.contains("already exists"))
        #expect(try InitCommand.parse([dir.path, "--force"]).perform(stdout: { out.append($0) }, stderr: { err.append($0) }) == 0)
        // The starter manifest runs.
        let run = try Self.check(["--config", manifestPath, "--quiet", "--category", "Large"])
        #expect(run.code == 0, "\(run.out)\(run.err)")
        // Written elsewhere, it points at the project with absolute paths.
        let elsewhere = dir.appendingPathComponent("ci/headroom.yml")
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(try InitCommand.parse([dir.path, "--output", elsewhere.path]).perform(stdout: { out.append($0) }, stderr: { err.append($0) }) == 0)
        let moved = try ManifestParser().load(path: elsewhere.path)
        #expect(moved.strings.map(\.pattern) == [dir.appendingPathComponent("App/Resources").standardizedFileURL.path])
    }
}
