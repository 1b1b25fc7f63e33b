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

    @Test func aDoctypeWhoseEntityHoldsTransUnitTextIsNeverWrittenCorrupted() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOf: Self.input, encoding: .utf8).replacingOccurrences(
            of: "<xliff ", with: "<!DOCTYPE xliff [ <!ENTITY e \"]> <trans-unit id='tab.library'>\"> ]>\n<xliff ")
        let file = directory.appendingPathComponent("de.xliff")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("out.xliff").path
        let session = try LimitsTestSupport.sampleSession()
        do {
            _ = try session.annotateXLIFF(file.path, output: out, inPlace: false)
            // Written: then it reads back with the original's strings.
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
            try LimitsSession.checkReadsBack(written, original: Array(text.utf8), file: file.path)
        } catch is LimitsError {
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
