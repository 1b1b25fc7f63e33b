import Foundation
import HeadroomCheck
@testable import HeadroomReporters
import Testing

/// The page script's `placeLine` (the frames drawn when another size is chosen) run in headless
/// Chromium on a frame's recipe and the string's glyph data: it places every glyph where
/// `BoxRendering.place` does, tracking, word spacing and figure spacing included. Skips when
/// `chromium` is not on PATH.
@Suite("HTML script placement")
struct HTMLScriptPlacementTests {
    /// The script function `name`, cut from the page script (up to its closing brace at column 0).
    static func function(_ name: String) throws -> String {
        let body = HTMLScript.body
        let start = try #require(body.range(of: "function \(name)("))
        let end = try #require(body.range(of: "\n}\n", range: start.upperBound..<body.endIndex))
        return String(body[start.lowerBound..<end.upperBound])
    }

    @Test("Script-placed glyphs equal the Swift-placed ones, digits with their figure spacing")
    func scriptPlacesLikeSwift() throws {
        guard let chromium = HTMLBrowserTests.executable("chromium") else {
            print("Skipping the script placement test: chromium is not on PATH (apt-get install chromium).")
            return
        }
        let text = "2024 posts and 365 days"
        let rendering = HTMLFixtures.shaped(text)
        var frame = HTMLFixtures.rendering(text, pointSize: 34, width: 300, lines: 2)
        // The stand-in's spacing at 34 pt, regular (tracking, word spacing, figure spacing).
        frame.tracking = -0.1233
        frame.wordSpacing = -4.0807
        frame.figureSpacing = 0.6916
        let outlines = HTMLOutlineTable()
        let preview = HTMLPreview(orientation: .text, category: .ax1, frame: frame, rendering: rendering)
        let page = """
            <!doctype html><html><body><script type="application/json" id="g">\(HTMLPreview.glyphData(rendering, outlines: outlines))</script>
            <pre id="out"></pre><script>
            \(try Self.function("glyphData"))
            \(try Self.function("parseGlyphs"))
            \(try Self.function("placeLine"))
            var r=\(preview.json()),g=glyphData({getAttribute:function(){return 'g';}});
            document.getElementById('out').textContent=JSON.stringify(r[15].map(function(l){
             var p=placeLine(r,g[r[11]],l);return p.g.map(function(q){return q[1]+p.o;});}));
            </script></body></html>
            """
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-place-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: work) }
        try page.write(to: work, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--dump-dom",
            work.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let json = try #require(HTMLScan.all(#"<pre id="out">(.*?)</pre>"#, in: dom).first?[1], "no output in:\n\(dom)")
        let script = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Double]])
        // Swift's placement of the glyphs that draw something (a space has no outline).
        let swift = frame.placed(rendering).map { line in
            line.glyphs.filter { outlines.id($0.key, in: rendering) != nil }.map(\.x)
        }
        #expect(script.map(\.count) == swift.map(\.count))
        #expect(rendering.shapings[0].clusters.map(\.figures).reduce(0, +) == 7)
        for (a, b) in zip(script.joined(), swift.joined()) {
            #expect(abs(a - b) < 0.01, "script x \(a), Swift x \(b)")
        }
    }

    /// Loads `html` in headless Chromium and returns the DOM after the scripts ran.
    static func dump(_ html: String, chromium: String) throws -> String {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-dom-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: work) }
        try html.write(to: work, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--window-size=1280,8000", "--dump-dom", work.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("The script's size control lists every frame of a preview, in size order, worded from the frames")
    func sizeControlListsEveryFrame() throws {
        guard let chromium = HTMLBrowserTests.executable("chromium") else {
            print("Skipping the size control test: chromium is not on PATH (apt-get install chromium).")
            return
        }
        let report = HTMLFixtures.small
        let page = try #require(
            try HTMLReporter().render(report, context: ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project"))
                .first { $0.path == "index.html" })
        // The page carries no option of its own: the script builds them.
        #expect(HTMLScan.count(#"<select class="cat[^>]*><option"#, in: page.contents) == 0)
        let dom = try Self.dump(page.contents, chromium: chromium)
        var controls: [String: (default: String, options: [(value: String, selected: Bool, text: String)])] = [:]
        for match in HTMLScan.all(#"<select class="cat needs-js" id="([^"]+)-c"[^>]*data-default="([^"]+)"[^>]*>(.*?)</select>"#, in: dom) {
            let options = HTMLScan.all(#"<option value="([^"]*)"( selected="")?>(.*?)</option>"#, in: match[3]).map {
                (value: $0[1], selected: !$0[2].isEmpty, text: $0[3])
            }
            controls[match[1]] = (match[2], options)
        }
        var checked = 0
        for group in HTMLStringGroup.make(outcomes: report.outcomes) {
            for outcome in group.outcomes {
                for preview in outcome.previews where !preview.frames.isEmpty {
                    let id = group.anchor + "~" + HTMLAnchor.id([outcome.component, outcome.element, preview.device])
                    let control = try #require(controls[id], "no size control \(id) in the DOM")
                    let expected = preview.frames.sorted { $0.category < $1.category }.map { frame in
                        "\(frame.category.rawValue)|\(frame.category.displayName) (\(HTMLNumber.format(frame.horizontal.box.pointSize)) pt) — "
                            + HTMLPage.verdictNote(frame.verdict)
                    }
                    #expect(control.options.map { "\($0.value)|\($0.text)" } == expected, "\(id)")
                    #expect(control.options.filter(\.selected).map(\.value) == [control.default], "\(id)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 4)
    }
}
