import Foundation
import Testing
@testable import HeadroomFormats

/// Every bad file yields one problem naming the file and the line, never a crash; the good files
/// next to it still load.
@Suite struct BadInputTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String, line: Int, message: String
        var description: String { file }
    }

    static let cases: [Case] = [
        .init(file: "junk.strings", line: 1, message: "invalid encoding"),
        .init(file: "invalid-utf8.strings", line: 3, message: "invalid UTF-8"),
        .init(file: "unterminated-quote.strings", line: 3, message: "closing quote missing"),
        .init(file: "unterminated-at-end.strings", line: 2, message: "unterminated quoted value"),
        .init(file: "unterminated-comment.strings", line: 2, message: "unterminated comment"),
        .init(file: "lone-surrogate-escape.strings", line: 3, message: "high surrogate"),
        .init(file: "lone-surrogate-raw.strings", line: 2, message: "lone UTF-16 surrogate"),
        .init(file: "odd-utf16.strings", line: 3, message: "odd number of bytes"),
        .init(file: "missing-semicolon.strings", line: 2, message: "expected ';'"),
        .init(file: "not-plist.stringsdict", line: 1, message: "invalid XML"),
        .init(file: "wrong-root.stringsdict", line: 2, message: "not a property list"),
        .init(file: "truncated.xcstrings", line: 9, message: "truncated JSON"),
        .init(file: "wrong-type.xcstrings", line: 11, message: "must be a string, found a number"),
        .init(file: "lone-surrogate.xcstrings", line: 4, message: "high surrogate"),
        .init(file: "mismatched.xliff", line: 7, message: "does not match <target>"),
    ]

    @Test(arguments: cases)
    func badFileIsAProblemWithFileAndLine(_ c: Case) throws {
        let path = Fixtures.bad + "/" + c.file
        let result = Fixtures.load(path)
        #expect(result.problems.count == 1)
        let problem = try #require(result.problems.first)
        #expect(problem.location.file == path)
        #expect(problem.location.line == c.line)
        #expect(problem.description.contains(c.message), "\(problem)")
        #expect(problem.description.hasPrefix("\(path):\(c.line):"))
    }

    @Test func oneBadFileDoesNotStopTheOthers() {
        let result = Fixtures.load(Fixtures.bad)
        #expect(result.problems.count == Self.cases.count)
        // wrong-type.xcstrings: the bad key is skipped, the good one is kept (plus its implicit source entry).
        #expect(result.entries.contains { $0.key == "good" && $0.value == "Gut" })
        #expect(!result.entries.contains { $0.key == "bad" && $0.locale.identifier == "de" })
    }

    @Test func missingPathIsAProblemNamingIt() {
        let result = LocalizationLoader().load(paths: ["/no/such/Localizable.strings", Fixtures.good + "/en.lproj"])
        #expect(result.problems == [.noSuchPath(path: "/no/such/Localizable.strings")])
        #expect(!result.entries.isEmpty)
    }
}

/// Folder discovery.
@Suite struct DiscoveryTests {
    @Test func hiddenFoldersAreSkippedAndOrderIsSorted() throws {
        let folder = NSTemporaryDirectory() + "headroom-discovery-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in ["b.lproj/X.strings", "a.lproj/X.strings", ".build/en.lproj/X.strings", "a.lproj/notes.txt"] {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "\"k\" = \"v\";".write(toFile: full, atomically: true, encoding: .utf8)
        }
        let result = LocalizationLoader().load(paths: [folder])
        #expect(result.files == [folder + "/a.lproj/X.strings", folder + "/b.lproj/X.strings"])
        #expect(result.entries.map(\.locale.identifier) == ["a", "b"])
    }

    @Test func fileWithAnotherExtensionGivenExplicitlyIsAProblem() {
        let result = LocalizationLoader().load(paths: [Fixtures.testsDirectory + "/Fixtures.swift"])
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.description.contains("not a localization file") == true)
    }
}
