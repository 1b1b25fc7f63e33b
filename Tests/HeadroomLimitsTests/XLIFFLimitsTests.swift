import Foundation
import Testing

@testable import HeadroomLimits

@Suite struct XLIFFLimitsTests {
    static let input = LimitsTestSupport.fixtures.appendingPathComponent("Albums-de.xliff")
    /// The official XLIFF 1.2 strict schema, as Debian's php-symfony-translation ships it.
    static let schemas = "/usr/share/php/Symfony/Component/Translation/Resources/schemas"

    func annotated() throws -> String {
        let session = try LimitsTestSupport.sampleSession()
        let bytes = [UInt8](try Data(contentsOf: Self.input))
        let result = try XLIFFLimitsWriter().annotate(bytes, path: Self.input.path) { session.limit($0, sizeUnit: .pixel) }
        #expect(result.units == 8)
        #expect(result.annotated == 7)
        return String(decoding: result.bytes, as: UTF8.self)
    }

    @Test func goldenOutput() throws {
        try LimitsTestSupport.golden(try annotated(), "Albums-de.limits.xliff")
    }

    /// Only the three attributes change: with them removed, input and output are the same bytes.
    @Test func everythingElseIsByteIdentical() throws {
        let input = try String(contentsOf: Self.input, encoding: .utf8)
        let output = try annotated()
        let pattern = #"\s(maxwidth|size-unit|font)="[^"]*""#
        func strip(_ text: String) -> String { text.replacingOccurrences(of: pattern, with: "", options: .regularExpression) }
        #expect(strip(output) == strip(input))
        #expect(output != input)
        // The unit in a comment and the unplaced unit are untouched.
        #expect(output.contains("<!-- <trans-unit id=\"tab.library\"> in a comment is not a unit -->"))
        #expect(output.contains("<trans-unit id=\"about.footer\" xml:space=\"preserve\">"))
        // An existing limit is replaced, not duplicated.
        #expect(output.contains(#"id="alert.delete.confirm" xml:space="preserve" maxwidth="119" size-unit="pixel" font="Inter;23;normal">"#))
    }

    /// `--size-unit char`: the budget in the file's target language instead of points.
    @Test func characterLimitsInTheFileLanguage() throws {
        let session = try LimitsTestSupport.sampleSession()
        let bytes = [UInt8](try Data(contentsOf: Self.input))
        let result = try XLIFFLimitsWriter().annotate(bytes, path: Self.input.path) { session.limit($0, sizeUnit: .char) }
        let text = String(decoding: result.bytes, as: UTF8.self)
        let room = try #require(session.planner.room(for: "tab.library"))
        let budget = session.calculator.budget(room, language: "de").characters
        #expect(text.contains(#"<trans-unit id="tab.library" xml:space="preserve" maxwidth="\#(budget)" size-unit="char" font="Inter;17;normal">"#))
        try LimitsTestSupport.golden(text, "Albums-de.chars.xliff")
    }

    /// A byte order mark and CRLF line ends stay; the line numbers of errors count CRLF lines.
    @Test func keepsBOMAndCRLF() throws {
        let session = try LimitsTestSupport.sampleSession()
        let text = try String(contentsOf: Self.input, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let result = try XLIFFLimitsWriter().annotate(bytes, path: "crlf.xliff") { session.limit($0, sizeUnit: .pixel) }
        #expect(result.annotated == 7)
        #expect(result.bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let expected = [0xEF, 0xBB, 0xBF] + Array(try annotated().replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(result.bytes == expected)
        let broken = Array("<xliff>\r\n<file>\r\n<trans-unit id=\"x\r\n".utf8)
        #expect(throws: LimitsError.invalidFile(path: "crlf.xliff", line: 3, reason: "unterminated attribute id")) {
            try XLIFFLimitsWriter().annotate(broken, path: "crlf.xliff") { _ in nil }
        }
    }

