import Foundation
import Testing

@testable import HeadroomLimits

/// Issue 22's reproducers for `headroom limits`: its inputs are never its targets, a FIFO or a
/// link at the target is not replaced, `--in-place` keeps the mode, and an edit that would not read
/// back the same is refused before anything is written.
@Suite struct HostileLimitsTests {
    static let input = LimitsTestSupport.fixtures.appendingPathComponent("Albums-de.xliff")
    static let strings = LimitsTestSupport.root.appendingPathComponent("Strings/de.lproj/Localizable.strings").path

    @Test func theRunsInputsAreRefusedAsTargets() throws {
        let session = try LimitsTestSupport.sampleSession()
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.strings))
        let manifest = LimitsTestSupport.root.appendingPathComponent("headroom.yml").path
        for target in [Self.strings, manifest] {
            #expect(throws: LimitsError.self) { try session.annotateXLIFF(Self.input.path, output: target, inPlace: false) }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.strings)) == before)
        #expect(session.inputFiles.contains(Self.strings))
    }

    @Test func aFIFOOrALinkAtTheTargetIsNotReplaced() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try LimitsTestSupport.sampleSession()
        let fifo = directory.appendingPathComponent("out.xliff").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: LimitsError.self) { try session.annotateXLIFF(Self.input.path, output: fifo, inPlace: false) }
        let link = directory.appendingPathComponent("link.xliff").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.appendingPathComponent("elsewhere").path)
        #expect(throws: LimitsError.self) { try session.annotateXLIFF(Self.input.path, output: link, inPlace: false) }
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(link, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func inPlaceKeepsTheModeAndWritesThroughALink() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("de.xliff").path
        try FileManager.default.copyItem(atPath: Self.input.path, toPath: file)
        #expect(chmod(file, 0o640) == 0)
        let link = directory.appendingPathComponent("via-link.xliff").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let session = try LimitsTestSupport.sampleSession()
        _ = try session.annotateXLIFF(link, output: nil, inPlace: true)
        var st = stat()
        #expect(lstat(link, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(file, &st) == 0 && st.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("maxwidth="))
    }

    @Test func anXclocWhoseXLIFFIsAFIFOIsAnErrorNotAHang() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xcloc = directory.appendingPathComponent("de.xcloc")
        try FileManager.default.createDirectory(at: xcloc.appendingPathComponent("Localized Contents"), withIntermediateDirectories: true)
        #expect(mkfifo(xcloc.appendingPathComponent("Localized Contents/de.xliff").path, 0o600) == 0)
        let session = try LimitsTestSupport.sampleSession()
        #expect(throws: LimitsError.self) {
            try session.annotateXLIFF(xcloc.path, output: directory.appendingPathComponent("copy.xcloc").path, inPlace: false)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("copy.xcloc").path))
    }

    @Test func anXclocCopyInsideItselfIsRefused() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xcloc = directory.appendingPathComponent("de.xcloc")
        try FileManager.default.copyItem(at: LimitsTestSupport.xcloc, to: xcloc)
        let session = try LimitsTestSupport.xclocSession()
        #expect(throws: LimitsError.self) {
            try session.annotateXLIFF(xcloc.path, output: xcloc.appendingPathComponent("Localized Contents/copy").path, inPlace: false)
        }
    }

    @Test func anEditThatWouldNotReadBackIsRefused() throws {
        let xliff = try [UInt8](Data(contentsOf: Self.input))
        #expect(throws: LimitsError.self) { try LimitsSession.checkReadsBack(Array(xliff.dropLast(40)), original: xliff, file: "de.xliff") }
        try LimitsSession.checkReadsBack(xliff, original: xliff, file: "de.xliff")
        let changed = Array(String(decoding: xliff, as: UTF8.self).replacingOccurrences(of: "Mediathek", with: "Other").utf8)
        #expect(throws: LimitsError.self) { try LimitsSession.checkReadsBack(changed, original: xliff, file: "de.xliff") }
        let catalog = Array(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"v"}}}}},"version":"1.0"}"#.utf8)
        #expect(throws: LimitsError.self) { try LimitsSession.checkReadsBack(Array(catalog.dropLast()), original: catalog, file: "L.xcstrings") }
    }

    /// The doctype's internal subset is skipped as XML reads it: an entity value holding `]>` and a
    /// `<trans-unit` start tag is no unit, and the file is annotated and written, well-formed.
    @Test func aDoctypeWhoseEntityHoldsTransUnitTextIsSkippedWhole() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let doctype = "<!DOCTYPE xliff [ <!-- ]> --> <!ENTITY e \"]> <trans-unit id='tab.library'>\"> <?pi ]> ?> ]>\n"
        let original = try String(contentsOf: Self.input, encoding: .utf8)
        let text = original.replacingOccurrences(of: "<xliff ", with: doctype + "<xliff ")
        let file = directory.appendingPathComponent("de.xliff")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("out.xliff").path
        let session = try LimitsTestSupport.sampleSession()
        let plain = directory.appendingPathComponent("plain.xliff").path
        _ = try session.annotateXLIFF(Self.input.path, output: plain, inPlace: false)
        _ = try session.annotateXLIFF(file.path, output: out, inPlace: false)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        // The doctype is untouched and the rest is annotated exactly as without it.
        #expect(written.hasPrefix(String(text.prefix(upTo: text.range(of: doctype)!.upperBound))))
        #expect(written.replacingOccurrences(of: doctype, with: "") == (try String(contentsOfFile: plain, encoding: .utf8)))
        #expect(written.contains("maxwidth="))
        try LimitsSession.checkReadsBack(Array(written.utf8), original: Array(text.utf8), file: file.path)
    }

    /// A String Catalog on one line (minified) gets its comments inline: valid JSON with the same
    /// strings, for units with a comment, without one, and empty.
    @Test func aOneLineCatalogStaysValidJSON() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"a":{},"b":{"comment":"Ré \"x\"","localizations":{"en":{"stringUnit":{"state":"translated","value":"B"}}}},"c":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"C"}}}}},"version":"1.0"}"#
        let budget = CharacterBudget(
            key: "k", language: "en", characters: 12, component: "C", element: "e", maxWidth: 72, lines: 1, font: "Inter;17;normal",
            pointSize: 17, category: "xxxLarge", device: "iPhone SE", fallback: false)
        let result = try CatalogCommenter().comment(Data(catalog.utf8), path: "L.xcstrings") { _ in budget }
        #expect(result.commented == 3)
        let json = try #require(try JSONSerialization.jsonObject(with: result.data) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        for key in ["a", "b", "c"] {
            #expect((strings[key]?["comment"] as? String)?.hasSuffix(CatalogCommenter.suffix(budget)) == true, "\(key)")
        }
        #expect(strings["b"]?["comment"] as? String == "Ré \"x\" " + CatalogCommenter.suffix(budget))
        #expect(!String(decoding: result.data, as: UTF8.self).contains("\n"))
        try LimitsSession.checkReadsBack([UInt8](result.data), original: Array(catalog.utf8), file: "L.xcstrings")
    }
}
