import DynamicType
import Foundation
import HeadroomCheck
@testable import HeadroomReporters
import Testing

/// Golden pages for the small hand-built report, in `HTMLGolden/`; `HEADROOM_UPDATE_GOLDEN=1`
/// rewrites them.
enum HTMLGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HTMLGolden")
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ actual: String, name: String) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if expected != actual {
            let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
            let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
            Issue.record(
                "\(name) differs from its golden at line \(line + 1):\n  expected: \(line < e.count ? e[line].prefix(300) : "<end>")\n  actual:   \(line < a.count ? a[line].prefix(300) : "<end>")\n(HEADROOM_UPDATE_GOLDEN=1 to accept)")
        }
    }
}

/// Small regex helpers over the rendered HTML.
enum HTMLScan {
    static func all(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (0..<match.numberOfRanges).map { i in
                let r = match.range(at: i)
                return r.location == NSNotFound ? "" : ns.substring(with: r)
            }
        }
    }
    static func count(_ pattern: String, in text: String) -> Int { all(pattern, in: text).count }
}

@Suite("HTML reporter")
struct HTMLReporterTests {
    let context = ReportContext(toolVersion: "0.0.0-test", workingDirectory: "/project")

    func pages(_ report: CheckReport = HTMLFixtures.small) throws -> [String: String] {
        var out: [String: String] = [:]
        for file in try HTMLReporter().render(report, context: context) {
            let path = try #require(file.path)
            out[path] = file.contents
        }
        return out
    }

    @Test("Pages match their golden files")
    func golden() throws {
        let pages = try pages()
        #expect(pages.keys.sorted() == ["ar.html", "ar.todo.csv", "ar.todo.xlf", "de.html", "de.todo.csv", "de.todo.xlf", "developers.html", "index.html", "ja.html", "ja.todo.csv", "ja.todo.xlf"])
        for (path, contents) in pages { try HTMLGolden.check(contents, name: path) }
    }

    @Test("Output is deterministic")
    func deterministic() throws {
        #expect(try pages() == pages())
    }

