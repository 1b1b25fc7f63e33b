import Foundation
import Testing
@testable import HeadroomFormats

/// The `.strings` dialect: every quirk in `Fixtures/good/en.lproj/Quirks.strings`.
@Suite struct StringsFileTests {
    let result = Fixtures.load(Fixtures.good + "/en.lproj/Quirks.strings")

    struct Expected: Sendable, CustomStringConvertible {
        var key: String, value: String, line: Int, column: Int, comment: String?
        var description: String { key }
    }

    static let expected: [Expected] = [
        .init(key: "welcome.title", value: "Welcome!", line: 2, column: 20, comment: "Title of the welcome screen"),
        .init(key: "escapes", value: "Quote \" backslash \\ tab\tnewline\nreturn\r end", line: 5, column: 14, comment: "A line comment"),
        .init(key: "unicode", value: "café ü 😀", line: 7, column: 14, comment: nil),
        .init(key: "octal", value: "AA\nB", line: 8, column: 12, comment: nil),
        .init(key: "unquoted_key", value: "unquoted.value-1", line: 9, column: 16, comment: nil),
        .init(key: "key.only", value: "key.only", line: 10, column: 2, comment: nil),
        .init(key: "multi.line", value: "first line\nsecond line", line: 11, column: 17, comment: nil),
        .init(key: "two.comments", value: "x", line: 14, column: 19, comment: "Second wins"),
        .init(key: "spaced", value: "value on next line", line: 17, column: 5, comment: nil),
        .init(key: "duplicate", value: "second", line: 18, column: 16, comment: nil),
        .init(key: "apostrophe", value: "it's", line: 19, column: 17, comment: nil),
        .init(key: "last", value: "no final semicolon", line: 20, column: 11, comment: nil),
    ]

    @Test func readsEveryEntryInFileOrder() {
        #expect(result.problems.isEmpty)
        #expect(result.entries.map(\.key) == Self.expected.map(\.key))
    }

    @Test(arguments: expected)
    func entryHasValueCommentAndPosition(_ expected: Expected) throws {
        let entry = try #require(Fixtures.entry(result, key: expected.key))
        #expect(entry.value == expected.value)
        #expect(entry.comment == expected.comment)
        #expect(entry.location.line == expected.line)
        #expect(entry.location.column == expected.column)
        #expect(entry.locale.identifier == "en")
        #expect(entry.table == "Quirks")
        #expect(entry.format == .strings)
    }

    @Test func keyLocationPointsInsideTheKeyQuotes() throws {
        let entry = try #require(Fixtures.entry(result, key: "welcome.title"))
        #expect(entry.keyLocation.line == 2)
        #expect(entry.keyLocation.column == 2)
    }

    @Test func duplicateKeyKeepsLastValueAndWarns() {
        #expect(result.entries.filter { $0.key == "duplicate" }.count == 1)
        let warning = result.warnings.first { $0.kind == .duplicateKey }
        #expect(warning?.location.line == 15)
        #expect(warning?.message.contains("line 18") == true)
    }

    @Test func missingFinalSemicolonIsAWarningNotAProblem() {
        #expect(result.warnings.contains { $0.kind == .missingFinalSemicolon && $0.location.line == 20 })
    }

    @Test func emptyFileHasNoEntriesAndNoProblem() {
        let empty = Fixtures.load(Fixtures.good + "/pt-BR.lproj/Empty.strings")
        #expect(empty.entries.isEmpty)
        #expect(empty.problems.isEmpty)
        #expect(empty.files.count == 1)
        #expect(empty.warnings.map(\.kind) == [.emptyFile])
    }

    @Test func columnsCountUnicodeScalars() throws {
        // "ß" = "Straße": the value starts after `"ß" = "`, 7 scalars in.
        let utf16 = Fixtures.load(Fixtures.good + "/de.lproj/Utf16LE.strings")
        let entry = try #require(Fixtures.entry(utf16, key: "ß"))
        #expect(entry.location.line == 3)
        #expect(entry.location.column == 8)
    }

    @Test func generatedFileWithManyEntriesParses() throws {
        var text = ""
        for i in 0..<2000 { text += "/* c\(i) */\n\"key.\(i)\" = \"Value \\\"\(i)\\\" é\";\n" }
        let pairs = try StringsFileParser.parse(text.unicodeScalars.map(\.value), file: "gen.strings").pairs
        #expect(pairs.count == 2000)
        #expect(pairs[1999].value == "Value \"1999\" é")
        #expect(pairs[1999].valueLine == 2 * 1999 + 2)
        #expect(pairs[1999].comment == "c1999")
    }
}

/// Source texts for `.strings` come from the development-language file of the same table.
@Suite struct SourceTextTests {
    @Test func germanEntryGetsTheEnglishValueOfItsKey() throws {
        let folder = NSTemporaryDirectory() + "headroom-source-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (lproj, text) in [("Base", "\"title\" = \"Settings\";\n"), ("en", "\"title\" = \"Preferences\";\n\"extra\" = \"Extra\";\n"),
                              ("de", "\"title\" = \"Einstellungen\";\n\"extra\" = \"Mehr\";\n\"orphan\" = \"Waise\";\n")] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(lproj).lproj", withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(lproj).lproj/Main.strings", atomically: true, encoding: .utf8)
        }
        let result = LocalizationLoader().load(paths: [folder])
        #expect(Fixtures.entry(result, key: "title", locale: "de")?.sourceText == "Settings")
        #expect(Fixtures.entry(result, key: "extra", locale: "de")?.sourceText == "Extra")
        #expect(Fixtures.entry(result, key: "orphan", locale: "de")?.sourceText == nil)
    }
}

/// Old-style property lists accept single-quoted strings.
@Suite struct SingleQuoteTests {
    @Test func singleQuotedKeysAndValues() {
        let result = Fixtures.load(Fixtures.good + "/en.lproj/SingleQuotes.strings")
        #expect(result.problems.isEmpty)
        #expect(Fixtures.entry(result, key: "single")?.value == "Say \"hi\"")
        #expect(Fixtures.entry(result, key: "escaped")?.value == "it's")
    }
}

/// The braced dictionary form of a strings file.
@Suite struct BracedStringsTests {
    @Test func bracedDictionary() throws {
        let result = Fixtures.load(Fixtures.good + "/en.lproj/Braced.strings")
        #expect(result.problems.isEmpty)
        let entry = try #require(Fixtures.entry(result, key: "braced.key"))
        #expect(entry.value == "Braced value")
        #expect(entry.comment == "Braced form")
        #expect(entry.location.line == 3)
        #expect(Fixtures.entry(result, key: "bare")?.value == "word")
    }

    @Test func unclosedBraceIsAnError() {
        let path = NSTemporaryDirectory() + "headroom-brace-\(getpid()).strings"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try? "{\n\"a\" = \"b\";\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = LocalizationLoader().load(paths: [path])
        #expect(result.problems.first?.location.line == 1)
        #expect(result.problems.first?.description.contains("no closing '}'") == true)
    }
}
