import Foundation
import Testing

import HeadroomMeasure

/// How `measure` finds Fonts/ without `--fonts` (docs/measure.md).
@Suite("measure finds the fonts folder")
struct MeasureFontsLocatorTests {
    /// A scratch tree: root/Fonts/manifest.json, root/.build/release/headroom, root/sub/deeper.
    private func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-locator-\(UUID().uuidString)").path
        for folder in ["Fonts", ".build/release", "sub/deeper", "elsewhere/Fonts"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(root)/Fonts/manifest.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(root)/elsewhere/Fonts/manifest.json"))
        try Data().write(to: URL(fileURLWithPath: "\(root)/.build/release/headroom"))
        return root
    }

    @Test("an explicit --fonts wins, and must hold a manifest")
    func explicit() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try FontsLocator.locate(explicit: "\(root)/elsewhere/Fonts", environment: [:], executable: "", currentDirectory: "/") == "\(root)/elsewhere/Fonts")
        #expect(throws: FontsLocatorError.self) {
            try FontsLocator.locate(explicit: "\(root)/sub", environment: [:], executable: "", currentDirectory: "/")
        }
    }

    @Test("HEADROOM_FONTS comes before the executable's checkout")
    func environment() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try FontsLocator.locate(
            explicit: nil, environment: ["HEADROOM_FONTS": "\(root)/elsewhere/Fonts"], executable: "\(root)/.build/release/headroom",
            currentDirectory: "/")
        #expect(found == "\(root)/elsewhere/Fonts")
    }

    @Test("the executable's folders are searched upward, then the current directory's")
    func upward() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let fromExecutable = try FontsLocator.locate(
            explicit: nil, environment: [:], executable: "\(root)/.build/release/headroom", currentDirectory: "/")
        #expect(URL(fileURLWithPath: fromExecutable).resolvingSymlinksInPath().path == "\(real)/Fonts")
        let fromDirectory = try FontsLocator.locate(
            explicit: nil, environment: [:], executable: "/nonexistent/bin/headroom", currentDirectory: "\(root)/sub/deeper")
        #expect(URL(fileURLWithPath: fromDirectory).resolvingSymlinksInPath().path == "\(real)/Fonts")
    }

    @Test("nothing found: the error lists where it looked")
    func notFound() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        do {
            _ = try FontsLocator.locate(explicit: nil, environment: [:], executable: "", currentDirectory: empty)
            Issue.record("expected an error")
        } catch let error as FontsLocatorError {
            #expect(error.description.hasPrefix("no Fonts/manifest.json found (looked in \(empty)/Fonts"))
            #expect(error.description.hasSuffix("pass --fonts DIR"))
        }
    }
}
