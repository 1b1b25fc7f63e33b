import Foundation
import Testing
@testable import HeadroomFormats

/// `headroom strings` output for the good fixtures, compared with golden files
/// (`Fixtures/golden/`). Regenerate with `HEADROOM_UPDATE_GOLDEN=1`.
@Suite struct EntryListingGoldenTests {
    /// The good fixtures and the bad ones, with paths relative to `Fixtures/` so the goldens do
    /// not depend on the checkout's location.
    static func listing() -> EntryListing {
        var result = LocalizationLoader().load(paths: [Fixtures.good, Fixtures.bad])
        let prefix = Fixtures.root + "/"
        func relative(_ location: HeadroomFormats.SourceLocation) -> HeadroomFormats.SourceLocation {
            var l = location
            if l.file.hasPrefix(prefix) { l.file.removeFirst(prefix.count) }
            return l
        }
        for index in result.entries.indices {
            result.entries[index].location = relative(result.entries[index].location)
        }
        result.problems = result.problems.map { problem in
            switch problem {
            case .noSuchPath(let path): .noSuchPath(path: relative(.init(file: path, line: 1, column: 1)).file)
            case .unreadable(let file, let reason): .unreadable(file: relative(.init(file: file, line: 1, column: 1)).file, reason: reason)
            case .invalidEncoding(let l, let reason): .invalidEncoding(relative(l), reason: reason)
            case .syntax(let l, let reason): .syntax(relative(l), reason: reason)
            case .invalidStructure(let l, let reason): .invalidStructure(relative(l), reason: reason)
            }
        }
        result.warnings = result.warnings.map { FormatWarning($0.kind, relative($0.location), $0.message) }
        return EntryListing(result: result, includeWarnings: true)
    }

    static func check(_ actual: String, golden name: String) throws {
        let path = Fixtures.root + "/golden/" + name
        if ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden; run with HEADROOM_UPDATE_GOLDEN=1 to update")
    }

    @Test func jsonListing() throws {
        let json = Self.listing().json()
        // Valid JSON with the documented top-level keys.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["entries", "problems", "warnings"])
        try Self.check(json, golden: "strings.json")
    }

    @Test func textListing() throws {
        let listing = Self.listing()
        try Self.check(listing.text() + "--- stderr ---\n" + listing.textDiagnostics(), golden: "strings.txt")
    }

    @Test func jsonEscapes() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
        #expect(EntryListing.escapeText("line\nnext \"q\"") == "line\\nnext \\\"q\\\"")
    }
}
