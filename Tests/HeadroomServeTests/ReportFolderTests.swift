import Foundation
import HeadroomServe
import Testing

/// `headroom serve` never reads a file outside the report folder: `..`, encoded `..` and `/`, NUL,
/// hidden files, and a symlink that leads out are all refused; files inside are found.
@Suite struct ReportFolderTests {
    static func makeFolder() throws -> (root: URL, report: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-serve-\(UUID().uuidString)")
        let report = root.appendingPathComponent("Reports")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "index".write(to: report.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "de".write(to: report.appendingPathComponent("de.html"), atomically: true, encoding: .utf8)
        try "inner".write(to: report.appendingPathComponent("sub/index.html"), atomically: true, encoding: .utf8)
        try "hidden".write(to: report.appendingPathComponent(".secret"), atomically: true, encoding: .utf8)
        try "outside".write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: report.appendingPathComponent("link.txt").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(atPath: report.appendingPathComponent("up").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(
            atPath: report.appendingPathComponent("alias.html").path, withDestinationPath: report.appendingPathComponent("de.html").path)
        return (root, report)
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/sub/../../secret.txt", "/..%2fsecret.txt",
        "/link.txt", "/up/secret.txt", "/.secret", "/de.html%00.png", "/sub/%2e%2e/%2e%2e/secret.txt", "//etc/passwd",
        "/%252e%252e/secret.txt", "secret.txt", "/..\\secret.txt", "/missing.html", "/sub",
    ])
    func refused(_ path: String) throws {
        let (root, report) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try ReportFolder(path: report.path)
        #expect(folder.file(for: path) == nil, "\(path) was served")
    }

    @Test func servesFilesInside() throws {
        let (root, report) = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try ReportFolder(path: report.path)
        let real = folder.root
        #expect(folder.file(for: "/") == real + "/index.html")
        #expect(folder.file(for: "/de.html") == real + "/de.html")
        #expect(folder.file(for: "/%64e.html") == real + "/de.html")
        #expect(folder.file(for: "/sub/") == real + "/sub/index.html")
        // A symlink that stays inside the folder is served (as the file it names).
        #expect(folder.file(for: "/alias.html") == real + "/de.html")
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: ServeError.self) { try ReportFolder(path: "/nonexistent/headroom-report") }
    }
}
