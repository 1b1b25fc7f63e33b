import DynamicType
import Foundation
import HeadroomCheck
import HeadroomMeasure
import Synchronization
import Testing

@testable import HeadroomCLI
@testable import HeadroomMeasure

/// `headroom check` and `headroom init` end to end: the embedded sample (Strings/ + headroom.yml)
/// through the real loader, the real layout engine and fonts, and the real reporters.
@Suite(.serialized)
struct CheckEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manifestPath = root.appendingPathComponent("headroom.yml").path

    /// Runs `headroom check` with arguments; returns exit code, stdout and stderr, errors worded by
    /// the same ``CommandFailure`` the executable uses.
    static func check(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let output = Sink()
        let errors = Sink()
        do {
            let code = try CheckCommand.parse(arguments).execute(stdout: { output.append($0) }, stderr: { errors.append($0) })
            return (code, output.text, errors.text)
        } catch {
            let failure = CommandFailure(error)
            return (failure.code, output.text, errors.text + failure.message + "\n")
        }
    }

    /// Runs `headroom init` with arguments; returns exit code, stdout and stderr.
    static func initialize(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let output = Sink()
        do {
            try InitCommand.parse(arguments).execute(stdout: { output.append($0) })
            return (0, output.text, "")
        } catch {
            let failure = CommandFailure(error)
            return (failure.code, output.text, failure.message + "\n")
        }
    }

    final class Sink: Sendable {
        private let buffer = Mutex("")
        func append(_ s: String) { buffer.withLock { $0 += s } }
        var text: String { buffer.withLock { $0 } }
    }

    /// The sample's report, via the same runner the command uses.
    static let report: CheckReport = {
        let manifest = try! ManifestParser().load(path: manifestPath)
        let made = try! MeasurerFactory.make(manifest: manifest, fontsOverride: nil)
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
        let format = try Self.check(["--config", Self.manifestPath, "--format", "pdf"])
        #expect(format.code == 2 && format.err.contains("'pdf'") && format.err.contains("html"), "\(format.err)")
        let category = try Self.check(["--config", Self.manifestPath, "--category", "huge"])
        #expect(category.code == 2 && category.err.contains("'huge'") && category.err.contains("AX5"), "\(category.err)")
        let jobs = try Self.check(["--config", Self.manifestPath, "--jobs", "0"])
        #expect(jobs.code == 2 && jobs.err.contains("--jobs must be at least 1"))
        let notNumber = try Self.check(["--config", Self.manifestPath, "--jobs", "many"])
        #expect(notNumber.code == 2 && notNumber.err.contains("'many'"))
        // One error path: each message is said once, with one "error:".
        for result in [format, category, jobs, notNumber] {
            #expect(result.err.components(separatedBy: "error:").count == 2, "\(result.err)")
        }
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
        let outcomes = try #require(json["outcomes"] as? [[String: Any]])
        #expect(outcomes.contains { outcome in
            outcome["key"] as? String == "featured.title"
                && ((outcome["results"] as? [[String: Any]]) ?? []).contains {
                    $0["category"] as? String == "xxxLarge" && $0["reported"] as? Bool == true
                }
        })
        // One record per string: no key, locale and variant twice for one component element.
        let identities = outcomes.map { "\($0["component"]!)|\($0["element"]!)|\($0["key"]!)|\($0["variant"] ?? "")|\($0["locale"]!)" }
        #expect(Set(identities).count == identities.count)
        #expect(outcomes.allSatisfy { $0["previews"] == nil })
        // `--previews` writes each failing string's previews into its record.
        let drawn = try Self.check(
            ["--config", Self.manifestPath, "--locale", "ms", "--format", "json", "--previews", "--output", path, "--quiet"])
        #expect(drawn.code == 1)
        let drawnData = try #require(FileManager.default.contents(atPath: path))
        let withPreviews = try #require(try JSONSerialization.jsonObject(with: drawnData) as? [String: Any])
        let featured = try #require((withPreviews["outcomes"] as? [[String: Any]])?.first { $0["key"] as? String == "featured.title" })
        #expect(featured["previews"] != nil)
    }

    /// The Korean "empty.title" ends in an emoji no bundled font covers: its missing-glyph finding
    /// names Large and carries the measurement of its own Large box (not the first box measured,
    /// xSmall), as the JSON's `textFindings` and every format print it.
    @Test func missingGlyphFindingCarriesItsOwnBoxMeasurement() throws {
        let outcome = try #require(
            Self.report.outcomes.first { $0.identity.key == "empty.title" && $0.identity.locale == "ko" })
        let missing = try #require(outcome.textFindings.first { $0.verdict == .missingGlyphs })
        #expect(missing.category == .large)
        #expect(missing.measurement.missingCharacters == ["🫩"])
        let large = try #require(
            outcome.results.first { $0.device == missing.device && $0.category == .large && $0.orientation == .horizontal })
        #expect(missing.measurement == large.measurement)
        let xSmall = try #require(outcome.results.first { $0.device == missing.device && $0.category == .xSmall })
        #expect(missing.measurement.pointSize > xSmall.measurement.pointSize)
    }

    @Test func htmlToOutputFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Self.check(["--config", Self.manifestPath, "--locale", "ms", "--format", "html", "--output", dir.path, "--quiet"])
        #expect(result.code == 1 && result.out.isEmpty)
        // Hidden: the list of pages the folder holds (stale ones are removed next run).
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["developers.html", "index.html", "ms.html", "ms.todo.csv", "ms.todo.xlf"])
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

        #expect(Self.initialize([dir.path]).code == 0)
        let manifestPath = dir.appendingPathComponent("headroom.yml").path
        let manifest = try ManifestParser().load(path: manifestPath)
        #expect(manifest.strings.map(\.pattern) == ["App/Resources"])
        #expect(manifest.sourceLocale == "en" && manifest.rules.count == 1)
        #expect(try String(contentsOfFile: manifestPath, encoding: .utf8).contains("# components:"))
        // Refuses to overwrite, unless forced.
        let again = Self.initialize([dir.path])
        #expect(again.code == 2 && again.err.hasPrefix("error: ") && again.err.contains("already exists"))
        #expect(Self.initialize([dir.path, "--force"]).code == 0)
        // The starter manifest runs.
        let run = try Self.check(["--config", manifestPath, "--quiet", "--category", "Large"])
        #expect(run.code == 0, "\(run.out)\(run.err)")
        // Written elsewhere, it points at the project with absolute paths.
        let elsewhere = dir.appendingPathComponent("ci/headroom.yml")
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(Self.initialize([dir.path, "--output", elsewhere.path]).code == 0)
        let moved = try ManifestParser().load(path: elsewhere.path)
        #expect(moved.strings.map(\.pattern) == [dir.appendingPathComponent("App/Resources").standardizedFileURL.path])
    }

    @Test("--version and --help exit 0 on standard output; an unknown option exits 2")
    func versionAndHelp() {
        for arguments in [["--version"], ["check", "--help"]] {
            // Help may come back as a command whose run() throws the help text: do as runAndExit does.
            let failure = CommandFailure(Result { var command = try Headroom.parseAsRoot(arguments); try command.run() }.failure)
            #expect(failure.code == 0 && failure.toStandardOutput)
            #expect(failure.message.contains(arguments == ["--version"] ? Headroom.version : "--format <format>"))
        }
        let unknown = CommandFailure(Result { try Headroom.parseAsRoot(["check", "--frobnicate"]) }.failure)
        #expect(unknown.code == 2 && unknown.message.hasPrefix("error: ") && !unknown.toStandardOutput)
    }
}

extension Result {
    /// The error, for a parse expected to fail.
    var failure: any Error {
        if case .failure(let error) = self { return error }
        return CancellationError()
    }
}
