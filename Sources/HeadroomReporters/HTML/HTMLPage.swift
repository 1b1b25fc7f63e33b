import DynamicType
import HeadroomCheck

/// Writes one self-contained report page: the summary, the components that must go vertical, the
/// filters and one card per failing string with its previews. Everything is inline (style, script,
/// glyph outlines), so the page opens from disk with no network.
struct HTMLPage {
    var title: String
    /// The locales this page covers (one for a locale page, all for the index).
    var locales: [HTMLLocale]
    var groups: [HTMLStringGroup]
    var components: [ComponentSummary]
    var report: CheckReport
    var context: ReportContext
    /// Links to the per-locale pages (index only).
    var localePages: [HTMLLocale]
    /// Link back to the index (locale pages only).
    var indexLink: String?
    /// True for an index with too many strings for one page: it keeps the summaries and links
    /// each locale's page instead of drawing every card.
    var overview = false

    private let localeByID: [String: HTMLLocale]
    private let summaryByKey: [String: ComponentSummary]

    init(
        title: String, locales: [HTMLLocale], groups: [HTMLStringGroup], components: [ComponentSummary], report: CheckReport,
        context: ReportContext, localePages: [HTMLLocale], indexLink: String?, overview: Bool = false
    ) {
        self.overview = overview
        self.title = title
        self.locales = locales
        self.groups = groups
        self.components = components
        self.report = report
        self.context = context
        self.localePages = localePages
        self.indexLink = indexLink
        localeByID = Dictionary(locales.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
        summaryByKey = Dictionary(
            components.map { ("\($0.component)\u{1}\($0.locale)\u{1}\($0.device)", $0) }, uniquingKeysWith: { a, _ in a })
    }

    func render() -> String {
        let outlines = HTMLOutlineTable()
        var body = ""
        body.reserveCapacity(groups.count * 4096 + 16384)
        body += header()
        body += "<main id=\"main\">\n"
        body += summary()
        body += componentTable()
        body += problems()
        body += stringsSection(outlines: outlines)
        body += "</main>\n"
        body += footer()

        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"generator\" content=\"Headroom \(HTMLEscape.text(context.toolVersion))\">\n"
        page += "<title>\(HTMLEscape.text(title))</title>\n"
        page += "<script>\(HTMLScript.head)</script>\n"
        page += "<style>\n\(HTMLStyle.css)</style>\n</head>\n<body>\n"
        page += "<a class=\"skip\" href=\"#strings-heading\">Skip to the strings</a>\n"
        page += outlines.definitions()
        page += body
        page += "<script>\n\(HTMLScript.body)</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Sections

    private func header() -> String {
        var s = "<header>\n<h1>\(HTMLEscape.text(title))</h1>\n"
        let failing = groups.count
        let st = report.statistics
        s += "<p class=\"lede\">\(HTMLNumber.count(failing)) text\(failing == 1 ? "" : "s") to fix (a key, or one plural form of it)"
        s += " across \(HTMLNumber.count(locales.count)) locale\(locales.count == 1 ? "" : "s"). "
        s += "Each one is drawn with the glyphs the layout engine shaped, in the box of its component, at the text sizes where it fails.</p>\n"
        s += "<p class=\"meta\">\(HTMLNumber.count(st.files)) files, \(HTMLNumber.count(st.entries)) translations checked, "
        s += "\(HTMLNumber.count(st.measurements)) measurements. Headroom \(HTMLEscape.text(context.toolVersion)).</p>\n"
        if let indexLink {
            s += "<nav aria-label=\"Report pages\"><ul><li><a href=\"\(HTMLEscape.text(indexLink))\">All locales</a></li></ul></nav>\n"
        } else if !localePages.isEmpty {
            s += "<nav aria-label=\"Pages per locale\"><h2 class=\"nav-title\">One page per locale</h2><ul>"
            for locale in localePages {
                s += "<li><a href=\"\(HTMLEscape.text(locale.fileName))\">"
                s += "\(HTMLEscape.text(locale.displayName))</a></li>"
            }
            s += "</ul></nav>\n"
        }
        return s + "</header>\n"
    }

    private func summary() -> String {
        var s = "<section aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary by locale</h2>\n"
        guard !groups.isEmpty else {
            return s + "<p class=\"empty\">No string is cut, needs another layout, misses glyphs or is untranslated. Nothing to fix.</p>\n</section>\n"
        }
        let byLocale = Dictionary(grouping: groups, by: \.id.locale)
        s += "<div class=\"table-wrap\"><table>\n<caption>Strings that fail at one size or more, by what is wrong and where they are shown.</caption>\n"
        s += "<thead><tr><th scope=\"col\">Locale</th><th scope=\"col\">Strings</th><th scope=\"col\">Truncated</th>"
        s += "<th scope=\"col\">Need vertical layout</th><th scope=\"col\">Missing glyphs</th><th scope=\"col\">Untranslated</th>"
        s += "<th scope=\"col\">Components</th></tr></thead>\n<tbody>\n"
        for locale in locales {
            let list = byLocale[locale.identifier] ?? []
            func count(_ v: Verdict) -> String { HTMLNumber.count(list.filter { $0.verdicts.contains(v) }.count) }
            let components = Dictionary(grouping: list, by: { $0.components[0] }).map { ($0.key, $0.value.count) }
                .sorted { $0.0 < $1.0 }
                .map { "\(HTMLEscape.text($0.0)) (\($0.1))" }.joined(separator: ", ")
            s += "<tr><th scope=\"row\">\(localeLabel(locale))</th>"
            s += "<td class=\"num\">\(HTMLNumber.count(list.count))</td><td class=\"num\">\(count(.truncates))</td>"
            s += "<td class=\"num\">\(count(.reflow))</td><td class=\"num\">\(count(.missingGlyphs))</td>"
            s += "<td class=\"num\">\(count(.untranslated))</td><td>\(components.isEmpty ? "—" : components)</td></tr>\n"
        }
        s += "</tbody></table></div>\n"

        s += "<h3 id=\"sizes-heading\">Failing strings at each text size</h3>\n"
        s += "<div class=\"table-wrap\"><table aria-labelledby=\"sizes-heading\">\n<thead><tr><th scope=\"col\">Locale</th>"
        for category in ContentSizeCategory.allCases { s += "<th scope=\"col\">\(category.displayName)</th>" }
        s += "</tr></thead>\n<tbody>\n"
        for locale in locales {
            let list = byLocale[locale.identifier] ?? []
            s += "<tr><th scope=\"row\">\(localeLabel(locale))</th>"
            for category in ContentSizeCategory.allCases {
                let n = list.filter { $0.findings.contains { $0.category == category } }.count
                s += n > 0 ? "<td class=\"num hot\">\(HTMLNumber.count(n))</td>" : "<td class=\"num\">0</td>"
            }
            s += "</tr>\n"
        }
        s += "</tbody></table></div>\n</section>\n"
        return s
    }

    private func localeLabel(_ locale: HTMLLocale) -> String {
        if indexLink == nil, localePages.contains(locale) {
            return "<a href=\"\(HTMLEscape.text(locale.fileName))\">\(HTMLEscape.text(locale.displayName))</a>"
        }
        return HTMLEscape.text(locale.displayName)
    }

    private func componentTable() -> String {
        guard components.contains(where: Self.mustGoVertical) else { return "" }
        var s = "<section aria-labelledby=\"components-heading\">\n<h2 id=\"components-heading\">Components that must go vertical</h2>\n"
        s += "<p class=\"lede\">Per locale, the first text size at which a component’s horizontal layout cuts one of its texts. "
        s += "Adaptive components switch to their vertical layout there; flexible ones switch at AX1 (shown when that differs); "
        s += "fixed ones have no vertical layout, so their texts are cut from that size on. “—” means nothing is cut.</p>\n"
        struct Row: Hashable, Comparable {
            var component: String, layout: String, device: String
            static func < (a: Row, b: Row) -> Bool { (a.component, a.device) < (b.component, b.device) }
        }
        var cells: [Row: [String: ComponentSummary]] = [:]
        for summary in components {
            let row = Row(component: summary.component, layout: summary.layout.rawValue, device: summary.device)
            cells[row, default: [:]][summary.locale] = summary
        }
        let rows = cells.keys.filter { row in cells[row]!.values.contains(where: Self.mustGoVertical) }.sorted()
        let columns = locales.filter { locale in rows.contains { cells[$0]?[locale.identifier] != nil } }
        s += "<div class=\"table-wrap\"><table>\n<thead><tr><th scope=\"col\">Component</th><th scope=\"col\">Layout</th><th scope=\"col\">Device</th>"
        for locale in columns { s += "<th scope=\"col\">\(HTMLEscape.text(locale.identifier))</th>" }
        s += "</tr></thead>\n<tbody>\n"
        var notes: [String] = []
        for row in rows {
            s += "<tr><th scope=\"row\">\(HTMLEscape.text(row.component))</th><td>\(row.layout)</td><td>\(HTMLEscape.text(row.device))</td>"
            for locale in columns {
                guard let summary = cells[row]?[locale.identifier] else {
                    s += "<td></td>"
                    continue
                }
                var cell = Self.verticalFrom(summary)?.displayName ?? "—"
                if let switches = summary.firstVerticalCategory, switches != Self.verticalFrom(summary) {
                    cell += " <span class=\"meta\">(switches at \(switches.displayName))</span>"
                }
                if let problem = summary.ruleProblem {
                    notes.append("<li><strong>\(HTMLEscape.text(row.component)), \(HTMLEscape.text(locale.identifier)), \(HTMLEscape.text(row.device)):</strong> \(HTMLEscape.text(problem))</li>")
                    cell += " <abbr title=\"The fixed rule is wrong here; see below\">(rule)</abbr>"
                }
                s += "<td>\(cell)</td>"
            }
            s += "</tr>\n"
        }
        s += "</tbody></table></div>\n"
        if !notes.isEmpty {
            s += "<h3>Where a flexible component’s fixed rule is wrong</h3>\n<ul>\n" + notes.joined(separator: "\n") + "\n</ul>\n"
        }
        return s + "</section>\n"
    }

    /// The first category at which the component really needs its vertical layout: where some
    /// element would truncate horizontally (for an adaptive component, where it switches).
    static func verticalFrom(_ summary: ComponentSummary) -> ContentSizeCategory? {
        summary.firstHorizontalTruncation ?? (summary.layout == .adaptive ? summary.firstVerticalCategory : nil)
    }

    static func mustGoVertical(_ summary: ComponentSummary) -> Bool {
        verticalFrom(summary) != nil || summary.ruleProblem != nil
    }

    private func problems() -> String {
        guard !report.problems.isEmpty else { return "" }
        var s = "<section aria-labelledby=\"problems-heading\">\n<h2 id=\"problems-heading\">Files that could not be read</h2>\n<ul>\n"
        for problem in report.problems {
            s += "<li><code>\(HTMLEscape.text(path(problem.location.file))):\(problem.location.line)</code> \(HTMLEscape.text(problem.message))</li>\n"
        }
        return s + "</ul>\n</section>\n"
    }

    private func stringsSection(outlines: HTMLOutlineTable) -> String {
        var s = "<section aria-labelledby=\"strings-heading\">\n<h2 id=\"strings-heading\">Strings to fix</h2>\n"
        if overview {
            let counts = Dictionary(grouping: groups, by: \.id.locale).mapValues(\.count)
            s += "<p class=\"overview\">\(HTMLNumber.count(groups.count)) strings are too many to draw on one page: "
            s += "each locale has its own page with every string, its previews and the filters.</p>\n<ul class=\"locale-pages\">\n"
            for locale in localePages {
                s += "<li><a href=\"\(HTMLEscape.text(locale.fileName))\">\(HTMLEscape.text(locale.displayName))</a> — "
                s += "\(HTMLNumber.count(counts[locale.identifier] ?? 0)) string\(counts[locale.identifier] == 1 ? "" : "s")</li>\n"
            }
            return s + "</ul>\n</section>\n"
        }
        s += filters()
        s += "<p id=\"status\" role=\"status\" aria-live=\"polite\">Showing \(HTMLNumber.count(groups.count)) of \(HTMLNumber.count(groups.count)) text\(groups.count == 1 ? "" : "s")</p>\n"
        s += "<p class=\"legend\">In the previews: the solid box is the component at its line limit; glyphs drawn in the hatched, dashed area below it are the lines that do not fit, and the highlighted ellipsis is where UIKit cuts the text.</p>\n"
        s += "<div id=\"strings\" data-total=\"\(groups.count)\" data-visible-count=\"\(groups.count)\">\n"
        for (index, group) in groups.enumerated() {
            s += card(group, number: index + 1, outlines: outlines)
        }
        s += "</div>\n</section>\n"
        return s
    }

    private func filters() -> String {
        var s = "<form class=\"filters needs-js\" role=\"search\" aria-label=\"Filter the strings\" onsubmit=\"return false\">\n"
        if locales.count > 1 {
            s += "<div><label for=\"f-locale\">Locale</label><select id=\"f-locale\"><option value=\"\">All locales</option>"
            let counts = Dictionary(grouping: groups, by: \.id.locale).mapValues(\.count)
            for locale in locales {
                s += "<option value=\"\(HTMLEscape.text(locale.identifier))\">\(HTMLEscape.text(locale.displayName)) — \(HTMLNumber.count(counts[locale.identifier] ?? 0))</option>"
            }
            s += "</select></div>\n"
        }
        let componentCounts = Dictionary(grouping: groups, by: { $0.components[0] }).mapValues(\.count)
        s += "<div><label for=\"f-component\">Component</label><select id=\"f-component\"><option value=\"\">All components</option>"
        for name in componentCounts.keys.sorted() {
            s += "<option value=\"\(HTMLEscape.text(name))\">\(HTMLEscape.text(name)) — \(HTMLNumber.count(componentCounts[name]!))</option>"
        }
        s += "</select></div>\n"
        let causeCounts = Dictionary(grouping: groups, by: \.cause).mapValues(\.count)
        // Translators first: where both kinds exist, design-caused texts start behind this filter.
        let translatorsFirst = (causeCounts[.translation] ?? 0) > 0 && (causeCounts[.design] ?? 0) > 0
        s += "<div><label for=\"f-cause\">Who must act</label><select id=\"f-cause\"\(translatorsFirst ? " data-default=\"translation\"" : "")><option value=\"\">Everyone</option>"
        s += "<option value=\"translation\"\(translatorsFirst ? " selected" : "")>Translators (only the translation fails) — \(HTMLNumber.count(causeCounts[.translation] ?? 0))</option>"
        s += "<option value=\"design\">Design (the source text fails too) — \(HTMLNumber.count(causeCounts[.design] ?? 0))</option>"
        s += "</select></div>\n"
        s += "<div><label for=\"f-verdict\">Problem</label><select id=\"f-verdict\"><option value=\"\">All problems</option>"
        for verdict in Verdict.allCases where verdict != .fits {
            let n = groups.filter { $0.verdicts.contains(verdict) }.count
            s += "<option value=\"\(verdict.rawValue)\">\(VerdictWords.of(verdict).name) — \(HTMLNumber.count(n))</option>"
        }
        s += "</select></div>\n"
        s += "<div><label for=\"f-size\">Previews at</label><select id=\"f-size\"><option value=\"\">Each string’s first failing size</option>"
        for category in ContentSizeCategory.allCases {
            s += "<option value=\"\(category.rawValue)\">\(category.displayName)</option>"
        }
        s += "</select></div>\n"
        s += "<div><label for=\"f-q\">Search keys and text</label><input type=\"search\" id=\"f-q\" autocomplete=\"off\" spellcheck=\"false\"></div>\n"
        return s + "</form>\n"
    }

    private func path(_ file: String) -> String {
        let base = context.workingDirectory.hasSuffix("/") ? context.workingDirectory : context.workingDirectory + "/"
        return !context.workingDirectory.isEmpty && file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    // MARK: - One string

    private func card(_ group: HTMLStringGroup, number: Int, outlines: HTMLOutlineTable) -> String {
        let f = group.first
        let id = "s\(number)"
        let locale = localeByID[group.id.locale] ?? HTMLLocale(group.id.locale)
        let severity = group.severity.rawValue
        var s = "<article class=\"card\" id=\"\(id)\" aria-labelledby=\"\(id)-h\" data-locale=\"\(HTMLEscape.text(group.id.locale))\""
        s += " data-component=\"\(HTMLEscape.text(group.components[0]))\" data-severity=\"\(severity)\" data-verdicts=\"\(group.verdicts.map(\.rawValue).joined(separator: " "))\""
        s += " data-cause=\"\(group.cause.rawValue)\">\n"
        s += "<h3 id=\"\(id)-h\"><code data-s>\(HTMLEscape.text(group.id.key))</code>"
        if let variant = group.id.variant { s += " <span class=\"variant\">\(HTMLEscape.text(variant))</span>" }
        s += " <span class=\"sev\">\(HTMLEscape.text(severity))</span></h3>\n"
        let places = group.outcomes.map { outcome in
            "<span data-s>\(HTMLEscape.text(outcome.component))</span> › \(HTMLEscape.text(outcome.element))"
        }
        var where_ = places.joined(separator: ", ") + " · \(HTMLEscape.text(locale.displayName))"
        where_ += " · <code>\(HTMLEscape.text(path(f.location.file))):\(f.location.line)</code>"
        if !f.table.isEmpty { where_ += " (table \(HTMLEscape.text(f.table)))" }
        s += "<p class=\"where\">\(where_)</p>\n"
        // The Swift places that show it (each outcome's, once): where the developer changes the view.
        var sites: [DisplaySite] = []
        for site in group.outcomes.flatMap(\.shownAt) where !sites.contains(site) { sites.append(site) }
        if !sites.isEmpty {
            let places = sites.map { "<code>" + HTMLEscape.text(FindingWording.place($0, path: path)) + "</code>" }
            s += "<p class=\"where shown\">\(FindingWording.shownAt(places))</p>\n"
        }
        s += "<div class=\"cols\">\n<div>\n<dl class=\"texts\">\n"
        // The Source row is always there: a plural form the development language lacks says so.
        if let source = f.sourceText {
            s += "<dt>Source</dt><dd dir=\"auto\" data-s>\(HTMLPlaceholders.highlight(source))</dd>\n"
        } else if let variant = group.id.variant {
            s += "<dt>Source</dt><dd class=\"none\">none: the source language has no “\(HTMLEscape.text(variant))” form</dd>\n"
        } else {
            s += "<dt>Source</dt><dd class=\"none\">none found</dd>\n"
        }
        s += "<dt>Translation</dt><dd class=\"tr\" lang=\"\(HTMLEscape.text(locale.lang))\" dir=\"\(locale.dir)\" data-s>\(HTMLPlaceholders.highlight(f.value))</dd>\n"
        if f.measuredText != f.value {
            s += "<dt>Measured as</dt><dd class=\"tr\" lang=\"\(HTMLEscape.text(locale.lang))\" dir=\"\(locale.dir)\">\(HTMLEscape.text(f.measuredText))</dd>\n"
        }
        if let comment = f.comment, !comment.isEmpty {
            s += "<dt>Comment</dt><dd dir=\"auto\" data-s>\(HTMLEscape.text(comment))</dd>\n"
        }
        s += "</dl>\n<p class=\"badges\">"
        for verdict in group.verdicts {
            s += "<span class=\"badge v-\(verdict.rawValue)\">\(VerdictWords.of(verdict).name): \(group.categoryRanges(for: verdict))</span> "
        }
        s += "</p>\n<div class=\"advice\">"
        let outcome = group.outcomes[0]
        let device = outcome.results.first(where: \.reported)?.device ?? outcome.results.first?.device ?? ""
        let summary = summaryByKey["\(outcome.component)\u{1}\(group.id.locale)\u{1}\(device)"]
        for sentence in group.advice(firstVertical: summary.flatMap(Self.verticalFrom), ruleProblem: summary?.ruleProblem) {
            s += "<p>\(sentence)</p>"
        }
        s += "</div>\n"
        s += grid(group, id: id)
        s += "</div>\n"
        s += previewBlocks(group, id: id, outlines: outlines)
        s += "</div>\n</article>\n"
        return s
    }

    /// The id of the preview block of `outcome` (its index in the card) on `device`.
    private func blockID(_ card: String, outcome: Int, device: String, group: HTMLStringGroup) -> String? {
        guard let index = group.outcomes[outcome].previews.firstIndex(where: { $0.device == device }) else { return nil }
        return "\(card)-\(outcome + 1)-\(index + 1)"
    }

    /// Devices × sizes: each cell a verdict; a failing one opens its preview. Large is marked (the
    /// default size).
    private func grid(_ group: HTMLStringGroup, id: String) -> String {
        let categories = ContentSizeCategory.allCases.filter { category in
            group.outcomes.contains { $0.results.contains { $0.category == category } }
        }
        var s = "<div class=\"table-wrap\"><table class=\"grid\"><caption>Verdict at each text size; a marked cell opens its preview. Large is the default size.</caption>\n"
        s += "<thead><tr><th scope=\"col\">Device</th>"
        for category in categories {
            s += category == .large ? "<th scope=\"col\" class=\"large\">Large</th>" : "<th scope=\"col\">\(category.displayName)</th>"
        }
        s += "</tr></thead>\n<tbody>\n"
        for (o, outcome) in group.outcomes.enumerated() {
            var devices: [String] = []
            for result in outcome.results where !devices.contains(result.device) { devices.append(result.device) }
            for device in devices {
                let label = group.outcomes.count > 1 ? "\(outcome.component) › \(outcome.element) · \(device)" : device
                s += "<tr><th scope=\"row\">\(HTMLEscape.text(label))</th>"
                let block = blockID(id, outcome: o, device: device, group: group)
                for category in categories {
                    guard let result = outcome.results.first(where: { $0.device == device && $0.category == category }) else {
                        s += "<td></td>"
                        continue
                    }
                    // The box's verdict, then the text's own problems (missing glyphs…) the card names at this cell.
                    let textVerdicts = outcome.textFindings.filter {
                        $0.reported && $0.device == device && $0.category == category
                    }.map(\.verdict)
                    let verdicts = result.verdict == .fits && textVerdicts.isEmpty ? [.fits] : [result.verdict].filter { $0 != .fits } + textVerdicts
                    let name = verdicts.map { VerdictWords.of($0).name }.joined(separator: ", ")
                    let mark = verdicts.map { VerdictWords.of($0).mark }.joined()
                    let large = category == .large ? " large" : ""
                    if result.verdict != .fits, let block {
                        s += "<td class=\"v-\(verdicts[0].rawValue)\(large)\"><a class=\"cell\" href=\"#\(block)\" data-b=\"\(block)\" data-c=\"\(category.rawValue)\" title=\"\(HTMLEscape.text(name)) at \(category.displayName): show the preview\">\(mark)</a></td>"
                    } else {
                        s += "<td class=\"v-\(verdicts[0].rawValue)\(large)\" title=\"\(HTMLEscape.text(name))\">\(mark)</td>"
                    }
                }
                s += "</tr>\n"
            }
        }
        return s + "</tbody></table></div>\n"
    }

    /// One preview per component element and device where the text fails; the first is shown,
    /// the others open from the grid.
    private func previewBlocks(_ group: HTMLStringGroup, id: String, outlines: HTMLOutlineTable) -> String {
        var s = ""
        var shown = false
        for (o, outcome) in group.outcomes.enumerated() {
            // The string's glyphs, once for all its devices and sizes (one shaping); the frames
            // the script draws say only which clusters go on which line.
            var glyphData: [(rendering: ShapedRendering, id: String)] = []
            for (index, preview) in outcome.previews.enumerated() where !preview.frames.isEmpty {
                let block = "\(id)-\(o + 1)-\(index + 1)"
                var dataID = glyphData.first { $0.rendering == preview.rendering }?.id
                if dataID == nil, preview.frames.count > 1 {
                    let newID = "\(id)-\(o + 1)-g\(glyphData.count + 1)"
                    glyphData.append((preview.rendering, newID))
                    s += "<script type=\"application/json\" class=\"gd\" id=\"\(newID)\">"
                    s += HTMLPreview.glyphData(preview.rendering, outlines: outlines) + "</script>\n"
                    dataID = newID
                }
                let label = (group.outcomes.count > 1 ? "\(outcome.component) › \(outcome.element), " : "") + preview.device
                s += previewBlock(
                    preview, group: group, id: block, label: label, hidden: shown, glyphs: dataID, outlines: outlines)
                shown = true
            }
        }
        if !shown {
            s = "<div class=\"preview\"><p class=\"meta\">No preview: previews were not computed for this run.</p></div>\n"
        }
        return s
    }

    private func previewBlock(
        _ preview: StringPreview, group: HTMLStringGroup, id: String, label: String, hidden: Bool, glyphs: String?,
        outlines: HTMLOutlineTable
    ) -> String {
        let frames = preview.frames.sorted { $0.category < $1.category }
        let wanted = group.defaultCategory
        let failing = frames.filter { $0.verdict != .fits }
        let shown = frames.first { $0.category == wanted && $0.verdict != .fits } ?? failing.first ?? frames[0]
        var s = "<div class=\"preview\" id=\"\(id)\"\(glyphs.map { " data-g=\"\($0)\"" } ?? "")\(hidden ? " hidden" : "")>\n<p class=\"pv-device\">\(HTMLEscape.text(label))</p>\n"
        // The size control is the script's (hidden without it): it lists the shown frame, from these
        // attributes, and the others, from their recipes below, naming sizes as the page's size filter.
        s += "<label class=\"needs-js\" for=\"\(id)-c\">Text size</label><select class=\"cat needs-js\" id=\"\(id)-c\" data-default=\"\(shown.category.rawValue)\""
        s += " data-pt=\"\(HTMLNumber.format(shown.horizontal.box.pointSize))\" data-v=\"\(HTMLEscape.text(Self.verdictNote(shown.verdict)))\"></select>\n"
        // The first failing size as SVG. Inside <noscript> it is drawn as is without JavaScript (and
        // costs nothing to parse with it); the script draws it when the card comes near the screen.
        s += "<div class=\"frames\"><noscript>"
        s += frameHTML(shown, svgs: renderings(shown, preview.rendering).map { $0.svg(outlines: outlines) })
        s += "</noscript></div>\n"
        // The other sizes as recipes the script draws on demand (see `HTMLPreview.json`).
        let others = frames.filter { $0.category != shown.category }
        if !others.isEmpty {
            s += "<script type=\"application/json\" class=\"fd\">["
            s += others.map { frame in
                // The script words the heading and captions as `frameText` does.
                let previews = renderings(frame, preview.rendering)
                return "{\"c\":\(HTMLJSON.string(frame.category.rawValue)),\"n\":\(HTMLJSON.string(frame.category.displayName)),"
                    + "\"v\":\(HTMLJSON.string(Self.verdictNote(frame.verdict))),"
                    + "\"r\":[\(previews.map { $0.json() }.joined(separator: ","))]}"
            }.joined(separator: ",\n")
            s += "]</script>\n"
        }
        return s + "</div>\n"
    }

