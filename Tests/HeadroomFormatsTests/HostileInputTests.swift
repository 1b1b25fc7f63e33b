import Foundation
import Testing

@testable import HeadroomFormats

/// The reproducers of issue 13 (hostile translations), each generated small in the test: no
/// crash, no hang, no allocation the size of a number; a problem naming the file and line instead.
@Suite(.serialized)
struct HostileInputTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    static func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "headroom-hostile-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path + "/de.lproj", withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    // MARK: Plural variables (issue 22: N = 10,000 took 31 s and 5.2 GB)

    static func stringsdict(variables n: Int) -> String {
        let format = (0..<n).map { "%#@v\($0)@" }.joined()
        let variables = (0..<n).map { i in
            "<key>v\(i)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d a</string>"
                + "<key>other</key><string>%d b</string></dict>"
        }.joined()
        return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>many</key><dict>\n"
            + "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variables)</dict>"
            + "<key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>"
            + "<string>d</string><key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict></dict></plist>\n"
    }

    @Test(arguments: [65, 10_000])
    func aKeyWithMorePluralVariablesThanTheLimitIsAProblemTheOthersLoad(variables: Int) throws {
        let dir = try Self.folder("variables")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.lproj/Localizable.stringsdict"
        try Self.write(Self.stringsdict(variables: variables), file)
        let result = LocalizationLoader().load(paths: [dir])
        #expect(Set(result.entries.map(\.key)) == ["ok"])
        let problem = try #require(result.problems.first)
        #expect(problem.location.file == file && problem.location.line == 3)
        #expect(problem.reason == "key \"many\" has \(variables) variables, over the limit of \(InputLimits.pluralVariables)")
    }

    @Test func sixtyFourPluralVariablesAreRead() throws {
        let dir = try Self.folder("variables64")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.stringsdict(variables: 64), dir + "/de.lproj/Localizable.stringsdict")
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.problems.isEmpty)
        #expect(result.entries.filter { $0.key == "many" }.count == 128)
    }

    @Test func aCatalogKeyWithMoreSubstitutionsThanTheLimitIsAProblem() throws {
        let dir = try Self.folder("substitutions")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let substitutions = (0..<100).map { "\"s\($0)\":{\"argNum\":1,\"formatSpecifier\":\"d\",\"variations\":{\"plural\":{\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%arg\"}}}}}" }
        let catalog = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"k\":{\"localizations\":{\"de\":{\"stringUnit\":"
            + "{\"state\":\"translated\",\"value\":\"x\"},\"substitutions\":{" + substitutions.joined(separator: ",") + "}}}}}}"
        try Self.write(catalog, dir + "/Localizable.xcstrings")
        let result = LocalizationLoader().load(paths: [dir + "/Localizable.xcstrings"])
        #expect(result.entries.isEmpty)
        #expect(result.problems.map(\.reason) == ["key \"k\" has 100 substitutions, over the limit of \(InputLimits.pluralVariables)"])
    }

    // MARK: XML depth (stack overflow at ~8,850 levels)

    @Test func tenThousandNestedDictsInAStringsdictAreAnErrorWithALine() throws {
        let dir = try Self.folder("plist")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.lproj/Localizable.stringsdict"
        try Self.write("<?xml version=\"1.0\"?>\n<plist>\n" + String(repeating: "<dict>", count: 10_000), file)
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.entries.isEmpty)
        let problem = try #require(result.problems.first)
        #expect(problem.location.file == file && problem.location.line == 3)
        #expect(problem.reason.contains("nested deeper than \(InputLimits.xmlDepth) levels"))
    }

    @Test func tenThousandNestedInlineTagsInXLIFFAreAnError() throws {
        let dir = try Self.folder("xliff")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.xliff"
        try Self.write(Self.xliff(String(repeating: "<g>", count: 10_000) + "x" + String(repeating: "</g>", count: 10_000)), file)
        let result = LocalizationLoader().load(paths: [file])
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.reason.contains("nested deeper") == true)
    }

    /// 200 nested `<g>` around 1 MB of text: the text is one slice of the document's character data,
    /// not copied at every level (3,000 levels took 2.97 GB).
    @Test func nestedInlineMarkupKeepsItsTextOnce() throws {
        let dir = try Self.folder("xliff-text")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.xliff"
        let body = String(repeating: "ab", count: 500_000)
        try Self.write(Self.xliff(String(repeating: "<g>", count: 200) + body + String(repeating: "</g>", count: 200)), file)
        let result = LocalizationLoader().load(paths: [file])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.entries.first?.value == body)
    }

    static func xliff(_ target: String) -> String {
        """
        <?xml version="1.0"?>
        <xliff version="1.2"><file original="Localizable.strings" source-language="en" target-language="de"><body>
        <trans-unit id="k"><source>s</source><target>\(target)</target></trans-unit>
        </body></file></xliff>
        """
    }

    // MARK: Numbers (integer traps, 16 TB allocations, 115 s / 16.6 GB)

    @Test(arguments: [
        ("%.9999999999f", "precision"), ("%.99999999999999999999f", "precision"), ("%99999999999999999999d", "field width"),
        ("%99999999999999999999$@", "argument position"), ("%999999999999$@", "argument position"),
        ("%.99999999e", "precision"), ("%100000000$@", "argument position"), ("%1001d", "field width"),
    ])
    func formatSpecifiersPastTheLimitsAreProblemsAtTheirLine(specifier: String, what: String) throws {
        let dir = try Self.folder("spec")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.lproj/Localizable.strings"
        try Self.write("\"ok\" = \"%d Dateien\";\n\"bad\" = \"x \(specifier) y\";\n\"fine\" = \"%.2f %64$@ %1000d\";\n", file)
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.entries.map(\.key) == ["ok", "fine"])
        let problem = try #require(result.problems.first)
        #expect(problem.location.file == file && problem.location.line == 2)
        #expect(problem.reason.contains(specifier) && problem.reason.contains(what))
        // The entries that load sample quickly and small.
        for entry in result.entries {
            #expect(ArgumentSampler().measurableText(for: entry).text.utf8.count < 2_000)
        }
    }

    @Test func hugeNumbersInSpecifiersParseWithoutTrapping() {
        let specs = FormatSpecifier.parse("%99999999999999999999999999$@ %.99999999999999999999999f")
        #expect(specs.count == 2)
        #expect(specs.allSatisfy { $0.limitViolation != nil })
    }

    /// Even an entry that skipped the loader's check samples within the limits.
    @Test func theSamplerClampsPositionsAndPrecisions() throws {
        let dir = try Self.folder("sampler")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.lproj/Localizable.strings"
        try Self.write("\"k\" = \"%d\";\n", file)
        var entry = try #require(LocalizationLoader().load(paths: [dir]).entries.first)
        entry.value = "%.99999999e %100000000$@"
        let text = ArgumentSampler().measurableText(for: entry)
        #expect(text.text.utf8.count < 1_000)
        #expect(text.samples.count <= InputLimits.formatPosition)
    }

    @Test(arguments: ["1e19", "-3", "1.5", "0", "65"])
    func anArgNumThatIsNotASmallWholeNumberIsAProblem(argNum: String) throws {
        let dir = try Self.folder("argnum")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/Localizable.xcstrings"
        try Self.write("""
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{
            "stringUnit":{"state":"translated","value":"%#@n@"},
            "substitutions":{"n":{"argNum":\(argNum),"formatSpecifier":"d","variations":{"plural":{
            "other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}}}}}}
            """, file)
        let result = LocalizationLoader().load(paths: [file])
        let problem = try #require(result.problems.first)
        #expect(problem.location.file == file && problem.location.line == 3)
        #expect(problem.reason.contains("argNum"))
    }

    // MARK: The file walker (loops, FIFOs, devices, files outside, size)

    @Test func symlinkLoopsEndAndEveryFileIsReadOnce() throws {
        let dir = try Self.folder("loops")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write("\"a\" = \"b\";\n", dir + "/de.lproj/Localizable.strings")
        try FileManager.default.createSymbolicLink(atPath: dir + "/de.lproj/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir + "/again", withDestinationPath: dir)
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.entries.count == 1)
        #expect(result.files.count == 1)
    }

    @Test func aFIFOAndALinkToADeviceAreProblemsNotHangs() throws {
        let dir = try Self.folder("fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/de.lproj/Localizable.strings", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/de.lproj/Zero.strings", withDestinationPath: "/dev/zero")
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.entries.isEmpty)
        #expect(result.problems.count == 2)
        #expect(result.problems.allSatisfy { $0.reason.contains("not a regular file") })
        // Named directly too.
        let direct = LocalizationLoader().load(paths: [dir + "/de.lproj/Localizable.strings"])
        #expect(direct.problems.first?.reason.contains("not a regular file") == true)
    }

    @Test func aLinkToAFileOutsideTheAllowedFolderIsRefusedAndNotQuoted() throws {
        let dir = try Self.folder("outside")
        let secret = try Self.folder("secret")
        defer {
            try? FileManager.default.removeItem(atPath: dir)
            try? FileManager.default.removeItem(atPath: secret)
        }
        try Self.write("\"root\" = \"x:0:0\";\n", secret + "/de.lproj/Localizable.strings")
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/de.lproj/Localizable.strings", withDestinationPath: secret + "/de.lproj/Localizable.strings")
        let loader = LocalizationLoader(walker: FileWalker(allowedRoots: [dir]))
        let result = loader.load(paths: [dir])
        #expect(result.entries.isEmpty)
        #expect(result.problems.first?.reason.contains("outside the project folder") == true)
        #expect(!result.problems.contains { $0.reason.contains("x:0:0") })
        // Allowed explicitly, it is read.
        let allowed = LocalizationLoader(walker: FileWalker(allowedRoots: [dir, secret])).load(paths: [dir])
        #expect(allowed.entries.map(\.key) == ["root"])
    }

    @Test func aFileOverTheSizeLimitIsRefusedWithoutReadingIt() throws {
        let dir = try Self.folder("size")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/de.lproj/Localizable.strings"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        #expect(truncate(file, off_t(InputLimits.fileBytes + 1)) == 0) // sparse: no disk used
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.problems.first?.reason.contains("larger than the limit of 64 MiB") == true)
    }

    // MARK: Terminal injection

    @Test func controlCharactersAreEscapedInTheListing() throws {
        let dir = try Self.folder("controls")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write("\"k\\U001B[31m\" = \"v\\U0007\\U0000 \\U009B2J\";\n", dir + "/de.lproj/Localizable.strings")
        let result = LocalizationLoader().load(paths: [dir])
        #expect(result.entries.count == 1)
        let text = EntryListing(result: result, includeWarnings: true).textBytes()
        #expect(!text.contains(0x1B) && !text.contains(0x07) && !text.contains(0x00))
        #expect(!String(decoding: text, as: UTF8.self).unicodeScalars.contains { $0.value == 0x9B })
        #expect(String(decoding: text, as: UTF8.self).contains("k\\U001B[31m = \"v\\U0007\\U0000 \\U009B2J\""))
        #expect(ControlCharacters.escaped("a\u{1B}b\nc", keepLineBreaks: true) == "a\\U001Bb\nc")
    }
}
