import DynamicType
import Foundation
import HeadroomCheck
import HeadroomReporters
import Testing

@testable import HeadroomCLI

/// Issue 22's reproducers on the command side: write errors on stdout, `measure` fonts and
/// weights, `init`'s manifest (injection, links), exit statuses carried by the errors. Inputs are
/// generated here; the real binary runs where the process matters (stdout, signals).
@Suite(.serialized)
struct HostileCommandTests {
    static let binary = MeasureHarness.repoRoot.appendingPathComponent(".build/debug/headroom").path

    static func folder(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "headroom-hostilecmd-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/App/en.lproj", withIntermediateDirectories: true)
        try "\"title\" = \"Title\";\n".write(toFile: dir + "/App/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"title\").font(.headline) } }\n"
            .write(toFile: dir + "/App/V.swift", atomically: false, encoding: .utf8)
        return dir
    }

    /// Runs the binary with stdout on `stdout`, killed after `timeout` seconds; nil when it is not built.
    static func run(_ arguments: [String], stdout: FileHandle, timeout: Double = 60) throws -> (status: Int32, signaled: Bool, err: String)? {
        guard FileManager.default.isExecutableFile(atPath: binary) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = stdout
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, err)
    }

    @Test("stdout on /dev/full: exit 3 with a message, for every command that prints", arguments: [
        ["scan", "DIR/App"], ["strings", "DIR/App"], ["measure", "Hello", "--width", "100", "--style", "body"],
    ])
    func fullDisk(arguments: [String]) throws {
        let dir = try Self.folder("full")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let given = arguments.map { $0.replacingOccurrences(of: "DIR", with: dir) }
        guard let result = try Self.run(given + (arguments[0] == "measure" ? ["--fonts", MeasureHarness.fonts] : []), stdout: full)
        else { return }
        #expect(!result.signaled)
        #expect(result.status == ExitStatus.cannotWrite, "\(result.err)")
        #expect(result.err.contains("cannot write standard output"), "\(result.err)")
    }

    @Test("a closed pipe on stdout is a write error (exit 3), not a death by SIGPIPE")
    func closedPipe() throws {
        let dir = try Self.folder("pipe")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Enough output that it cannot all sit in the pipe's buffer before the reader is gone.
        let many = (0..<20_000).map { "\"k\($0)\" = \"value \($0)\";" }.joined(separator: "\n")
        try many.write(toFile: dir + "/App/en.lproj/Many.strings", atomically: false, encoding: .utf8)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        guard let result = try Self.run(["strings", dir + "/App"], stdout: pipe.fileHandleForWriting) else { return }
        #expect(!result.signaled)
        #expect(result.status == ExitStatus.cannotWrite, "\(result.err)")
    }

    @Test("measure --batch: a weight past Int is an answer naming the field; the next line is measured")
    func hugeWeight() throws {
        let file = try MeasureHarness.temporaryFile(Data("""
            {"text":"a","width":100,"style":"body","weight":1e99}
            {"text":"b","width":100,"style":"body"}

            """.utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try MeasureHarness.run(["--batch", file])
        #expect(result.code == ExitStatus.findings)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("weight") == true)
        #expect(lines.last?.contains("\"error\"") == false)
    }

    @Test("measure --font: a FIFO and a cut font are errors naming the file, never a wait or a fallback")
    func badFonts() throws {
        let dir = try Self.folder("fonts")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/pipe.otf"
        #expect(mkfifo(fifo, 0o600) == 0)
        let whole = try Data(contentsOf: URL(fileURLWithPath: MeasureHarness.interRegular))
        let cut = dir + "/cut.otf"
        try whole.prefix(1024).write(to: URL(fileURLWithPath: cut))
        let half = dir + "/half.otf"
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: half))
        for font in [fifo, cut, half] {
            let result = try MeasureHarness.run(["Hello", "--width", "100", "--font", font, "--size", "17"])
            #expect(result.code == ExitStatus.usage, "\(font): \(result.errors)")
            #expect(result.errors.contains(font), "\(result.errors)")
            let batch = try MeasureHarness.temporaryFile(Data("{\"text\":\"a\",\"width\":100,\"font\":\"\(font)\",\"size\":17}\n{\"text\":\"b\",\"width\":100,\"style\":\"body\"}\n".utf8))
            defer { try? FileManager.default.removeItem(atPath: batch) }
            let answers = try MeasureHarness.run(["--batch", batch])
            let lines = answers.output.split(separator: "\n")
            #expect(lines.count == 2 && lines[0].contains(font) && !lines[1].contains("\"error\""), "\(answers.output)")
        }
    }

    @Test("init: locale names and folders cannot write manifest keys, whatever they hold")
    func initInjection() throws {
        let dir = try Self.folder("inject")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let hostile = "de\\nlocales: [xx]\\ntolerance: 90\\u2028categories: [xSmall]\\u0085x"
        try """
            {"sourceLanguage":"en","version":"1.0","strings":{"title":{"localizations":{"\(hostile)":{"stringUnit":{"state":"translated","value":"T"}}}}}}
            """.write(toFile: dir + "/App/Localizable.xcstrings", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/App/evil\nsamples: {}.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"b\";".write(toFile: dir + "/App/evil\nsamples: {}.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        let result = CheckEndToEndTests.initialize([dir, "--no-scan"])
        #expect(result.code == 0, "\(result.err)")
        let manifest = try ManifestParser().load(path: dir + "/headroom.yml")
        let plain = try ManifestParser().parse("strings: App\n", file: "plain.yml")
        #expect(manifest.locales == nil)
        #expect("\(manifest.tolerance)" == "\(plain.tolerance)")
        #expect(manifest.categories == plain.categories)
        #expect(manifest.samples.isEmpty == plain.samples.isEmpty)
        let text = try String(contentsOfFile: dir + "/headroom.yml", encoding: .utf8)
        #expect(!text.contains("\u{2028}") && !text.contains("\u{85}"))
    }

    @Test("init never writes through a link at headroom.yml, dangling or not")
    func initLink() throws {
        let dir = try Self.folder("link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let elsewhere = dir + "/elsewhere.yml"
        try FileManager.default.createSymbolicLink(atPath: dir + "/headroom.yml", withDestinationPath: elsewhere)
        let refused = CheckEndToEndTests.initialize([dir, "--no-scan"])
        #expect(refused.code == ExitStatus.usage && refused.err.contains("already exists"), "\(refused.err)")
        let forced = CheckEndToEndTests.initialize([dir, "--no-scan", "--force"])
        #expect(forced.code == 0, "\(forced.err)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        var st = stat()
        #expect(lstat(dir + "/headroom.yml", &st) == 0 && st.st_mode & S_IFMT == S_IFREG)
    }

    @Test("an error's exit status comes from the error: a report writer's failure is 3, a manifest's 2")
    func exitStatuses() {
        #expect(CommandFailure(ReportWriteError.failed(path: "x", reason: "y")).code == ExitStatus.cannotWrite)
        #expect(CommandFailure(ManifestError.notFound(path: "x")).code == ExitStatus.usage)
        #expect(CommandFailure(CheckCommandError.cannotWrite(path: "x", reason: "y")).code == ExitStatus.cannotWrite)
        #expect(CommandFailure(ReportWriterError.temporaryFile(path: "x", reason: "y")).code == ExitStatus.cannotWrite)
    }
}