    /// A frame's verdict after its size (`truncated`, `fits`), in the size control and headings.
    static func verdictNote(_ verdict: Verdict) -> String { VerdictWords.of(verdict).name.lowercased() }

    /// The horizontal and (when there is one) vertical drawing of a frame.
    private func renderings(_ frame: StringPreview.Frame, _ rendering: ShapedRendering) -> [HTMLPreview] {
        var out = [
            HTMLPreview(
                orientation: frame.vertical == nil ? .text : .horizontal, category: frame.category, frame: frame.horizontal,
                rendering: rendering)
        ]
        if let v = frame.vertical {
            out.append(HTMLPreview(orientation: .vertical, category: frame.category, frame: v, rendering: rendering))
        }
        return out
    }

    /// The frame's heading after the category name, and the caption of each layout (plain text).
    private func frameText(_ frame: StringPreview.Frame) -> (head: String, captions: [String]) {
        let h = frame.horizontal
        var head = " (\(HTMLNumber.format(h.box.pointSize)) pt): \(Self.verdictNote(frame.verdict))"
        head += " — \(h.lines.count) line\(h.lines.count == 1 ? "" : "s")"
        head += h.box.lines == 0 ? ", no limit" : ", \(h.box.lines) allowed"
        var captions = ["\(frame.vertical == nil ? "Layout" : "Horizontal layout"), \(HTMLNumber.format(h.box.width)) pt wide"]
        if let v = frame.vertical {
            var caption = "Vertical layout, \(HTMLNumber.format(v.box.width)) pt wide: \(v.lines.count) line\(v.lines.count == 1 ? "" : "s")"
            caption += v.box.lines == 0 ? "" : ", \(v.box.lines) allowed"
            captions.append(caption)
        }
        return (head, captions)
    }

