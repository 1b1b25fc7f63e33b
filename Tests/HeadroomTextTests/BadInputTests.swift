import Foundation
import HeadroomText
import Testing

/// Missing, corrupt and odd inputs: a typed error naming the file, never a crash.
struct BadInputTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "headroom-text-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func missingFontFileIsNamed() throws {
        let path = "/nonexistent/Fonts/Missing.ttf"
        #expect(throws: FontError.missingFile(path: path, package: nil)) { try FontFace(path: path) }
        do {
            _ = try FontStack.file(path)
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error.description.contains(path))
        }
    }

    @Test func missingSystemFontNamesTheDebianPackage() throws {
        let directory = try temporaryDirectory()
        let manifest = """
            {"version": 1, "fonts": [
              {"family": "Inter", "style": "Regular", "weight": 400, "role": "text", "file": "Inter.otf", "faceIndex": 0,
               "scripts": [], "locales": []},
              {"family": "Gone", "style": "Regular", "weight": 400, "role": "fallback", "systemPath": "/usr/share/fonts/gone/Gone.ttf",
               "faceIndex": 0, "scripts": [], "locales": [], "package": "fonts-gone"}]}
            """
        try manifest.write(toFile: directory + "/manifest.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Fixtures.font("Inter-Regular.otf"), toPath: directory + "/Inter.otf")
        do {
            _ = try FontStack.bundled(fontsDirectory: directory)
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error == .missingFile(path: "/usr/share/fonts/gone/Gone.ttf", package: "fonts-gone"))
            #expect(error.description.contains("apt-get install fonts-gone"))
        }
    }

    @Test func badManifestIsReported() throws {
        let directory = try temporaryDirectory()
        #expect {
            try FontStack.bundled(fontsDirectory: directory)
        } throws: { error in
            guard case .badManifest(let path, _) = error as? FontError else { return false }
            return path.hasSuffix("manifest.json")
        }
        try "{ not json".write(toFile: directory + "/manifest.json", atomically: true, encoding: .utf8)
        #expect(throws: FontError.self) { try FontStack.bundled(fontsDirectory: directory) }
    }

    @Test(arguments: [Data(), Data("this is not a font at all, just some junk bytes".utf8), Data(repeating: 0xFF, count: 4096)])
    func corruptFontFilesAreRejected(_ bytes: Data) throws {
        let path = try temporaryDirectory() + "/junk.ttf"
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            try FontFace(path: path)
        } throws: { error in
            guard let error = error as? FontError, case .corrupt(let named, _) = error else { return false }
            return named == path && error.description.contains(path)
        }
    }

    @Test func aDirectoryIsNotAFont() throws {
        let path = try temporaryDirectory()
        #expect(throws: FontError.self) { try FontFace(path: path) }
    }

    @Test func faceIndexOutOfRange() throws {
        let inter = Fixtures.font("Inter-Regular.otf")
        #expect(throws: FontError.faceIndexOutOfRange(path: inter, index: 3, count: 1)) {
            try FontFace(path: inter, faceIndex: 3)
        }
        #expect(throws: FontError.faceIndexOutOfRange(path: inter, index: -1, count: 1)) {
            try FontFace(path: inter, faceIndex: -1)
        }
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        // The count the error gives is the collection's (its five names are checked below).
        var count = 0
        do {
            _ = try FontFace(path: cjk, faceIndex: 1000)
            Issue.record("face 1000 of a collection opened")
        } catch let FontError.faceIndexOutOfRange(path, index, faces) {
            #expect(path == cjk && index == 1000)
            count = faces
        }
        #expect(count >= 5)
        #expect(throws: FontError.faceIndexOutOfRange(path: cjk, index: count, count: count)) {
            try FontStack.file(cjk, faceIndex: count)
        }
    }

    @Test func collectionFacesAreTheOnesTheManifestNames() throws {
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let names = try (0..<5).map { try FontFace(path: cjk, faceIndex: $0).family }
        #expect(names == ["Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK"])
    }

    @Test func emptyTextHasNoLines() throws {
        let shaped = try Fixtures.engine.shape("", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 100, lines: 1)
        #expect(layout.linesNeeded == 0)
        #expect(layout.unconstrainedHeight == 0)
        #expect(!layout.truncates)
        #expect(layout.naturalWidth == 0)
        #expect(shaped.visualLines(for: layout).isEmpty)
    }

    @Test func degenerateBoxes() throws {
        let shaped = try Fixtures.engine.shape("Hello world", locale: "en")
        for width in [0.0, -10, .infinity] {
            let layout = shaped.layout(pointSize: 17, width: width, lines: 1)
            #expect(layout.linesNeeded >= 1)
        }
        #expect(shaped.layout(pointSize: 17, width: 0, lines: 0).linesNeeded == "Hello world".count)
    }

    @Test func aMegabyteOfTextCompletes() throws {
        let words = ["settings", "notification", "Datenschutz", "конфиденциальность", "プライバシー", "ไทย", "مرحبا"]
        var text = ""
        var i = 0
        while text.utf8.count < 1_000_000 {
            text += words[i % words.count] + (i % 50 == 49 ? "\n" : " ")
            i += 1
        }
        let shaped = try Fixtures.engine.shape(text, locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 320, lines: 3)
        #expect(layout.linesNeeded > 1000)
        #expect(layout.truncates)
        // One enormous word: broken at grapheme boundaries, line by line.
        let word = String(repeating: "a", count: 20_000)
        let wordLayout = try Fixtures.engine.shape(word, locale: "en").layout(pointSize: 17, width: 320, lines: 0)
        #expect(wordLayout.linesNeeded > 100)
        #expect(wordLayout.lines.allSatisfy { $0.width <= 320 + 1e-6 })
    }

    @Test func checksumsOfBundledFontsMatchAndTamperingIsWarned() throws {
        var stack = Fixtures.stack
        stack.entries = stack.entries.filter { $0.path.hasPrefix(Fixtures.fontsDirectory) }
        #expect(stack.entries.count >= 8)
        #expect(stack.verifyChecksums() == [])

        let directory = try temporaryDirectory()
        let copy = directory + "/Inter-Regular.otf"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Inter-Regular.otf")))
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: copy))
        stack.entries = [stack.entries[0]]
        stack.entries[0].path = copy
        let warnings = stack.verifyChecksums()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(copy) == true)
    }

    @Test func sha256OfKnownInput() {
        #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