    @Test(arguments: [
        ("settings.title", "settings.title"),
        ("/items:dict/count:dict/one:dict/:string", "items"),
        ("/list.photos.detail:dict/NSStringLocalizedFormatKey:dict/:string", "list.photos.detail"),
        ("/not-a-dict", "/not-a-dict"),
    ])
    func unitIdsToKeys(id: String, key: String) {
        #expect(XLIFFLimitsWriter.key(forUnitId: id) == key)
    }

    // MARK: Schema

    /// xmllint with the schema's import of xml.xsd resolved to the local copy (no network).
    func validate(_ file: URL) throws -> (status: Int32, output: String)? {
        let schema = Self.schemas + "/xliff-core-1.2-strict.xsd"
        guard FileManager.default.fileExists(atPath: schema) else { return nil }
        let directory = try LimitsTestSupport.temporaryDirectory()
        let catalog = directory.appendingPathComponent("catalog.xml")
        try """
            <?xml version="1.0"?>
            <catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
              <system systemId="http://www.w3.org/2001/xml.xsd" uri="file://\(Self.schemas)/xml.xsd"/>
            </catalog>
            """.write(to: catalog, atomically: true, encoding: .utf8)
        return LimitsTestSupport.run(
            "xmllint", ["--nonet", "--noout", "--schema", schema, file.path], environment: ["XML_CATALOG_FILES": catalog.path])
    }

