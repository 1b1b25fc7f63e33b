import Foundation
import HeadroomReporters
import Testing
@testable import HeadroomCLI

/// The HTML report folder is replaced whole or not at all (`CheckOutputWriter`): a failed or
/// killed run leaves the earlier report as it was, the user's own files stay, and nothing is
/// written through a link at the target.
@Suite struct ReportFolderTests {
    static func scratch(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "headroom-folder-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Every file under `dir` (relative path → contents).
    static func snapshot(_ dir: String) -> [String: String] {
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: dir) ?? FileManager.default.enumerator(atPath: "/nonexistent")! {
            let full = dir + "/" + path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = (try? String(contentsOfFile: full, encoding: .utf8)) ?? "<unreadable>"
            }
        }
        return files
    }

    static func write(_ out: String, _ pages: [String: String]) throws {
        try CheckOutputWriter.writeDirectory(format: .html, output: out) { folder in
            for name in pages.keys.sorted() { try folder.write(ReportFile(path: name, contents: pages[name]!)) }
        }
    }

    struct WriteFailed: Error {}

    @Test func aWriteErrorMidwayLeavesTheOldReportUnchanged() throws {
        let dir = try Self.scratch("error")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/Reports"
        try Self.write(out, ["index.html": "old index", "de.html": "old de", "fr.html": "old fr"])
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        let before = Self.snapshot(out)
        #expect(throws: WriteFailed.self) {
            try CheckOutputWriter.writeDirectory(format: .html, output: out) { folder in
                try folder.write(ReportFile(path: "index.html", contents: "new index"))
                try folder.write(ReportFile(path: "de.html", contents: "new de"))
                throw WriteFailed()
            }
        }
        #expect(Self.snapshot(out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Reports"])
    }

    @Test func aFinishedRunReplacesThePagesAndKeepsTheUsersFiles() throws {
        let dir = try Self.scratch("swap")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/Reports"
        try Self.write(out, ["index.html": "old index", "stale.html": "old stale"])
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: out + "/assets", withIntermediateDirectories: true)
        try "logo".write(toFile: out + "/assets/logo.svg", atomically: false, encoding: .utf8)
        try Self.write(out, ["index.html": "new index", "de.html": "new de"])
        #expect(Self.snapshot(out) == [
            "index.html": "new index", "de.html": "new de", CheckOutputWriter.listName: "de.html\nindex.html\n",
            "notes.txt": "mine", "assets/logo.svg": "logo",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Reports"])
    }

    @Test func aFolderOfPlainFilesKeepsThemAndAClashingPageIsRefused() throws {
        let dir = try Self.scratch("plain")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/Reports"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "about".write(toFile: out + "/README.md", atomically: false, encoding: .utf8)
        try Self.write(out, ["index.html": "new index"])
        #expect(Self.snapshot(out) == ["index.html": "new index", "README.md": "about", CheckOutputWriter.listName: "index.html\n"])
        try "mine".write(toFile: out + "/de.html", atomically: false, encoding: .utf8)
        #expect(throws: ReportWriteError.self) { try Self.write(out, ["index.html": "newer", "de.html": "page"]) }
        #expect(Self.snapshot(out)["de.html"] == "mine")
        #expect(Self.snapshot(out)["index.html"] == "new index")
    }

    @Test func aLinkAFileOrAForeignFolderAtTheTargetIsRefused() throws {
        let dir = try Self.scratch("refuse")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try "keep".write(toFile: dir + "/elsewhere/index.html", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Link", withDestinationPath: dir + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: dir + "/Dangling", withDestinationPath: dir + "/nowhere")
        try "file".write(toFile: dir + "/File", atomically: false, encoding: .utf8)
        for target in ["Link", "Dangling", "File", "elsewhere"] {
            #expect(throws: ReportWriteError.self) { try Self.write(dir + "/" + target, ["index.html": "new"]) }
        }
        #expect(Self.snapshot(dir + "/elsewhere") == ["index.html": "keep"])
        #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/Link") == dir + "/elsewhere")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir)) == ["elsewhere", "Link", "Dangling", "File"])
    }

    /// The real binary, killed with SIGKILL while it writes the pages of a large report: the
    /// folder afterwards is the old report or the new one, never a mix.
    @Test func aKilledRunLeavesTheOldReportOrTheNewOne() throws {
        let binary = MeasureHarness.repoRoot.appendingPathComponent(".build/debug/headroom").path
        guard FileManager.default.isExecutableFile(atPath: binary) else { return }
        let dir = try SafeOutputTests.project("sigkill")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines = ""
        for i in 0..<3_000 { lines += "\"k\(i)\" = \"Datenschutzeinstellungen verwalten \(i)\";\n" }
        for locale in ["fr", "it", "es", "nl"] {
            try FileManager.default.createDirectory(atPath: dir + "/Strings/\(locale).lproj", withIntermediateDirectories: true)
            try lines.write(toFile: dir + "/Strings/\(locale).lproj/Big.strings", atomically: false, encoding: .utf8)
        }
        let out = dir + "/Reports"
        try Self.write(out, ["index.html": "old index", "de.html": "old de"])
        let old = Self.snapshot(out)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["check", "--config", dir + "/headroom.yml", "--quiet", "--format", "html", "--output", out]
        try process.run()
        // Kill it once its new folder holds a page and the run has not finished.
        func staging() -> String? {
            (try? FileManager.default.contentsOfDirectory(atPath: dir))?.first { $0.hasPrefix(".Reports.headroom-") }
        }
        func writing() -> Bool {
            guard let staging = staging() else { return false }
            return ((try? FileManager.default.contentsOfDirectory(atPath: dir + "/" + staging)) ?? []).contains("index.html")
        }
        for _ in 0..<6_000 where process.isRunning && !writing() { usleep(20_000) }
        let interrupted = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let after = Self.snapshot(out)
        if interrupted {
            #expect(after == old)
        } else {
            // It finished first: the new report, whole.
            let list = try #require(after[CheckOutputWriter.listName])
            #expect(Set(after.keys) == Set(list.split(separator: "\n").map(String.init)).union([CheckOutputWriter.listName]))
        }
        #expect(interrupted, "the run finished before it could be killed while writing")
    }
}
