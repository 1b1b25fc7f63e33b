import ArgumentParser
import DynamicType
import Foundation
import HeadroomCheck
import HeadroomFormats
import HeadroomProject
import Testing

@testable import HeadroomCLI

/// Issue 22: one loader for a project (``ProjectLoader``), used by every command. A key only
/// `sources:` places gets the same box in `check`, `limits`, `measure --config`, `serve` and the
/// benchmark; every input (Swift files and nibs included) is refused as an output, exit 2; a Swift
/// file or nib that cannot be read is a problem naming it, counted in the exit code.
@Suite(.serialized)
struct ProjectLoaderTests {
    /// ShownAtEndToEndTests' app: `header.title` is placed by the scan only (no hand-written component).
    static func app() throws -> (folder: String, manifest: String) {
        let folder = try ShownAtEndToEndTests.app()
        let manifest = folder + "/headroom.yml"
        try ShownAtEndToEndTests.sourcesManifest.write(toFile: manifest, atomically: true, encoding: .utf8)
        return (folder, manifest)
    }

    /// Runs a command in this process; its exit status (stdout and stderr go to the test's).
    static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try Headroom.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return CommandFailure(error).code
        }
    }

    /// The project as the loader reads it (without `sources:` it would have no component).
    func project(_ manifest: String) throws -> Project { try ProjectLoader().load(manifest) }

    @Test func everyCommandAppliesSources() throws {
        let (folder, manifest) = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let component = ShownAtEndToEndTests.component

        let check = try CheckEndToEndTests.check(["--config", manifest, "--format", "json", "--quiet"])
        #expect(check.code == 1, "\(check.err)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(check.out.utf8)) as? [String: Any])
        let outcome = try #require((json["outcomes"] as? [[String: Any]])?.first { ($0["key"] as? String) == "header.title" })
        #expect(outcome["component"] as? String == component)

        // limits: the room listing has the key in the scanned component.
        let rooms = folder + "/rooms.txt"
        #expect(Self.run(["limits", "--config", manifest, "--output", rooms]) == 0)
        let listing = try String(contentsOfFile: rooms, encoding: .utf8)
        #expect(listing.split(separator: "\n").contains { $0.hasPrefix("header.title\t120 pt × 1 line\t\(component) / ") }, "\(listing)")

        // measure --config: the boxes `check` measured.
        let replay = try MeasureReplay(config: manifest, key: "header.title", locales: ["de"], components: nil, fonts: nil).run()
        #expect(!replay.boxes.isEmpty && replay.boxes.allSatisfy { $0.component == component && $0.width == 120 })
        #expect(replay.problems.isEmpty)

        // serve: the "try" box's boxes come from the same project.
        let served = try ServeCommand.parse(["--config", manifest, folder]).loadProject()
        #expect(served.manifest.components.map(\.name) == (try project(manifest)).manifest.components.map(\.name))
        #expect(served.manifest.components.map(\.name).contains(component))

        // The benchmark's check suite, when it is built.
        let bench = MeasureHarness.repoRoot.appendingPathComponent(".build/debug/headroom-bench").path
        if FileManager.default.isExecutableFile(atPath: bench) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: bench)
            process.arguments = ["--child", "--suite", "check", "--manifest", manifest, "--fonts", MeasureHarness.fonts, "--corpus", folder]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(text.contains("(2 components, 1 categories)"), "\(text)")
        }
    }

    @Test func anOutputOverAnyInputIsRefusedWithTwo() throws {
        let (folder, manifest) = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inputs = [
            folder + "/Sources/Views/HeaderView.swift", folder + "/Resources/de.lproj/Localizable.strings", manifest,
            MeasureHarness.interRegular,
        ]
        for input in inputs {
            let before = try Data(contentsOf: URL(fileURLWithPath: input))
            let check = try CheckEndToEndTests.check(["--config", manifest, "--format", "json", "--output", input, "--quiet"])
            #expect(check.code == ExitStatus.usage, "\(input): \(check.err)")
            #expect(check.err.contains("refusing to write \(input)"), "\(check.err)")
            let baseline = try CheckEndToEndTests.check(["--config", manifest, "--write-baseline", "--baseline", input, "--quiet"])
            #expect(baseline.code == ExitStatus.usage, "\(input): \(baseline.err)")
            #expect(Self.run(["limits", "--config", manifest, "--output", input]) == ExitStatus.usage, "\(input)")
            #expect(Self.run(["limits", "--config", manifest, "--budgets", "csv", "--output", input]) == ExitStatus.usage, "\(input)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before, "\(input)")
        }
        // The error names the input, also through another spelling of its path (a link).
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.swift", withDestinationPath: folder + "/Sources/Views/FooterView.swift")
        let linked = try CheckEndToEndTests.check(["--config", manifest, "--output", folder + "/link.swift", "--quiet"])
        #expect(linked.code == ExitStatus.usage && linked.err.contains("FooterView.swift, an input of this run"), "\(linked.err)")
    }

    @Test func aSourceThatCannotBeReadIsAProblemOfEveryCommand() throws {
        let (folder, manifest) = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A link out of the project, a FIFO named like Swift and one named like a storyboard.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).swift").path
        try "struct Secret { let s = Text(\"header.subtitle\") }\n".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/Sources/Out.swift", withDestinationPath: outside)
        #expect(mkfifo(folder + "/Sources/Pipe.swift", 0o600) == 0)
        #expect(mkfifo(folder + "/Sources/Main.storyboard", 0o600) == 0)

        let project = try ProjectLoader().load(manifest)
        let named = project.problems.map { "\($0.location.file): \($0.message)" }
        #expect(project.problems.count == 3, "\(named)")
        #expect(named.contains { $0.hasSuffix("Sources/Out.swift: sources: cannot be read (it resolves outside the project folder (\(FileWalker.realPath(outside)!)); allow its folder with 'allowOutside:' in the manifest)") }, "\(named)")
        #expect(named.contains { $0.hasSuffix("Sources/Pipe.swift: sources: cannot be read (not a regular file)") }, "\(named)")
        #expect(named.contains { $0.hasSuffix("Sources/Main.storyboard: sources: cannot be read (not a regular file)") }, "\(named)")
        // The other files are scanned: the title is still placed.
        #expect(project.manifest.components.map(\.name).contains(ShownAtEndToEndTests.component))

        let check = try CheckEndToEndTests.check(["--config", manifest, "--quiet"])
        #expect(check.code == 1)
        #expect(check.out.contains("Sources/Pipe.swift:1:1: error: sources: cannot be read (not a regular file)"), "\(check.out)")
        #expect(Self.run(["limits", "--config", manifest, "--output", folder + "/rooms.txt"]) == ExitStatus.findings)
        #expect(try String(contentsOfFile: folder + "/rooms.txt", encoding: .utf8).contains("header.title\t"))
        #expect(Self.run(["measure", "--config", manifest, "--key", "header.title", "--locale", "de"]) == ExitStatus.findings)
    }
}
