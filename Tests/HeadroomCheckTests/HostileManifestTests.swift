import DynamicType
import Foundation
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// Issue 13's reproducers on the checking side: silent no-op manifests, numbers past the limits,
/// `strings:` outside the project, symlink loops under `**`, exponential key globs.
@Suite(.serialized)
struct HostileManifestTests {
    static func project(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "headroom-hostile-manifest-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/Strings/de.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"Einstellungen\";\n".write(toFile: dir + "/Strings/de.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        return dir
    }

    static let rule = "rules:\n  - keys: '*'\n    style: body\n    width: 200\n"

    @Test(arguments: [
        ("categories: []\n", 1, "no category to check"),
        ("devices: {}\n", 1, "no device to check"),
        ("locales: []\n", 1, "no locale to check"),
        ("rules:\n  - keys: '*'\n    font: { size: 1e300 }\n    width: 200\n", 3, "must be at most 1000"),
        ("rules:\n  - keys: '*'\n    style: body\n    width: 1e20\n", 4, "must be at most 100000"),
        ("devices:\n  SE: 1e20\n", 2, "must be at most 100000"),
        ("rules:\n  - keys: '*'\n    style: body\n    lines: 99999999999\n    width: 200\n", 4, "must be at most 10000"),
        ("devices:\n  SE: 320\nrules:\n  - keys: '*'\n    style: body\n    width: { device: true, insets: 320 }\n", 4,
         "leave no room on SE"),
    ] as [(String, Int, String)])
    func noOpsAndHugeNumbersAreErrorsWithALine(yaml: String, line: Int, fragment: String) {
        do {
            _ = try ManifestParser().parse("strings: Strings\n" + yaml.replacingOccurrences(of: "\n", with: "\n"), file: "h.yml")
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(error.line == line + 1, "\(error)")
            #expect(error.description.contains(fragment), "\(error)")
        }
    }

    @Test(arguments: ["/etc", "../..", "~/", "/**/*.strings"])
    func stringsOutsideTheProjectAreRefusedUnlessAllowed(path: String) throws {
        let dir = try Self.project("outside")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let manifestPath = dir + "/headroom.yml"
        try "strings: ['\(path)']\n\(Self.rule)".write(toFile: manifestPath, atomically: false, encoding: .utf8)
        do {
            _ = try ManifestParser().load(path: manifestPath)
            Issue.record("accepted strings: \(path)")
        } catch {
            #expect(error.line == 1)
            #expect(error.description.contains("outside the manifest's folder"), "\(error)")
        }
    }

    @Test func allowOutsideNamesAFolderToRead() throws {
        let dir = try Self.project("allowed")
        let other = try Self.project("other")
        defer {
            try? FileManager.default.removeItem(atPath: dir)
            try? FileManager.default.removeItem(atPath: other)
        }
        let manifestPath = dir + "/headroom.yml"
        try "strings: ['\(other)/Strings']\nallowOutside: ['\(other)']\n\(Self.rule)"
            .write(toFile: manifestPath, atomically: false, encoding: .utf8)
        let manifest = try ManifestParser().load(path: manifestPath)
        let report = CheckRunner(manifest: manifest, measurer: FakeMeasurer()).run()
        #expect(report.statistics.files == 1)
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    /// A link inside the project to a file outside is a problem, and its text is never quoted.
    @Test func aLinkOutOfTheProjectIsAProblem() throws {
        let dir = try Self.project("link")
        let other = try Self.project("linked")
        defer {
            try? FileManager.default.removeItem(atPath: dir)
            try? FileManager.default.removeItem(atPath: other)
        }
        try "\"root\" = \"root:x:0:0\";\n".write(toFile: other + "/Strings/de.lproj/Secret.strings", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/Strings/de.lproj/Secret.strings", withDestinationPath: other + "/Strings/de.lproj/Secret.strings")
        let manifestPath = dir + "/headroom.yml"
        try "strings: Strings\n\(Self.rule)".write(toFile: manifestPath, atomically: false, encoding: .utf8)
        let report = CheckRunner(manifest: try ManifestParser().load(path: manifestPath), measurer: FakeMeasurer()).run()
        #expect(report.problems.contains { $0.message.contains("outside the project folder") })
        #expect(!report.findings.contains { $0.key == "root" })
    }

    @Test func twoSymlinkLoopsUnderADoubleStarEnd() throws {
        let dir = try Self.project("loops")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/Strings/de.lproj/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir + "/Strings/self", withDestinationPath: dir + "/Strings")
        let matches = PathResolver.expand("Strings/**/*.strings", base: dir)
        #expect(matches.count <= 3, "\(matches)")
        let files = LocalizationLoader().discover(paths: matches).files
        #expect(Set(files.map { FileWalker.realPath($0) }).count == 1)
    }

    @Test func unknownLocalesAreErrorsNotEmptyRuns() throws {
        let dir = try Self.project("locales")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let manifestPath = dir + "/headroom.yml"
        try "strings: Strings\nlocales: [de, typo]\n\(Self.rule)".write(toFile: manifestPath, atomically: false, encoding: .utf8)
        let manifest = try ManifestParser().load(path: manifestPath)
        let report = CheckRunner(manifest: manifest, measurer: FakeMeasurer()).run(options: CheckOptions(locales: ["dee"]))
        // A configuration mistake, not a result: exit 2 (issue 22).
        #expect(report.exitCode == 2)
        #expect(report.hasConfigurationError)
        #expect(report.problems.contains { $0.severity == .error && $0.message.contains("locales: 'typo'") && $0.message.contains("found: de") })
        #expect(report.problems.contains { $0.severity == .error && $0.message.contains("--locale 'dee'") })
    }

    // MARK: Key globs in linear time (backtracking took over 120 s)

    @Test func manyStarsAgainstALongKeyAnswerAtOnce() {
        let key = String(repeating: "a.", count: 101) // 202 characters, no z
        #expect(KeyPattern("a.*.*.*.*.*.z").matches(key) == false)
        #expect(KeyPattern("a.*.*.*.*.*.z").captures(key + "z") != nil)
        #expect(KeyPattern(String(repeating: "*a", count: 40) + "b").matches(String(repeating: "a", count: 5_000)) == false)
    }

    @Test(arguments: [
        ("settings.*.title", "settings.wifi.title", ["wifi"]),
        ("a.*.b", "a.x.b.y.b", ["x.b.y"]),
        ("a.*.*", "a.x.y.z", ["x", "y.z"]),
        ("tab.?", "tab.1", ["1"]),
        ("*.title", "a.b.title", ["a.b"]),
        ("a*b*c", "aXbYbZc", ["X", "YbZ"]),
        ("*", "anything", ["anything"]),
        ("a**", "a", ["", ""]),
    ] as [(String, String, [String])])
    func capturesAreTheShortestFirstSplits(pattern: String, key: String, captures: [String]) {
        #expect(KeyPattern(pattern).captures(key) == captures)
    }

    @Test func nonMatchesStayNonMatches() {
        #expect(KeyPattern("a.*.b").captures("a.x.c") == nil)
        #expect(KeyPattern("tab.?").captures("tab.12") == nil)
        #expect(KeyPattern("a?c").captures("ac") == nil)
    }
}
