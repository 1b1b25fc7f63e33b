import Foundation
import DynamicType
import HeadroomFormats
import HeadroomMeasure
import HeadroomText
import Testing

@testable import HeadroomCLI

/// Issue 13's reproducers on the command side: outputs never clobber an input or a device, are
/// atomic, a write error is exit 3; fonts are validated; numbers from options are bounded; batch
/// lines are bounded; untrusted text cannot drive the terminal.
@Suite(.serialized)
struct SafeOutputTests {
    /// A tiny project: one German string that truncates in a 120 pt box, and a key with an ESC.
    static func project(_ name: String, manifest extra: String = "") throws -> String {
        let dir = NSTemporaryDirectory() + "headroom-safe-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/Strings/de.lproj", withIntermediateDirectories: true)
        try "\"settings.title\" = \"Datenschutzeinstellungen verwalten\";\n\"esc\" = \"\\U001B[2J\\U0007 Datenschutzeinstellungen verwalten\";\n"
            .write(toFile: dir + "/Strings/de.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        try """
            strings: Strings
            categories: [Large]
            devices: { SE: 320 }
            rules:
              - keys: '*'
                style: body
                width: 120
            \(extra)
            """.write(toFile: dir + "/headroom.yml", atomically: false, encoding: .utf8)
        return dir
    }

    static func check(_ dir: String, _ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        try CheckEndToEndTests.check(["--config", dir + "/headroom.yml", "--quiet"] + arguments)
    }

    static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func anInputIsNeverAnOutput() throws {
        let dir = try Self.project("inputs")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let strings = dir + "/Strings/de.lproj/Localizable.strings"
        let before = Self.contents(strings)
        for target in [strings, dir + "/headroom.yml", MeasureHarness.interRegular] {
            let result = try Self.check(dir, ["--format", "json", "--output", target])
            #expect(result.code == ExitStatus.usage)
            #expect(result.err.contains("refusing to write"), "\(result.err)")
        }
        #expect(Self.contents(strings) == before)
        // --write-baseline onto an input.
        let baseline = try Self.check(dir, ["--write-baseline", "--baseline", strings])
        #expect(baseline.code == ExitStatus.usage && baseline.err.contains("refusing to write"))
        #expect(Self.contents(strings) == before)
    }

    /// The manifest fuzzer's finding: a `locales:` entry no string has is exit 2, and says so on
    /// stderr even when the report goes to a file and `--quiet` is given.
    @Test func aConfigurationMistakeIsSaidOnStderr() throws {
        let dir = try Self.project("config", manifest: "locales: [xx]")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try Self.check(dir, ["--format", "json", "--output", dir + "/out.json"])
        #expect(result.code == ExitStatus.usage)
        #expect(result.err.contains("headroom.yml:1: error: locales: 'xx' is not the locale of any string"), "\(result.err)")
    }

    @Test func aReportIsRenamedIntoPlaceAndLeavesNoTemporaryFile() throws {
        let dir = try Self.project("atomic")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/out/report.json"
        let first = try Self.check(dir, ["--format", "json", "--output", report])
        #expect(first.code == 1)
        let json = try #require(Self.contents(report))
        #expect(json.contains("\"settings.title\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out") == ["report.json"])
        // A run that cannot finish (an input as output: refused) leaves the previous report whole.
        _ = try Self.check(dir, ["--format", "xcode", "--output", dir + "/headroom.yml"])
        #expect(Self.contents(report) == json)
    }

    @Test func aLinkStaysALink() throws {
        let dir = try Self.project("link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "old".write(toFile: dir + "/real.json", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/report.json", withDestinationPath: "real.json")
        let result = try Self.check(dir, ["--format", "json", "--output", dir + "/report.json"])
        #expect(result.code == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/report.json") == "real.json")
        #expect(Self.contents(dir + "/real.json")?.contains("settings.title") == true)
        // A link to the null device is written through: /dev/null stays a device.
        try FileManager.default.createSymbolicLink(atPath: dir + "/null.json", withDestinationPath: "/dev/null")
        #expect(try Self.check(dir, ["--format", "json", "--output", dir + "/null.json"]).code == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/null.json") == "/dev/null")
    }

    @Test func devicesAndFIFOsAreWrittenThroughNotReplaced() throws {
        let dir = try Self.project("devices")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let null = try Self.check(dir, ["--format", "json", "--output", "/dev/null"])
        #expect(null.code == 1)
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        // /dev/full: a write error is exit 3 with a message, not "findings".
        let full = try Self.check(dir, ["--format", "json", "--output", "/dev/full"])
        #expect(full.code == ExitStatus.cannotWrite)
        #expect(full.err.contains("cannot write /dev/full"), "\(full.err)")
        // A FIFO gets the report and stays a FIFO.
        let fifo = dir + "/report.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = CheckEndToEndTests.Sink()
        let reader = Thread {
            // A blocking open, like a shell's `cat fifo`: it waits for the writer.
            let fd = open(fifo, O_RDONLY)
            guard fd >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n <= 0 { break }
                received.append(String(decoding: buffer[0..<n], as: UTF8.self))
            }
            close(fd)
        }
        reader.start()
        let piped = try Self.check(dir, ["--format", "github", "--output", fifo])
        // If the check never opened the FIFO, unblock the reader instead of waiting forever.
        for _ in 0..<500 where !reader.isFinished { usleep(10_000) }
        if !reader.isFinished { close(open(fifo, O_WRONLY | O_NONBLOCK)) } // then the reader sees EOF
        while !reader.isFinished { usleep(10_000) }
        #expect(piped.code == 1)
        #expect(received.text.contains("settings.title"))
        #expect(stat(fifo, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func htmlRemovesItsOwnStalePagesOnly() throws {
        let dir = try Self.project("html")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/Reports"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "old".write(toFile: out + "/stale-page.html", atomically: false, encoding: .utf8)
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        try "stale-page.html\n".write(toFile: out + "/" + CheckOutputWriter.listName, atomically: false, encoding: .utf8)
        let result = try Self.check(dir, ["--format", "html", "--output", out])
        #expect(result.code == 1, "\(result.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(!files.contains("stale-page.html"))
        #expect(files.contains("notes.txt"))
        #expect(files.contains("index.html"))
        #expect(!files.contains { $0.contains(".headroom-") && $0 != CheckOutputWriter.listName })
    }

    /// The real binary under SIGTERM: no `/tmp/headroom-junit-*` or `.report.xml.headroom-*` left.
    @Test func sigtermLeavesNoTemporaryFiles() throws {
        let binary = MeasureHarness.repoRoot.appendingPathComponent(".build/debug/headroom").path
        guard FileManager.default.isExecutableFile(atPath: binary) else { return }
        let dir = try Self.project("sigterm")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Enough strings that the run is still measuring when the signal comes.
        var lines = ""
        for i in 0..<300_000 { lines += "\"k\(i)\" = \"Datenschutzeinstellungen verwalten \(i)\";\n" }
        try lines.write(toFile: dir + "/Strings/de.lproj/Big.strings", atomically: false, encoding: .utf8)
        let tmp = dir + "/tmp"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["check", "--config", dir + "/headroom.yml", "--quiet", "--format", "junit", "--output", dir + "/report.xml"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        process.environment = environment
        try process.run()
        // Wait until the JUnit spill folder and the report's temporary file exist, then SIGTERM.
        func spilling() -> Bool {
            let spill = (try? FileManager.default.contentsOfDirectory(atPath: tmp))?.contains { $0.hasPrefix("headroom-junit-") } ?? false
            let partial = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.contains { $0.hasPrefix(".report.xml.headroom-") } ?? false
            return spill && partial
        }
        for _ in 0..<1_200 where process.isRunning && !spilling() { usleep(100_000) }
        #expect(spilling(), "the run ended before it spilled: nothing was interrupted")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: dir)).contains { $0.contains(".headroom-") })
    }

    @Test func controlCharactersNeverReachTheXcodeOutput() throws {
        let dir = try Self.project("controls")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try Self.check(dir, ["--format", "xcode", "--per-finding"])
        #expect(result.code == 1)
        #expect(result.out.contains("esc"))
        #expect(!result.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func anUnknownLocaleOptionIsAnError() throws {
        let dir = try Self.project("locale")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try Self.check(dir, ["--format", "json", "--locale", "dee"])
        #expect(result.code != 0)
        #expect(result.out.contains("--locale 'dee' is not the locale of any string"))
    }

    // MARK: Fonts

    @Test func aTruncatedFontIsAnErrorNamingTheFile() throws {
        let dir = try Self.project("font", manifest: "fonts: [Cut.otf]")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let whole = try Data(contentsOf: URL(fileURLWithPath: MeasureHarness.interRegular))
        for size in [1024, whole.count / 2] {
            try whole.prefix(size).write(to: URL(fileURLWithPath: dir + "/Cut.otf"))
            let result = try Self.check(dir, ["--format", "json"])
            #expect(result.code == 2)
            #expect(result.err.contains("Cut.otf") && result.err.contains("truncated"), "\(result.err)")
        }
        #expect(throws: Never.self) { try FontFileCheck.validate(MeasureHarness.interRegular) }
    }

    @Test func aBundledFontThatDoesNotMatchItsChecksumIsAnError() throws {
        let dir = try Self.project("checksum")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fonts = dir + "/Fonts"
        try FileManager.default.copyItem(atPath: MeasureHarness.fonts, toPath: fonts)
        // The first font of the folder's own files that the font manifest records a SHA-256 for.
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fonts + "/manifest.json"))) as? [String: Any]
        let entries = manifest?["fonts"] as? [[String: Any]] ?? []
        let name = try #require(entries.first { $0["file"] is String && $0["sha256"] is String }?["file"] as? String)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fonts + "/" + name)))
        bytes[bytes.count - 10] ^= 0xFF // same size, table directory intact
        try Data(bytes).write(to: URL(fileURLWithPath: fonts + "/" + name))
        let result = try Self.check(dir, ["--format", "json", "--fonts", fonts])
        #expect(result.code == 2)
        #expect(result.err.contains("checksum mismatch for \(fonts)/\(name)"), "\(result.err)")
    }

    // MARK: Options and batch lines

    @Test func tinyAndHugeMeasureNumbersAreBoundedOrErrors() throws {
        let tiny = try MeasureHarness.run(["x", "--width", "100", "--font", MeasureHarness.interRegular, "--size", "1e-300"])
        #expect(tiny.code == 2 && tiny.errors.contains("--size"))
        let wide = try MeasureHarness.run(["Hello", "--width", "100000", "--style", "body", "--format", "json"])
        #expect(wide.code == 0)
    }

    @Test func anOverLongBatchLineGetsAnErrorAndTheNextLineIsAnswered() throws {
        var input = Data(#"{"text":"a","width":100,"style":"body"}"#.utf8) + Data("\n".utf8)
        input += Data(#"{"text":""#.utf8) + Data(repeating: UInt8(ascii: "x"), count: 3 << 20) + Data("\"}\n".utf8)
        input += Data(#"{"text":"b","width":100,"style":"body"}"#.utf8) + Data("\n".utf8)
        let path = try MeasureHarness.temporaryFile(input)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try MeasureHarness.run(["--batch", path])
        let answers = result.output.split(separator: "\n")
        #expect(answers.count == 3)
        #expect(answers[1].contains("line 2: the text is too long to measure: 3145739 UTF-8 bytes"))
        #expect(answers[2].contains("\"lines\""))
        let reader = try BatchLineReader(path: path)
        _ = reader.nextLine()
        #expect(reader.nextLine()?.count == BatchLineReader.lineLimit && reader.lastLineWasCut)
        #expect(reader.nextLine()?.count == 39)
        #expect(reader.nextLine() == nil)
    }
}
