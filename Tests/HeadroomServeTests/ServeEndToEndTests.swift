import Foundation
import HeadroomCheck
import HeadroomMeasure
import HeadroomServe
import Synchronization
import HeadroomProject
import Testing

@testable import HeadroomCLI

/// `headroom serve` on the sample's HTML report, in process on a free loopback port: the try box of
/// a German card answered in headless Chromium for every keystroke (`scripts/serve/try_timing.py`;
/// the times are printed, not asserted), 1,000 requests at once from one client each answered 200
/// or 503 with Retry-After (`scripts/serve/burst.py`), traversal attempts sent raw (no client
/// normalizes them) answered 404, and a bad try request a 400 naming what is wrong. Skips without
/// python3 (and the browser part without chromium).
@Suite(.serialized) struct ServeEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (code: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// One raw HTTP/1.1 request over a socket; the status code (0 when there is no answer).
    static func raw(_ port: Int, _ request: String) -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return 0 }
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = recv(fd, &buffer, buffer.count, 0)
        guard n > 12 else { return 0 }
        return Int(String(decoding: buffer[9..<12], as: UTF8.self)) ?? 0
    }

    @Test func servesTheReportAndAnswersTheTryBox() async throws {
        guard let python = Self.executable("python3") else {
            print("Skipping the serve test: python3 is not on PATH.")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-serve-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let report = work.appendingPathComponent("Reports")
        let manifestPath = Self.root.appendingPathComponent("headroom.yml").path
        _ = try CheckCommand.parse(["--config", manifestPath, "--locale", "de", "--format", "html", "--output", report.path, "--quiet"])
            .execute(stdout: { _ in }, stderr: { _ in })
        try "outside".write(to: work.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)

        let project = try ProjectLoader().load(manifestPath)
        let manifest = project.manifest
        let measurer = project.measurer
        let server = ReportServer(
            folder: try ReportFolder(path: report.path), measurer: TryMeasurer(manifest: manifest, measurer: measurer), port: 0,
            limiter: MeasureLimiter(running: 2, queued: 128))
        let port = Mutex(0)
        let task = Task { try await server.run { p in port.withLock { $0 = p } } }
        defer { task.cancel() }
        for _ in 0..<200 where port.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(50)) }
        let listening = port.withLock { $0 }
        try #require(listening > 0, "the server did not start")

        // Traversal, sent as is.
        for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/de.html/../../secret.txt"] {
            #expect(Self.raw(listening, "GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") == 404, "\(path)")
        }
        #expect(Self.raw(listening, "GET /de.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") == 200)
        let bad = "{\"text\":\"x\",\"boxes\":[[\"Nope\",\"title\",\"d\",\"ax1\",20,100,1]]}"
        #expect(Self.raw(listening, "POST /try HTTP/1.1\r\nHost: x\r\nContent-Length: \(bad.utf8.count)\r\nConnection: close\r\n\r\n\(bad)") == 400)

        // 1,000 requests at once from one client: each answered 200, or 503 with Retry-After.
        let body = work.appendingPathComponent("body.json")
        try "{\"text\":\"Lade Freunde ein, ihre Fotos hinzuzufügen\",\"locale\":\"de\",\"boxes\":[[\"Action button\",\"subtitle\",\"iPhone SE\",\"ax1\",28,300,2],[\"Action button\",\"subtitle\",\"iPhone 16\",\"ax5\",53,340,2]]}"
            .write(to: body, atomically: true, encoding: .utf8)
        let burst = try Self.run(python, [
            Self.root.appendingPathComponent("scripts/serve/burst.py").path, "127.0.0.1", String(listening), "--count", "1000", "--body", body.path,
        ])
        print(burst.out)
        #expect(burst.code == 0, "\(burst.out)")

        guard Self.executable("chromium") != nil else {
            print("Skipping the try box in Chromium: chromium is not on PATH.")
            return
        }
        let timing = try Self.run(python, [
            Self.root.appendingPathComponent("scripts/serve/try_timing.py").path, "http://127.0.0.1:\(listening)", "de.html", "--keys", "10",
        ])
        print(timing.out)
        #expect(timing.code == 0, "\(timing.out)")
        #expect(timing.out.contains("10 of 10 keystrokes redrawn"))
        #expect(timing.out.contains("glyph previews drawn after 10;"))
    }
}
