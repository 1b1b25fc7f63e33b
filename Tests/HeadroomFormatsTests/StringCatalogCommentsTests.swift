import Testing
@testable import HeadroomFormats

/// Setting comments in a String Catalog edits those values only: the rest keeps its bytes.
@Suite struct StringCatalogCommentsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var catalog: String
        var expected: String
        var testDescription: String { name }
    }

    /// Xcode's layout (`"key" : value`, two-space steps), and a hand-written one (`"key": value`).
    static let rows: [Row] = [
        Row(
            name: "an existing comment is replaced, nothing else moves",
            catalog: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {
                      "comment" : "Old \\"one\\"",
                      "localizations" : {}
                    },
                    "b" : {
                      "comment" : "Keep"
                    }
                  },
                  "version" : "1.0"
                }
                """,
            expected: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {
                      "comment" : "New for a (was Old \\"one\\")",
                      "localizations" : {}
                    },
                    "b" : {
                      "comment" : "Keep"
                    }
                  },
                  "version" : "1.0"
                }
                """),
        Row(
            name: "a unit without a comment gets it first, laid out like its members",
            catalog: """
                {
                  "sourceLanguage": "en",
                  "strings": {
                    "a": {
                      "extractionState": "manual",
                      "localizations": {}
                    }
                  }
                }
                """,
            expected: """
                {
                  "sourceLanguage": "en",
                  "strings": {
                    "a": {
                      "comment": "New for a",
                      "extractionState": "manual",
                      "localizations": {}
                    }
                  }
                }
                """),
        Row(
            name: "an empty unit as Xcode writes it",
            catalog: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {

                    },
                    "b/é" : {

                    }
                  }
                }
                """,
            expected: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {
                      "comment" : "New for a"
                    },
                    "b/é" : {

                    }
                  }
                }
                """),
    ]

    @Test(arguments: rows)
    func commentsAreSetInPlace(_ row: Row) throws {
        let (bytes, changed) = try StringCatalogComments.setting(in: Array(row.catalog.utf8), file: "L.xcstrings") { key, current in
            guard key == "a" else { return nil }
            return current.map { "New for a (was \($0))" } ?? "New for a"
        }
        #expect(String(decoding: bytes, as: UTF8.self) == row.expected)
        #expect(changed == 1)
        // What was written reads back: setting each comment to itself changes nothing.
        let again = try StringCatalogComments.setting(in: bytes, file: "L.xcstrings") { key, current in
            key == "a" ? current : nil
        }
        #expect(again.bytes == bytes)
    }

    @Test func aByteOrderMarkIsKept() throws {
        let catalog = [0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en", "strings": {"a": {"comment": "x"}}}"#.utf8)
        let (bytes, _) = try StringCatalogComments.setting(in: catalog, file: "L.xcstrings") { _, _ in "y" }
        #expect(bytes == [0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en", "strings": {"a": {"comment": "y"}}}"#.utf8))
    }

    @Test func notACatalogNamesTheLine() {
        #expect(throws: FormatError.invalidStructure(.init(file: "L.xcstrings", line: 1, column: 1), reason: "no \"strings\" object")) {
            try StringCatalogComments.setting(in: Array(#"{"sourceLanguage": "en"}"#.utf8), file: "L.xcstrings") { _, _ in "y" }
        }
        #expect(throws: FormatError.self) {
            try StringCatalogComments.setting(in: Array("{\n  \"strings\" : {,}\n}".utf8), file: "L.xcstrings") { _, _ in "y" }
        }
    }
}
