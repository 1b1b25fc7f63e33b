import Foundation
import Testing
@testable import HeadroomScan

/// Bad Swift files are reported with the line to look at: the first syntax error (a missing token
/// as well as unexpected text) and the first byte that is not UTF-8.
@Suite struct BadSourceFileTests {
    @Test("a translation's development-language counterpart, also for a strings file with no folder above it (`headroom scan .`)", arguments: [
        ("App/en.lproj/Localizable.strings", "App/Localizable.strings"),
        ("en.lproj/Localizable.strings", "Localizable.strings"),
        ("/tmp/App/de.lproj/Main.strings", "/tmp/App/Main.strings"),
        ("Localizable.strings", "Localizable.strings"),
    ])
    func developmentCounterpart(_ row: (file: String, counterpart: String)) {
        #expect(SourceScanner.developmentCounterpart(row.file) == row.counterpart)
    }

    @Test("a missing closing parenthesis is reported at its line", arguments: [
        ("import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"a\").font(.headline\n    }\n}\n", 5),
        ("import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"a\"\n            .font(.headline)\n    }\n", 6),
        ("let a = 1\nlet b = = 2\n", 2),
    ])
    func syntaxErrorLine(source: String, line: Int) {
        let problem = SourceScanner().parse(text: source, relative: "V.swift").problem
        #expect(problem?.reason == .syntaxErrors)
        #expect(problem?.line == line)
        #expect(problem?.description.hasPrefix("V.swift:\(line): has syntax errors") == true)
    }

    @Test("a file that is not UTF-8 is reported at the line of its first bad byte")
    func notUTF8Line() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-badutf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Latin1.swift")
        try Data("import Foundation\n// café\n".utf8 + [0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: file)
        guard case .failure(let problem) = SourceScanner().read(file.path, relative: "Latin1.swift") else {
            Issue.record("a Latin-1 file was read as UTF-8")
            return
        }
        #expect(problem.reason == .notUTF8)
        #expect(problem.line == 3)
        #expect(problem.description == "Latin1.swift:3: is not UTF-8")
    }
}