    /// A frame's markup. `HTMLScript`'s `frameMarkup` writes the same from the frame's JSON.
    private func frameHTML(_ frame: StringPreview.Frame, svgs: [String]) -> String {
        let text = frameText(frame)
        var s = "<div class=\"frame\" data-cat=\"\(frame.category.rawValue)\">"
        s += "<p class=\"frame-head\"><strong>\(frame.category.displayName)</strong>\(HTMLEscape.text(text.head))</p><div class=\"layouts\">"
        for (caption, svg) in zip(text.captions, svgs) {
            s += "<figure><figcaption>\(HTMLEscape.text(caption))</figcaption>\(svg)</figure>"
        }
        return s + "</div></div>"
    }

    /// The fonts the drawn texts use, by family, style and file name (no folders: they name the
    /// machine the report was made on).
    private func footer() -> String {
        var families = Set<String>()
        for group in groups {
            for outcome in group.outcomes {
                for result in outcome.results + outcome.textFindings { families.formUnion(result.measurement.fontsUsed) }
            }
        }
        let used = report.fonts.filter { families.contains($0.family) }
        guard !used.isEmpty else { return "" }
        var s = "<footer>\n<details><summary>Fonts used</summary><ul>\n"
        for font in used {
            let file = font.file.split(separator: "/").last.map(String.init) ?? font.file
            s += "<li>\(HTMLEscape.text(font.family)) \(HTMLEscape.text(font.style)) — <code>\(HTMLEscape.text(file))</code> "
            s += "<code>sha256 \(HTMLEscape.text(String(font.sha256.prefix(16))))…</code></li>\n"
        }
        return s + "</ul></details>\n</footer>\n"
    }
}