    @Test func outputValidatesAgainstTheXLIFF12Schema() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        let output = directory.appendingPathComponent("de.xliff")
        try annotated().write(to: output, atomically: true, encoding: .utf8)
        guard let before = try validate(Self.input), let after = try validate(output) else {
            print("skipped: xmllint or the XLIFF 1.2 schema (php-symfony-translation) is not installed; scripts/install-deps --test")
            return
        }
        #expect(before.status == 0, "the fixture itself: \(before.output)")
        #expect(after.status == 0, "\(after.output)")
        let chars = try #require(try validate(LimitsTestSupport.goldenDirectory.appendingPathComponent("Albums-de.chars.xliff")))
        #expect(chars.status == 0, "size-unit=char: \(chars.output)")
    }

    /// Xcode's own exports break the strict schema (`build-num` on `<tool>`): the output adds no error.
    @Test func xclocOutputAddsNoSchemaError() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        let copy = directory.appendingPathComponent("Project.xcloc")
        let session = try LimitsTestSupport.xclocSession()
        let summary = try session.annotateXLIFF(LimitsTestSupport.xcloc.path, output: copy.path, inPlace: false)
        #expect(summary == "headroom: limits on 3 of 5 trans-units in 1 file\n")
        let original = LimitsTestSupport.xcloc.appendingPathComponent("Localized Contents/de.xliff")
        let written = copy.appendingPathComponent("Localized Contents/de.xliff")
        // The source contents are copied as they were; the input is unchanged.
        let sourceFile = "Source Contents/en.lproj/Localizable.strings"
        #expect(try Data(contentsOf: copy.appendingPathComponent(sourceFile)) == Data(contentsOf: LimitsTestSupport.xcloc.appendingPathComponent(sourceFile)))
        #expect(!(try String(contentsOf: original, encoding: .utf8)).contains("font="))
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(text.contains(#"<trans-unit id="settings.title" xml:space="preserve" maxwidth="193" size-unit="pixel" font="Inter;17;bold">"#))
        #expect(text.contains(#"<trans-unit id="/items:dict/count:dict/one:dict/:string" xml:space="preserve" maxwidth="90" size-unit="pixel" font="Inter;13;normal">"#))
        guard let before = try validate(original), let after = try validate(written) else {
            print("skipped: xmllint or the XLIFF 1.2 schema is not installed")
            return
        }
        func errors(_ output: String, _ file: URL) -> [String] {
            // Each message without the file's path (xmllint writes it percent-encoded).
            output.split(separator: "\n").filter { !$0.hasSuffix("validate") }.map { line in
                line.range(of: ".xliff:").map { String(line[$0.upperBound...]) } ?? String(line)
            }
        }
        #expect(errors(after.output, written) == errors(before.output, original))
        #expect(errors(before.output, original).count == 1)
    }

    // MARK: translate-toolkit

    /// The reader Weblate uses sees the same units, texts and notes, and the limits.
    @Test func translateToolkitReadsTheLimitsBack() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        let output = directory.appendingPathComponent("de.xliff")
        try annotated().write(to: output, atomically: true, encoding: .utf8)
        let script = """
            import json, sys
            from translate.storage import xliff
            def units(path):
                with open(path, "rb") as f:
                    store = xliff.xlifffile.parsestring(f.read())
                return [{"id": u.getid(), "source": u.source, "target": u.target, "notes": u.getnotes(),
                         "maxwidth": u.xmlelement.get("maxwidth"), "size-unit": u.xmlelement.get("size-unit"),
                         "font": u.xmlelement.get("font")} for u in store.units if not u.isheader()]
            print(json.dumps({"in": units(sys.argv[1]), "out": units(sys.argv[2])}))
            """
        guard let result = LimitsTestSupport.run("python3", ["-c", script, Self.input.path, output.path]), result.status == 0 else {
            print("skipped: translate-toolkit is not installed (scripts/install-deps --test)")
            return
        }
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [[String: Any]]])
        let before = try #require(json["in"])
        let after = try #require(json["out"])
        #expect(before.count == 8 && after.count == 8)
        for (a, b) in zip(before, after) {
            for field in ["id", "source", "target", "notes"] { #expect(a[field] as? String == b[field] as? String, "\(field) of \(a["id"] ?? "")") }
        }
        let byId = Dictionary(uniqueKeysWithValues: after.map { ($0["id"] as? String ?? "", $0) })
        let tab = try #require(byId.first { $0.key.hasSuffix("tab.library") }?.value)
        #expect(tab["maxwidth"] as? String == "72")
        #expect(tab["size-unit"] as? String == "pixel")
        #expect(tab["font"] as? String == "Inter;17;normal")
        let footer = try #require(byId.first { $0.key.hasSuffix("about.footer") }?.value)
        #expect(footer["maxwidth"] is NSNull)
        #expect(after.filter { $0["maxwidth"] is String }.count == 7)
    }

    // MARK: Bad input

    @Test func rejectsWhatIsNotXLIFF() throws {
        let writer = XLIFFLimitsWriter()
        let cases: [(String, String)] = [
            ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>", "x.xliff:2: not an XLIFF file: the root element is <plist>"),
            ("<xliff version=\"1.2\">\n<!-- never closed", "x.xliff:2: unterminated comment"),
            ("<xliff version=\"1.2\">\n  <file original=\"a\n", "x.xliff:2: unterminated attribute original"),
            ("", "x.xliff:1: not an XLIFF file: no root element"),
        ]
        for (text, message) in cases {
            #expect(throws: LimitsError.self) { try writer.annotate(Array(text.utf8), path: "x.xliff") { _ in nil } }
            do {
                _ = try writer.annotate(Array(text.utf8), path: "x.xliff") { _ in nil }
            } catch {
                #expect(error.description == message)
            }
        }
        let utf16: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00]
        #expect(throws: LimitsError.self) { try writer.annotate(utf16, path: "x.xliff") { _ in nil } }
    }

    @Test func writesInPlaceOnlyWhenAsked() throws {
        let directory = try LimitsTestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("de.xliff")
        try FileManager.default.copyItem(at: Self.input, to: file)
        let session = try LimitsTestSupport.sampleSession()
        #expect(throws: LimitsError.self) { try session.annotateXLIFF(file.path, output: file.path, inPlace: false) }
        #expect(try Data(contentsOf: file) == Data(contentsOf: Self.input))
        _ = try session.annotateXLIFF(file.path, output: nil, inPlace: true)
        #expect(try String(contentsOf: file, encoding: .utf8) == annotated())
    }
}
