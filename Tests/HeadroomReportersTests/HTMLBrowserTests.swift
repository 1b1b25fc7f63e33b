import Foundation
import HeadroomCheck
@testable import HeadroomReporters
import Testing

/// Loads the report in headless Chromium (`scripts/browser/check_report.py`): no script errors,
/// previews present, filters and the size control work, light and dark screenshots not blank and
/// close to the ones in `HTMLScreens/`. Skips when `chromium` is not on PATH.
@Suite("HTML report in Chromium")
struct HTMLBrowserTests {
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func write(_ report: CheckReport, to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = try HTMLReporter().render(report, context: ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project"))
        for file in files {
            try file.contents.write(to: directory.appendingPathComponent(file.path!), atomically: true, encoding: .utf8)
        }
    }

    @Test("Chromium loads the report with no script errors; previews, filters and screenshots check out")
    func chromium() throws {
        guard Self.executable("chromium") != nil, let python = Self.executable("python3") else {
            print("Skipping the Chromium test: chromium or python3 is not on PATH (apt-get install chromium).")
            return
        }
        let root = HTMLGolden.repositoryRoot
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let reportDir = work.appendingPathComponent("report")
        try Self.write(HTMLFixtures.synthetic(count: 60), to: reportDir)

        let screens = HTMLGolden.directory.deletingLastPathComponent().appendingPathComponent("HTMLScreens")
        let updating = ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1"
        var arguments = [root.appendingPathComponent("scripts/browser/check_report.py").path, reportDir.path, "--pages", "1"]
        arguments += updating
            ? ["--screenshots", screens.path]
            : ["--screenshots", work.appendingPathComponent("screens").path, "--compare", screens.path]

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        print(text)
        #expect(process.terminationStatus == 0, "browser checks failed:\n\(text)")
        #expect(text.contains("all browser checks passed"))
    }

    /// `scripts/browser/check_layout.py` on the synthetic report: at 1280 and 390 px no failing
    /// cell of a grid needs sideways scrolling and every grid has its legend; every scrolling box
    /// takes the keyboard; glyphs past the cut have at least 4.5:1 contrast in light and dark; with
    /// the print style no preview overlaps its grid and no card may split; it prints to PDF; and
    /// axe-core finds no violation in light or dark (skipped by the script without axe.min.js).
    @Test("Layout at 1280 and 390 px, contrast, print and axe-core in Chromium")
    func layoutAndAccessibility() throws {
        guard Self.executable("chromium") != nil, let python = Self.executable("python3") else {
            print("Skipping the layout test: chromium or python3 is not on PATH (apt-get install chromium).")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try Self.write(HTMLFixtures.synthetic(count: 60), to: work)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [HTMLGolden.repositoryRoot.appendingPathComponent("scripts/browser/check_layout.py").path, work.path, "--pages", "1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        print(text)
        #expect(process.terminationStatus == 0, "layout checks failed:\n\(text)")
        #expect(text.contains("all layout checks passed"))
    }

    /// Writes a corpus-sized report (`HEADROOM_HTML_SCALE` strings, default 5,000) into
    /// `HEADROOM_HTML_SCALE_DIR` for `scripts/browser/measure_scale.sh`; skipped otherwise.
    @Test("Corpus-sized report for the browser benchmark")
    func scaleFixture() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let directory = environment["HEADROOM_HTML_SCALE_DIR"] else {
            print("Skipping the scale fixture: set HEADROOM_HTML_SCALE_DIR (scripts/browser/measure_scale.sh does).")
            return
        }
        let count = Int(environment["HEADROOM_HTML_SCALE"] ?? "") ?? 5000
        let report = HTMLFixtures.synthetic(count: count)
        let start = Date()
        let files = try HTMLReporter().render(report, context: ReportContext(toolVersion: "0.0.0-scale", workingDirectory: "/project"))
        let seconds = Date().timeIntervalSince(start)
        let url = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for file in files {
            try file.contents.write(to: url.appendingPathComponent(file.path!), atomically: true, encoding: .utf8)
        }
        let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
        print("HTML scale fixture: \(count) strings, \(files.count) pages, \(bytes) bytes in all, rendered in \(String(format: "%.2f", seconds)) s")
        #expect(files.first?.path == "index.html")
    }
}