    @Test("Every translation carries lang and dir; right-to-left locales get dir=rtl")
    func langAndDir() throws {
        let index = try #require(try pages()["index.html"])
        let translations = HTMLScan.all(#"<dd class="tr"([^>]*)>"#, in: index)
        #expect(translations.count >= 4)
        for match in translations {
            #expect(match[1].contains(" lang=\""), "translation without lang: \(match[0])")
            #expect(match[1].contains(" dir=\""), "translation without dir: \(match[0])")
        }
        let arabic = HTMLScan.all(#"<dd class="tr" lang="ar" dir="(\w+)""#, in: index)
        #expect(arabic.map { $0[1] } == ["rtl"])
        let german = HTMLScan.all(#"<dd class="tr" lang="de" dir="(\w+)""#, in: index)
        #expect(german.map { $0[1] } == ["ltr"])
        #expect(HTMLLocale("he").isRightToLeft && HTMLLocale("fa-IR").isRightToLeft && HTMLLocale("ur").isRightToLeft)
        #expect(!HTMLLocale("zh-Hans").isRightToLeft && HTMLLocale("Base").lang == "und")
    }

    @Test("The lines drawn in each preview are the lines measured")
    func previewsMatchMeasurement() throws {
        let report = HTMLFixtures.report(
            [
                .init(
                    component: "Cell", element: "title", key: "k1", locale: "fi",
                    value: "Ilmoitusasetusten hallinta ja yksityisyys", source: "Notifications", comment: nil,
                    file: "/project/fi.lproj/Localizable.strings", line: 3, width: 120, verticalWidth: 90, lines: 2),
                .init(
                    component: "Cell", element: "title", key: "k2", locale: "he", value: "ניהול הגדרות התראות ופרטיות",
                    source: "Notifications", comment: nil, file: "/project/he.lproj/Localizable.strings", line: 3,
                    width: 100, verticalWidth: nil, lines: 1, rightToLeft: true),
            ])
        let index = try #require(try pages(report)["index.html"])
        let renderings = report.previews.flatMap { $0.frames.flatMap { [$0.horizontal] + ($0.vertical.map { [$0] } ?? []) } }
        #expect(renderings.count == 12 * 3)
        var drawn: [String] = []
        // The frame shown first is SVG markup: count its line groups and glyph uses.
        let svgs = HTMLScan.all(#"<svg class="pv"[^>]*data-lines="(\d+)"[^>]*>(.*?)</svg>"#, in: index)
        #expect(svgs.count == 3)
        for svg in svgs {
            let lines = HTMLScan.count(#"<g class="ln( over)?""#, in: svg[2])
            #expect(lines == Int(svg[1]), "data-lines disagrees with the lines drawn")
            let over = HTMLScan.count(#"<g class="ln over""#, in: svg[2])
            #expect(HTMLScan.count("<use ", in: svg[2]) > 0)
            drawn.append("\(lines)/\(over)")
        }
        // The other frames are recipes (cluster runs per line) the script draws from the glyph data.
        for data in HTMLScan.all(#"<script type="application/json" class="fd">(.*?)</script>"#, in: index) {
            let frames = try #require(try JSONSerialization.jsonObject(with: Data(data[1].utf8)) as? [[String: Any]])
            for frame in frames {
                for recipe in try #require(frame["r"] as? [[Any]]) {
                    let lines = try #require(recipe[15] as? [[Any]])
                    #expect(recipe[9] as? Int == lines.count)
                    let over = lines.filter { ($0[1] as? Int) == 1 }.count
                    drawn.append("\(lines.count)/\(over)")
                }
            }
        }
        var measured: [String] = []
        for preview in report.previews {
            for frame in preview.frames {
                for r in [frame.horizontal] + (frame.vertical.map { [$0] } ?? []) {
                    measured.append("\(r.lines.count)/\(r.lines.filter(\.overflow).count)")
                }
            }
        }
        #expect(drawn.sorted() == measured.sorted())
        // Something is actually cut.
        #expect(drawn.contains { $0.split(separator: "/")[1] != "0" })
        #expect(index.contains("class=\"ell\"") || HTMLScan.count(#"\]\],\[[-0-9.]+,""#, in: index) > 0)
    }

    @Test("One outline per glyph key for every size, in font units with an explicit flip to y down")
    func outlinesByGlyphKey() throws {
        let rendering = HTMLFixtures.shaped("Save")
        let table = HTMLOutlineTable()
        let s = try #require(rendering.shapings.first?.glyphs.first)
        let a = table.id(rendering.key(s), in: rendering)
        #expect(a != nil && a == table.id(rendering.key(s), in: rendering))
        #expect(table.paths.count == 1)
        // A space draws nothing.
        #expect(table.id(GlyphKey(face: HTMLFixtures.face, glyph: 32), in: HTMLFixtures.shaped("a b")) == nil)
        // The path data is the font's (y up); the transform scales to 1/1000 em and flips y.
        #expect(HTMLOutlineTable.transform(FontUnitOutline(pathYUp: "M0 0", unitsPerEm: 2048)) == "scale(0.488281 -0.488281)")
        #expect(HTMLOutlineTable.transform(FontUnitOutline(pathYUp: "M0 0", unitsPerEm: 1000)) == "scale(1 -1)")
        let defs = try table.definitions()
        #expect(defs.contains("<path id=\"\(a!)\" transform=\"scale(1 -1)\" d=\"M0 0h440v700h-440z\"/>"))
        // Two sizes of one text use the same outlines.
        let small = HTMLFixtures.rendering("Save", pointSize: 17, width: 300, lines: 1)
        let big = HTMLFixtures.rendering("Save", pointSize: 40, width: 300, lines: 1)
        let page = HTMLOutlineTable()
        let one = HTMLPreview(orientation: .text, category: .large, frame: small, rendering: rendering).svg(outlines: page)
        let two = HTMLPreview(orientation: .text, category: .ax3, frame: big, rendering: rendering).svg(outlines: page)
        #expect(page.paths.count == 4)  // S, a, v, e
        #expect(HTMLScan.all(##"href="#(o[0-9a-z]+)""##, in: one).map { $0[1] } == HTMLScan.all(##"href="#(o[0-9a-z]+)""##, in: two).map { $0[1] })
    }

    @Test("A glyph's offset (em, y up) is drawn y down from the baseline")
    func glyphOffsetsPointUp() {
        var rendering = HTMLFixtures.shaped("ab")
        rendering.shapings[0].glyphs[1].offsetY = 0.2
        rendering.shapings[0].glyphs[1].offsetX = 0.1
        let frame = HTMLFixtures.rendering("ab", pointSize: 20, width: 300, lines: 1)
        let svg = HTMLPreview(orientation: .text, category: .large, frame: frame, rendering: rendering).svg(outlines: HTMLOutlineTable())
        // 0.55 em advance + 0.1 em offset = 650/1000 em; raised 0.2 em = y -200.
        #expect(svg.contains("x=\"650\" y=\"-200\"/>"))
        #expect(svg.contains("<use href=\"#o0\" x=\"0\"/>"))
    }

    @Test("A right-to-left line is aligned right, its clusters drawn in visual order and cut at its left end")
    func rightToLeftLine() throws {
        // A Hebrew-like text of six characters, one line, cut: the kept clusters run right to left.
        let text = "abcdef ghijkl"
        let rendering = HTMLFixtures.shaped(text, rightToLeft: true)
        let frame = HTMLFixtures.rendering(text, pointSize: 20, width: 100, lines: 1, rightToLeft: true)
        let line = try #require(frame.lines.first)
        let cut = try #require(line.ellipsis)
        let placed = frame.place(line, rendering)
        // Visual order: the first logical character is the rightmost glyph, ending at the box's edge.
        let xs = placed.glyphs.map(\.x)
        #expect(xs == xs.sorted())
        #expect(placed.glyphs.last?.key.glyph == Character("a").unicodeScalars.first!.value)
        #expect(abs((xs.last ?? 0) + 11 - frame.box.width) < 1e-9)
        // The ellipsis is at the left end, before every kept glyph.
        let x = try #require(placed.ellipsisX)
        #expect(abs(x - (frame.box.width - placed.width)) < 1e-9)
        #expect(xs.allSatisfy { $0 >= x + cut.width - 1e-9 })
        // A left-to-right run (digits, an e-mail) in a right-to-left line keeps its own order.
        var mixed = frame
        mixed.lines[0].runs = [BoxRendering.Run(start: 0, end: 3)]
        let order = mixed.place(mixed.lines[0], rendering).glyphs.map(\.key.glyph)
        #expect(order == "abc".unicodeScalars.map(\.value))
    }

    @Test("Outlines are defined once per page and every use points at a definition")
    func outlinesDeduplicated() throws {
        let index = try #require(try pages()["index.html"])
        let defs = HTMLScan.all(#"<path id="(o[0-9a-z]+)" transform="scale\([-0-9. ]+\)" d="([^"]*)"/>"#, in: index)
        #expect(!defs.isEmpty)
        #expect(Set(defs.map { $0[1] }).count == defs.count)
        let used = Set(HTMLScan.all(##"<use href="#(o[0-9a-z]+)""##, in: index).map { $0[1] })
        #expect(used.isSubset(of: Set(defs.map { $0[1] })))
        // The glyph data the script draws from names only defined outlines.
        var named = Set<String>()
        for data in HTMLScan.all(#"<script type="application/json" class="gd" id="[^"]+">(.*?)</script>"#, in: index) {
            for token in HTMLScan.all(#"(?:^|[" ,])([0-9a-z]+):"#, in: data[1]) { named.insert("o" + token[1]) }
        }
        #expect(!named.isEmpty)
        #expect(named.union(used) == Set(defs.map { $0[1] }))
    }

    @Test("Keys, translations, comments and messages are escaped")
    func escaping() throws {
        for (path, page) in try pages() where path.hasSuffix(".html") {
            #expect(!page.contains("<b>"), "\(path) has an unescaped tag")
            #expect(!page.contains("<Einstellungen>"))
            #expect(!page.contains("<here>"))
            #expect(!page.contains("\"quoted\""))
        }
        let de = try #require(try pages()["de.html"])
        #expect(de.contains("header.title.&lt;b&gt;&amp;&quot;quoted&quot;&#39;"))
        #expect(de.contains("Benachrichtigungen &amp; &lt;Einstellungen&gt; verwalten"))
        #expect(HTMLEscape.text(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    @Test("Self-contained: no external resources")
    func selfContained() throws {
        for (path, page) in try pages() where path.hasSuffix(".html") {
            #expect(!page.contains("src="), "\(path) loads something")
            #expect(!page.contains("<link"), "\(path) links a resource")
            #expect(!page.contains("http://") && !page.contains("https://"), "\(path) mentions a URL")
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        }
    }

    @Test("Each locale page holds only its locale; the index holds all and links them")
    func localePages() throws {
        let pages = try pages()
        let index = try #require(pages["index.html"])
        #expect(HTMLScan.count(#"<article class="card"#, in: index) == 4)
        for (name, locale, count) in [("de.html", "de", 1), ("ar.html", "ar", 1), ("ja.html", "ja", 2)] {
            let page = try #require(pages[name])
            let cards = HTMLScan.all(#"<article class="card[^"]*"[^>]*data-locale="([^"]*)""#, in: page)
            #expect(cards.count == count)
            #expect(cards.allSatisfy { $0[1] == locale })
            #expect(index.contains("href=\"\(name)\""))
            #expect(page.contains("href=\"index.html\""))
        }
    }

    @Test("Above the card limit the index links the locale pages instead of drawing every card")
    func overviewIndex() throws {
        var out: [String: String] = [:]
        for file in try HTMLReporter(indexCardLimit: 3).render(HTMLFixtures.small, context: context) {
            out[try #require(file.path)] = file.contents
        }
        let index = try #require(out["index.html"])
        #expect(HTMLScan.count(#"<article class="card""#, in: index) == 0)
        #expect(try #require(out["developers.html"]).contains("Summary by locale"))
        let links = HTMLScan.all(#"<li><a href="([^"]+)">[^<]*</a> — (\d+) for translators, (\d+) design cards?</li>"#, in: index)
        #expect(links.map { $0[1] }.sorted() == ["ar.html", "de.html", "ja.html"])
        #expect(links.map { Int($0[2])! + Int($0[3])! }.reduce(0, +) == 4)
        // The locale pages still draw every card.
        #expect(HTMLScan.count(#"<article class="card""#, in: try #require(out["ja.html"])) == 2)
        // At the limit, the index draws them all.
        let full = try HTMLReporter(indexCardLimit: 4).render(HTMLFixtures.small, context: context)
        #expect(HTMLScan.count(#"<article class="card""#, in: full.first { $0.path == "index.html" }!.contents) == 4)
    }

    @Test("Advice in plain words and the component summary")
    func adviceAndSummary() throws {
        let pages = try pages()
        let de = try #require(pages["de.html"])
        let developers = try #require(pages["developers.html"])
        // The German title truncates even vertically: 150 pt wide at AX3 (40 pt) leaves lines out.
        #expect(HTMLScan.count(#"Aim for \d+ characters? or fewer"#, in: de) == 1)
        let ar = try #require(pages["ar.html"])
        #expect(ar.contains("the screen must stack vertically for this text"))
        #expect(developers.contains("Components that must go vertical"))
        #expect(!ar.contains("Components that must go vertical"))
        let ja = try #require(pages["ja.html"])
        #expect(ja.contains("Not translated yet"))
        // No ellipsis glyphs in the rendering: the cut is still marked, with three dots (here, or
        // by the script from a cut line of a recipe and glyph data without the face's ellipsis).
        #expect(HTMLScan.count(#"<g class="ell">(<circle [^>]*/>){3}</g>"#, in: ja) >= 1
            || (ja.contains(",{}]") && HTMLScan.count(#",[01],0,[-0-9.]+\]"#, in: ja) >= 1))
        // A flexible component whose fixed rule is wrong: where it really needs to switch, and why.
        #expect(HTMLScan.count(#"<th scope="row">FeaturedHeader</th><td>flexible</td><td>iPhone SE</td>(<td></td>)*<td>AX4 <span class="meta">\(switches at AX1\)"#, in: developers) == 1)
        #expect(developers.contains("goes vertical from AX1 although its text fits horizontally until AX3"))
        let index = try #require(pages["index.html"])
        #expect(index.contains("data-visible-count=\"4\""))
        #expect(developers.contains("<th scope=\"col\">AX5</th>"))
        // The card opens on its worst box the translation alone fails (AX3, where it is cut, not
        // xxxLarge, where the screen goes vertical): without JavaScript that frame is the one in the
        // DOM; the rest are recipes for the script.
        #expect(HTMLScan.count(#"<div class="frames"><noscript><div class="frame" data-cat="ax3""#, in: ar) == 1)
        #expect(ar.contains(#"data-room="17" data-target="17""#))
        #expect(HTMLScan.count(#"\{"c":"#, in: ar) == 2)
    }

    @Test("A card names the Swift places that show its text, beside the translation's line")
    func cardShowsTheSwiftPlaces() throws {
        let spec = HTMLFixtures.Spec(
            component: "Cell", element: "title", key: "k", locale: "de", value: "Ein ziemlich langer Titel hier",
            source: "A title", comment: nil, file: "/project/de.lproj/Localizable.strings", line: 2, width: 90,
            verticalWidth: nil, lines: 1)
        var report = HTMLFixtures.report([spec], categories: [.large])
        let plain = try #require(try pages(report)["index.html"])
        #expect(!plain.contains("Shown at"))
        for i in report.outcomes.indices {
            report.outcomes[i].shownAt = [
                DisplaySite(file: "/project/Views/Cell.swift", line: 42, column: 13), DisplaySite(file: "/elsewhere/<Row>.swift", line: 7),
            ]
        }
        let index = try #require(try pages(report)["index.html"])
        let card = try #require(HTMLScan.all(#"<article class="card"[^>]*>.*?</article>"#, in: index).first?[0])
        #expect(card.contains("<code>de.lproj/Localizable.strings:2</code>"))
        #expect(card.contains(
            "<p class=\"where shown\" data-s>Shown at <code>Views/Cell.swift:42:13</code>, <code>/elsewhere/&lt;Row&gt;.swift:7</code></p>"))
    }

    @Test("One card per text: a grid row per device, a failing cell opens that device's preview")
    func oneCardPerText() throws {
        let spec = HTMLFixtures.Spec(
            component: "Cell", element: "title", key: "k", locale: "de", value: "Ein ziemlich langer Titel hier",
            source: "A title", comment: nil, file: "/project/de.lproj/Localizable.strings", line: 2, width: 90,
            verticalWidth: nil, lines: 1)
        var other = spec
        other.device = "iPad"
        var report = HTMLFixtures.report([spec, other], categories: [.large])
        report.previews.removeAll { $0.device == "iPad" }
        let index = try #require(try pages(report)["index.html"])
        let cards = HTMLScan.all(#"<article class="card" id="([^"]+)"[^>]*>.*?</article>"#, in: index)
        // The anchor is the text's locale, table and key, not its position.
        #expect(cards.first?[1] == "de~Localizable~k")
        #expect(cards.count == 1)
        let card = try #require(cards.first?[0])
        #expect(card.contains("<th scope=\"row\">iPhone SE</th>") && card.contains("<th scope=\"row\">iPad</th>"))
        #expect(card.contains("<th scope=\"col\" class=\"large\">Large</th>"))
        // iPhone SE's cell opens its preview; iPad has none, so its cell is a mark, not a link.
        let links = HTMLScan.all(##"<a class="cell" href="#([^"]+)" data-b="[^"]+" data-c="large""##, in: card)
        #expect(links.count == 1)
        let block = try #require(links.first?[1])
        #expect(card.contains("<div class=\"preview\" id=\"\(block)\" data-row=\"Cell|title|iPhone SE\">"))
        #expect(card.contains("<p class=\"pv-device\">iPhone SE</p>"))
    }

    @Test("A text that fits every box but lacks a glyph: the grid cell the badge names shows the missing glyph")
    func missingGlyphCell() throws {
        var spec = HTMLFixtures.Spec(
            component: "Cell", element: "title", key: "k", locale: "de", value: "Einstellungen \u{E000}",
            source: "Settings", comment: nil, file: "/project/de.lproj/Localizable.strings", line: 2, width: 300,
            verticalWidth: nil, lines: 1)
        spec.missing = ["\u{E000}"]
        var report = HTMLFixtures.report([spec], categories: [.xSmall, .large])
        // As the sweep makes it: every box fits; the missing glyph is a text finding named at Large.
        var outcome = report.outcomes[0]
        let large = try #require(outcome.textFindings.first { $0.category == .large })
        outcome.results = outcome.textFindings.map { finding in
            var fits = finding
            fits.verdict = .fits
            fits.reported = false
            return fits
        }
        outcome.textFindings = [large]
        report.outcomes = [outcome]
        let index = try #require(try pages(report)["index.html"])
        #expect(index.contains("<span class=\"badge v-missing-glyphs\">Missing glyphs: Large</span>"))
        let row = try #require(HTMLScan.all(#"<tr data-row="[^"]*"><th scope="row">iPhone SE</th>(.*?)</tr>"#, in: index).first?[1])
        #expect(row == "<td class=\"v-fits\" data-cats=\"xSmall\" title=\"Fits at xSmall\">✓</td><td class=\"v-missing-glyphs large\" data-cats=\"large\" title=\"Missing glyphs at Large\">□</td>")
    }

    @Test("Placeholders are isolated left-to-right and highlighted; a plural form English lacks keeps its Source row")
    func placeholdersAndSourceRow() throws {
        #expect(HTMLPlaceholders.highlight("لديك %lld رسائل") == "لديك <bdi class=\"ph\" dir=\"ltr\">%lld</bdi> رسائل")
        #expect(HTMLPlaceholders.highlight("%1$@ & 100%%") == "<bdi class=\"ph\" dir=\"ltr\">%1$@</bdi> &amp; 100%%")
        var spec = HTMLFixtures.Spec(
            component: "Cell", element: "title", key: "inbox.unread", locale: "ru", value: "%lld непрочитанных сообщения",
            source: nil, comment: nil, file: "/project/ru.lproj/Localizable.stringsdict", line: 4, width: 90,
            verticalWidth: nil, lines: 1)
        spec.variant = "few"
        let index = try #require(try pages(HTMLFixtures.report([spec], categories: [.large]))["index.html"])
        #expect(index.contains("<dt>Source</dt><dd class=\"none\">none: the source language has no “few” form</dd>"))
        #expect(index.contains("<bdi class=\"ph\" dir=\"ltr\">%lld</bdi> непрочитанных"))
    }

    @Test("An empty report says there is nothing to fix")
    func empty() throws {
        let report = CheckReport(
            findings: [], components: [], problems: [], fonts: [], previews: [],
            statistics: Statistics(files: 1, entries: 3, measurements: 36, verdicts: [:], seconds: 0.1))
        let pages = try pages(report)
        #expect(pages.keys.sorted() == ["developers.html", "index.html"])
        #expect(pages["index.html"]!.contains("Nothing to fix"))
    }

    @Test("Translators first: with both causes on a page, design-caused texts start behind the filter")
    func translatorsFirst() throws {
        let spec = { (key: String, cause: Cause) in
            HTMLFixtures.Spec(
                component: "Header", element: "title", key: key, locale: "de", value: "Einstellungen und Datenschutz",
                source: "Settings", comment: nil, file: "/p/de.lproj/Localizable.strings", line: 3, width: 60,
                verticalWidth: nil, lines: 1, cause: cause)
        }
        let both = try pages(HTMLFixtures.report([spec("a", .translation), spec("b", .design)]))
        let de = try #require(both["de.html"])
        #expect(de.contains(#"<select id="f-cause" data-default="translation">"#))
        #expect(de.contains(#"<option value="translation" selected>"#))
        // The design card is labelled, counted in the headline, and gives no length to aim for.
        let design = try #require(HTMLScan.all(#"<article class="card design"[^>]*data-key="b"[^>]*>.*?</article>"#, in: de).first?[0])
        #expect(design.contains("The English does not fit either: this is for the designers."))
        #expect(!design.contains("Aim for"))
        #expect(de.contains("1 text for translators to fix"))
        #expect(de.contains("1 more is a design card: the English does not fit either"))
        // The translator's card comes first, with its to-do row; the design card has none.
        #expect(de.range(of: "data-key=\"a\"")!.lowerBound < de.range(of: "data-key=\"b\"")!.lowerBound)
        let todo = try #require(both["de.todo.csv"])
        #expect(todo.split(separator: "\r\n").count == 2)
        #expect(todo.hasPrefix("key,table,variant,screen,source,translation,characters,room,target,shorten_by,overflow_pt,sizes,design_sizes,link\r\na,Localizable,,Header,"))
        let one = try pages(HTMLFixtures.report([spec("a", .translation), spec("c", .translation)]))
        let onlyTranslation = try #require(one["de.html"])
        #expect(!onlyTranslation.contains("data-default=\"translation\""))
    }

    @Test("A card says where each element's box comes from, and the one manifest line that confirms an estimate")
    func evidenceOnTheCard() throws {
        let pages = try pages()
        let de = try #require(pages["de.html"])
        let evidence = try #require(HTMLScan.all(#"<details class="evidence">.*?</details>"#, in: de).first?[0])
        // Every dimension, each from its kind of evidence, the place printed relative to the project.
        #expect(HTMLScan.all(#"<dt>([^<]+)</dt>"#, in: evidence).map { $0[1] } == ["Font and scaling", "Line limit", "Width", "Widest width", "Drawn"])
        #expect(evidence.contains(#"<dd class="ev-code" data-s>read from code at Views/Header.swift:18: .font(.title2)</dd>"#))
        #expect(evidence.contains("read from Views/Header.xib, object aB3-xy-9Qz"))
        #expect(evidence.contains("(HIG Layout)"))
        #expect(evidence.contains("written in headroom.yml line 31"))
        // Nothing is assumed in German: no confirm line.
        #expect(!de.contains("class=\"confirm\""))
        // The Arabic warnings rest on an estimated width: the card names it and the line that confirms it, escaped.
        let ar = try #require(pages["ar.html"])
        let confirm = try #require(HTMLScan.all(#"<p class="confirm">.*?</p>"#, in: ar).first?[0])
        #expect(confirm.contains("width: a button&#39;s &lt;20 pt&gt; insets &amp; margins"))
        #expect(confirm.contains("<code>confirmed: [width]</code> under AdaptiveButton › title in headroom.yml (line 40)"))
        #expect(ar.contains(#"<dd class="ev-estimate" data-s>estimated, nothing in the app says: "#))
    }

    @Test("At a size where the English is cut too, the frame draws the English beside the translation")
    func englishBesideAtDesignSizes() throws {
        let spec = HTMLFixtures.Spec(
            component: "Header", element: "title", key: "d", locale: "de", value: "Einstellungen und Datenschutz",
            source: "Settings and privacy", comment: nil, file: "/p/de.lproj/Localizable.strings", line: 3, width: 60,
            verticalWidth: nil, lines: 1, cause: .design)
        var report = HTMLFixtures.report([spec], categories: [.large, .ax1])
        let o = try #require(report.outcomes.firstIndex { $0.key == "d" })
        for p in report.outcomes[o].previews.indices {
            let frames = report.outcomes[o].previews[p].frames.map { frame in
                StringPreview.Frame(
                    category: frame.category, verdict: .truncates,
                    horizontal: HTMLFixtures.rendering("Settings and privacy", pointSize: frame.horizontal.box.pointSize, width: 60, lines: 1),
                    vertical: nil)
            }
            report.outcomes[o].previews[p].source = SourcePreview(rendering: HTMLFixtures.shaped("Settings and privacy"), frames: frames)
        }
        let de = try #require(try pages(report)["de.html"])
        // The shown frame (drawn without script) has the English figure after the translation's.
        let noscript = try #require(HTMLScan.all(#"<noscript>(.*?)</noscript>"#, in: de).first?[1])
        #expect(noscript.contains("<figure class=\"english\"><figcaption>The English, in the same box: "))
        #expect(HTMLScan.count(#"<svg class="pv""#, in: noscript) == 2)
        // The other size's recipe carries the English's, drawn from its own glyph data.
        #expect(HTMLScan.count(#","s":\[[^\]]"#, in: de) == 1)
        let gs = try #require(HTMLScan.all(#"data-gs="([^"]+)""#, in: de).first?[1])
        #expect(de.contains("<script type=\"application/json\" class=\"gd\" id=\"\(gs)\">"))
    }
}
