import Foundation
import HeadroomCheck
@testable import HeadroomReporters
import Testing

/// The XLIFF to-do beside each locale's CSV: read back by translate-toolkit (the reader Weblate
/// uses), valid against the official XLIFF 1.2 strict schema, with the CSV's figures.
@Suite("XLIFF to-do")
struct HTMLTodoXLIFFTests {
    static let schemas = "/usr/share/php/Symfony/Component/Translation/Resources/schemas"

    func files() throws -> [String: String] {
        var out: [String: String] = [:]
        let context = ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project")
        for file in try HTMLReporter(sourceLanguage: "en").render(HTMLFixtures.small, context: context) {
            out[try #require(file.path)] = file.contents
        }
        return out
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-xliff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("Every locale page links its XLIFF to-do beside the CSV, and the XLIFF files match their golden files")
    func linkedAndGolden() throws {
        let files = try files()
        for locale in ["ar", "de", "ja"] {
            let xliff = try #require(files["\(locale).todo.xlf"])
            try HTMLGolden.check(xliff, name: "\(locale).todo.xlf")
            let page = try #require(files["\(locale).html"])
            #expect(page.contains("<a href=\"\(locale).todo.xlf\" download>"))
            #expect(page.contains("<a href=\"\(locale).todo.csv\" download>"))
        }
    }

    /// translate-toolkit reads every unit; each has the CSV row's key, source, translation, target
    /// (as `maxwidth` in characters), room, overflow, sizes and link.
    @Test("translate-toolkit reads the units back with the CSV's figures")
    func sameFiguresAsTheCSV() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try files()
        let script = """
            import csv, io, json, sys
            from translate.storage import xliff
            out = []
            for base in sys.argv[1:]:
                with open(base + ".todo.xlf", "rb") as f:
                    store = xliff.xlifffile.parsestring(f.read())
                units = [u for u in store.units if not u.isheader()]
                with open(base + ".todo.csv", newline="", encoding="utf-8") as f:
                    rows = list(csv.DictReader(f))
                out.append({"units": [{"id": u.getid(), "resname": u.xmlelement.get("resname"), "source": u.source,
                    "target": u.target, "notes": u.getnotes(), "maxwidth": u.xmlelement.get("maxwidth"),
                    "sizeUnit": u.xmlelement.get("size-unit"),
                    "targetLanguage": store.gettargetlanguage(), "sourceLanguage": store.getsourcelanguage()} for u in units],
                    "rows": rows})
            print(json.dumps(out))
            """
        var bases: [String] = []
        for locale in ["ar", "de", "ja"] {
            let base = directory.appendingPathComponent(locale).path
            try #require(files["\(locale).todo.xlf"]).write(toFile: base + ".todo.xlf", atomically: true, encoding: .utf8)
            try #require(files["\(locale).todo.csv"]).write(toFile: base + ".todo.csv", atomically: true, encoding: .utf8)
            bases.append(base)
        }
        guard let result = Self.run("python3", ["-c", script] + bases), result.status == 0 else {
            print("skipped: translate-toolkit is not installed (scripts/install-deps --test)")
            return
        }
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        var compared = 0
        for (locale, page) in zip(["ar", "de", "ja"], json) {
            let units = try #require(page["units"] as? [[String: Any]])
            let rows = try #require(page["rows"] as? [[String: String]])
            #expect(units.count == rows.count, "\(locale): \(units.count) units, \(rows.count) CSV rows")
            // Units are grouped by strings file, rows in the page's order: each unit's card link finds its row.
            let byLink = Dictionary(rows.map { ($0["link"] ?? "", $0) }, uniquingKeysWith: { a, _ in a })
            for unit in units {
                let link = (unit["notes"] as? String ?? "").components(separatedBy: "card: ").last ?? ""
                let row = try #require(byLink[link], "no CSV row for \(link)")
                func csv(_ column: String) -> String {
                    let value = row[column] ?? ""
                    return value.hasPrefix("'") ? String(value.dropFirst()) : value
                }
                #expect(unit["resname"] as? String == csv("key"))
                #expect(unit["source"] as? String == csv("source"))
                #expect(unit["target"] as? String == csv("translation"))
                #expect(unit["sourceLanguage"] as? String == "en")
                #expect(unit["targetLanguage"] as? String == locale)
                let notes = unit["notes"] as? String ?? ""
                if csv("target").isEmpty {
                    #expect(unit["maxwidth"] is NSNull)
                } else {
                    #expect(unit["maxwidth"] as? String == csv("target"))
                    #expect(unit["sizeUnit"] as? String == "char")
                    #expect(notes.contains("target: \(csv("target"));"))
                    #expect(notes.contains("shorten by: \(csv("shorten_by"));"))
                }
                #expect(notes.contains("characters: \(csv("characters"));"))
                if !csv("room").isEmpty {
                    #expect(notes.contains("room: \(csv("room")) at "))
                    #expect(notes.contains("overflow: \(csv("overflow_pt")) pt;"))
                }
                if !csv("sizes").isEmpty { #expect(notes.contains("sizes: \(csv("sizes"))")) }
                if !csv("design_sizes").isEmpty { #expect(notes.contains("design sizes: \(csv("design_sizes"))")) }
                #expect(notes.contains("card: \(csv("link"))"))
                compared += 1
            }
        }
        #expect(compared >= 3)
    }

    @Test("Valid against the official XLIFF 1.2 strict schema")
    func schemaValid() throws {
        let schema = Self.schemas + "/xliff-core-1.2-strict.xsd"
        guard FileManager.default.fileExists(atPath: schema) else {
            print("skipped: the XLIFF 1.2 schema (php-symfony-translation) is not installed; scripts/install-deps --test")
            return
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("catalog.xml")
        try """
            <?xml version="1.0"?>
            <catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
              <system systemId="http://www.w3.org/2001/xml.xsd" uri="file://\(Self.schemas)/xml.xsd"/>
            </catalog>
            """.write(to: catalog, atomically: true, encoding: .utf8)
        for (name, contents) in try files() where name.hasSuffix(".xlf") {
            let file = directory.appendingPathComponent(name)
            try contents.write(to: file, atomically: true, encoding: .utf8)
            let result = try #require(Self.run(
                "xmllint", ["--nonet", "--noout", "--schema", schema, file.path], environment: ["XML_CATALOG_FILES": catalog.path]))
            #expect(result.status == 0, "\(name): \(result.output)")
        }
    }

    /// Keys, texts and notes are untrusted: markup and characters XML cannot hold are escaped.
    @Test("Untrusted keys and texts are escaped")
    func escaped() throws {
        let de = try #require(try files()["de.todo.xlf"])
        #expect(de.contains(#"resname="header.title.&lt;b&gt;&amp;&quot;quoted&quot;&apos;""#))
        #expect(de.contains("<target state=\"needs-review-translation\">Benachrichtigungen &amp; &lt;Einstellungen&gt; verwalten</target>"))
        #expect(!de.contains("<b>"))
    }
}
