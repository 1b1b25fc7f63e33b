import DynamicType
import HeadroomCheck

/// Writes one self-contained report page. The index and the locale pages are the translators':
/// their strings first, in order of overflow, each card with its advice, grid and previews; the
/// developers' page holds the summary tables, the components that must go vertical and the files
/// that could not be read. Everything is inline (style, script, glyph outlines), so the page opens
/// from disk with no network.
struct HTMLPage {
    /// Which page this is.
    enum Kind {
        case index, locale, developers
    }

    /// The developers' page's file name.
    static let developersFile = "developers.html"

    var title: String
    var kind: Kind
    /// The character budgets of `headroom limits --budgets`, when the CLI gives them.
    var rooms: (any CharacterRoomEstimator)?
    /// The locales this page covers (one for a locale page, all for the index).
    var locales: [HTMLLocale]
    /// The cards this page draws (none on the developers' page and an overview index).
    var groups: [HTMLStringGroup]
    /// What the page counts: its cards', or the whole run's for the developers' page and an
    /// overview index.
    var tally: HTMLStringTally
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
    /// The previews of an outcome held without them (an `HTMLOutcomeStore`'s), read as its card is
    /// drawn, so a page holds one card's previews at a time.
    var previews: ((StringOutcome) throws -> [StringPreview])?

    private let localeByID: [String: HTMLLocale]

    init(
        title: String, kind: Kind, locales: [HTMLLocale], groups: [HTMLStringGroup], tally: HTMLStringTally? = nil,
        components: [ComponentSummary], report: CheckReport, context: ReportContext, localePages: [HTMLLocale], indexLink: String?,
        overview: Bool = false, rooms: (any CharacterRoomEstimator)? = nil
    ) {
        self.kind = kind
        self.rooms = rooms
        self.overview = overview
        self.title = title
        self.locales = locales
        self.groups = groups
        self.tally = tally ?? HTMLStringTally(groups: groups)
        self.components = components
        self.report = report
        self.context = context
        self.localePages = localePages
        self.indexLink = indexLink
        localeByID = Dictionary(locales.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The whole page as one string.
    func render() throws -> String {
        let output = StringReportOutput()
        try write(to: output, body: HTMLPageBody(inFile: false))
        return output.text
    }

    /// Writes the page to `output` in pieces, a card at a time. The head lists the glyph outlines
    /// the cards use, known only once they are drawn: the body goes to `body` first and follows
    /// the head.
    func write(to output: any ReportOutput, body: HTMLPageBody) throws {
        let outlines = HTMLOutlineTable()
        var text = TextBuffer(output: body)
        text.append(header())
        text.append("<main id=\"main\">\n")
        if kind == .developers {
            text.append(summary())
            text.append(componentTable())
            text.append(problems())
        } else {
            try stringsSection(into: &text, outlines: outlines)
        }
        text.append("</main>\n")
        text.append(footer())
        try text.flush()

        var page = TextBuffer(output: output)
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        page.append("<meta name=\"generator\" content=\"Headroom \(HTMLEscape.text(context.toolVersion))\">\n")
        page.append("<title>\(HTMLEscape.app(title))</title>\n")
        page.append("<script>\(HTMLScript.head)</script>\n")
        page.append("<style>\n\(HTMLStyle.css)</style>\n</head>\n<body>\n")
        if kind != .developers { page.append("<a class=\"skip\" href=\"#strings-heading\">Skip to the strings</a>\n") }
        try outlines.writeDefinitions(into: &page)
        try page.flush()
        try body.copy(into: output)
        page.append("<script>\n\(HTMLScript.body)</script>\n</body>\n</html>\n")
        try page.flush()
    }

    // MARK: - Sections

    /// The translators' texts (some box fails by the translation alone) and the design's.
    private var counts: (translation: Int, design: Int) {
        let translation = tally.forTranslators
        return (translation, tally.count - translation)
    }

    private func header() -> String {
        var s = "<header>\n<h1>\(HTMLEscape.app(title))</h1>\n"
        let st = report.statistics
        let (translation, design) = counts
        switch kind {
        case .developers:
            s += "<p class=\"lede\">For the developers: per locale, the strings that fail and at which sizes, the components that must go vertical, "
            s += "and the files that could not be read. The translators’ lists are on the other pages.</p>\n"
        case .index, .locale:
            s += "<p class=\"lede\">\(HTMLNumber.count(translation)) text\(translation == 1 ? "" : "s") for translators to fix"
            s += locales.count == 1 ? "" : " across \(HTMLNumber.count(locales.count)) locales"
            s += ", the one that overflows most first. Each is drawn with the glyphs the layout engine shaped, in the box of its screen, at the text sizes where it fails."
            if design > 0 {
                s += " \(HTMLNumber.count(design)) more \(design == 1 ? "is a design card" : "are design cards"): the English does not fit either, so they are for the designers."
            }
            s += "</p>\n"
            s += "<p class=\"meta needs-js serve-hint\">To try a shorter text in a card’s box, open this report with <code>headroom serve</code> (it measures what you type with the same engine).</p>\n"
        }
        s += "<p class=\"meta\">\(HTMLNumber.count(st.files)) files, \(HTMLNumber.count(st.entries)) translations checked, "
        s += "\(HTMLNumber.count(st.measurements)) measurements. Headroom \(HTMLEscape.text(context.toolVersion)).</p>\n"
        var links: [String] = []
        if let indexLink { links.append("<a href=\"\(HTMLEscape.text(indexLink))\">All locales</a>") }
        for locale in localePages {
            links.append("<a href=\"\(HTMLEscape.text(locale.fileName))\">\(HTMLEscape.app(locale.displayName))</a>")
        }
        if kind != .developers { links.append("<a href=\"\(Self.developersFile)\">For developers: sizes, components, files</a>") }
        for locale in locales where kind == .locale && !tally.isEmpty {
            links.append("<a href=\"\(HTMLEscape.text(HTMLTodo.fileName(locale)))\" download>To-do list (CSV)</a>")
            links.append("<a href=\"\(HTMLEscape.text(HTMLTodoXLIFF.fileName(locale)))\" download>To-do list (XLIFF, for translation tools)</a>")
        }
        if !links.isEmpty {
            s += "<nav aria-label=\"Report pages\"><ul>" + links.map { "<li>\($0)</li>" }.joined() + "</ul></nav>\n"
        }
        return s + "</header>\n"
    }

    private func summary() -> String {
        var s = "<section aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary by locale</h2>\n"
        guard !tally.isEmpty else {
            return s + "<p class=\"empty\">No string is cut, needs another layout, misses glyphs or is untranslated. Nothing to fix.</p>\n</section>\n"
        }
        let byLocale = tally.byLocale
        s += "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-label=\"Failing strings by locale\"><table>\n<caption>Strings that fail at one size or more, by what is wrong and where they are shown.</caption>\n"
        s += "<thead><tr><th scope=\"col\">Locale</th><th scope=\"col\">Strings</th><th scope=\"col\">Truncated</th>"
        s += "<th scope=\"col\">Need vertical layout</th><th scope=\"col\">Missing glyphs</th><th scope=\"col\">Untranslated</th>"
        s += "<th scope=\"col\">Components</th></tr></thead>\n<tbody>\n"
        for locale in locales {
            let list = byLocale[locale.identifier] ?? []
            func count(_ v: Verdict) -> String { HTMLNumber.count(list.filter { $0.has(v) }.count) }
            let components = Dictionary(grouping: list, by: { $0.component ?? "" }).map { ($0.key, $0.value.count) }
                .sorted { $0.0 < $1.0 }
                .map { "\(HTMLEscape.app($0.0)) (\($0.1))" }.joined(separator: ", ")
            s += "<tr><th scope=\"row\">\(localeLabel(locale))</th>"
            s += "<td class=\"num\">\(HTMLNumber.count(list.count))</td><td class=\"num\">\(count(.truncates))</td>"
            s += "<td class=\"num\">\(count(.reflow))</td><td class=\"num\">\(count(.missingGlyphs))</td>"
            s += "<td class=\"num\">\(count(.untranslated))</td><td>\(components.isEmpty ? "—" : components)</td></tr>\n"
        }
        s += "</tbody></table></div>\n"

        s += "<h3 id=\"sizes-heading\">Failing strings at each text size</h3>\n"
        s += "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-label=\"Failing strings by locale and text size\"><table aria-labelledby=\"sizes-heading\">\n<thead><tr><th scope=\"col\">Locale</th>"
        for category in ContentSizeCategory.allCases { s += "<th scope=\"col\">\(category.displayName)</th>" }
        s += "</tr></thead>\n<tbody>\n"
        for locale in locales {
            let list = byLocale[locale.identifier] ?? []
            s += "<tr><th scope=\"row\">\(localeLabel(locale))</th>"
            for category in ContentSizeCategory.allCases {
                let n = list.filter { $0.has(category) }.count
                s += n > 0 ? "<td class=\"num hot\">\(HTMLNumber.count(n))</td>" : "<td class=\"num\">0</td>"
            }
            s += "</tr>\n"
        }
        s += "</tbody></table></div>\n</section>\n"
        return s
    }

    private func localeLabel(_ locale: HTMLLocale) -> String {
        if localePages.contains(locale) {
            return "<a href=\"\(HTMLEscape.text(locale.fileName))\">\(HTMLEscape.app(locale.displayName))</a>"
        }
        return HTMLEscape.app(locale.displayName)
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
        s += "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-label=\"First size each component must go vertical, by locale\"><table>\n<thead><tr><th scope=\"col\">Component</th><th scope=\"col\">Layout</th><th scope=\"col\">Device</th>"
        for locale in columns { s += "<th scope=\"col\">\(HTMLEscape.app(locale.identifier))</th>" }
        s += "</tr></thead>\n<tbody>\n"
        var notes: [String] = []
        for row in rows {
            s += "<tr><th scope=\"row\">\(HTMLEscape.app(row.component))</th><td>\(row.layout)</td><td>\(HTMLEscape.app(row.device))</td>"
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
                    notes.append("<li><strong>\(HTMLEscape.app(row.component)), \(HTMLEscape.app(locale.identifier)), \(HTMLEscape.app(row.device)):</strong> \(HTMLEscape.app(problem))</li>")
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
            s += "<li><code>\(HTMLEscape.app(path(problem.location.file))):\(problem.location.line)</code> \(HTMLEscape.app(problem.message))</li>\n"
        }
        return s + "</ul>\n</section>\n"
    }

    private func stringsSection(into text: inout TextBuffer, outlines: HTMLOutlineTable) throws {
        var s = "<section aria-labelledby=\"strings-heading\">\n<h2 id=\"strings-heading\">Strings to fix</h2>\n"
        guard !tally.isEmpty else {
            text.append(s + "<p class=\"empty\">No string is cut, needs another layout, misses glyphs or is untranslated. Nothing to fix.</p>\n</section>\n")
            return
        }
        if overview {
            let byLocale = tally.byLocale
            s += "<p class=\"overview\">\(HTMLNumber.count(tally.count)) strings are too many to draw on one page: "
            s += "each locale has its own page with every string, its previews and the filters.</p>\n<ul class=\"locale-pages\">\n"
            for locale in localePages {
                let list = byLocale[locale.identifier] ?? []
                let mine = list.filter(\.translation).count
                s += "<li><a href=\"\(HTMLEscape.text(locale.fileName))\">\(HTMLEscape.app(locale.displayName))</a> — "
                s += "\(HTMLNumber.count(mine)) for translators, \(HTMLNumber.count(list.count - mine)) design card\(list.count - mine == 1 ? "" : "s")</li>\n"
            }
            text.append(s + "</ul>\n</section>\n")
            return
        }
        s += filters()
        s += "<p id=\"status\" role=\"status\" aria-live=\"polite\">Showing \(HTMLNumber.count(groups.count)) of \(HTMLNumber.count(groups.count)) text\(groups.count == 1 ? "" : "s")</p>\n"
        s += "<p class=\"needs-js\"><button type=\"button\" id=\"show-hidden\" hidden>Show them</button></p>\n"
        s += "<p class=\"legend\">In the previews: the solid box is the screen’s text box at its line limit; glyphs drawn in the hatched, dashed area below it are the lines that do not fit, and the highlighted ellipsis is where iOS cuts the text.</p>\n"
        s += "<div id=\"strings\" data-total=\"\(groups.count)\" data-visible-count=\"\(groups.count)\">\n"
        text.append(s)
        for (index, group) in groups.enumerated() {
            var group = group
            if let previews {
                for i in group.outcomes.indices where group.outcomes[i].previews.isEmpty {
                    group.outcomes[i].previews = try previews(group.outcomes[i])
                }
            }
            text.append(card(group, order: index, outlines: outlines))
            try text.flushIfFull()
        }
        text.append("</div>\n</section>\n")
    }

    private func filters() -> String {
        var s = "<form class=\"filters needs-js\" role=\"search\" aria-label=\"Filter the strings\" onsubmit=\"return false\">\n"
        if locales.count > 1 {
            s += "<div><label for=\"f-locale\">Locale</label><select id=\"f-locale\"><option value=\"\">All locales</option>"
            let counts = Dictionary(grouping: groups, by: \.id.locale).mapValues(\.count)
            for locale in locales {
                s += "<option value=\"\(HTMLEscape.text(locale.identifier))\">\(HTMLEscape.app(locale.displayName)) — \(HTMLNumber.count(counts[locale.identifier] ?? 0))</option>"
            }
            s += "</select></div>\n"
        }
        let componentCounts = Dictionary(grouping: groups, by: { $0.components[0] }).mapValues(\.count)
        s += "<div><label for=\"f-component\">Screen</label><select id=\"f-component\"><option value=\"\">All screens</option>"
        for name in componentCounts.keys.sorted() {
            s += "<option value=\"\(HTMLEscape.text(name))\">\(HTMLEscape.app(name)) — \(HTMLNumber.count(componentCounts[name]!))</option>"
        }
        s += "</select></div>\n"
        let (translation, design) = counts
        // Translators first: where both kinds exist, design cards start behind this filter (the
        // status line counts them and offers to show them).
        let translatorsFirst = translation > 0 && design > 0
        s += "<div><label for=\"f-cause\">Who must act</label><select id=\"f-cause\"\(translatorsFirst ? " data-default=\"translation\"" : "")><option value=\"\">Everyone</option>"
        s += "<option value=\"translation\"\(translatorsFirst ? " selected" : "")>Translators (the translation fails, the English fits) — \(HTMLNumber.count(translation))</option>"
        s += "<option value=\"design\">Designers (the English does not fit either) — \(HTMLNumber.count(design))</option>"
        s += "</select></div>\n"
        s += "<div><label for=\"f-verdict\">Problem</label><select id=\"f-verdict\"><option value=\"\">All problems</option>"
        for verdict in Verdict.allCases where verdict != .fits {
            let n = groups.filter { $0.verdicts.contains(verdict) }.count
            s += "<option value=\"\(verdict.rawValue)\">\(VerdictWords.of(verdict).name) — \(HTMLNumber.count(n))</option>"
        }
        s += "</select></div>\n"
        s += "<div><label for=\"f-size\">Previews at</label><select id=\"f-size\"><option value=\"\">Each string’s worst size</option>"
        for category in ContentSizeCategory.allCases {
            s += "<option value=\"\(category.rawValue)\">\(category.displayName)</option>"
        }
        s += "</select></div>\n"
        s += "<div><label for=\"f-sort\">Order</label><select id=\"f-sort\"><option value=\"\">Most overflow first</option>"
        s += "<option value=\"key\">By key</option><option value=\"screen\">By screen</option></select></div>\n"
        s += "<div><label for=\"f-q\">Search keys, texts and Swift files</label><input type=\"search\" id=\"f-q\" autocomplete=\"off\" spellcheck=\"false\"></div>\n"
        return s + "</form>\n"
    }

    private func path(_ file: String) -> String {
        let base = context.workingDirectory.hasSuffix("/") ? context.workingDirectory : context.workingDirectory + "/"
        return !context.workingDirectory.isEmpty && file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    // MARK: - One string

    /// The box a card opens on: its worst box the translation alone fails, else its first such
    /// box of any layout verdict, else the design's worst, else its first failing size.
    static func opener(_ group: HTMLStringGroup, advice: TranslatorAdvice) -> (outcome: Int, device: String, category: ContentSizeCategory)? {
        let layout = advice.own.isEmpty ? advice.design.max { $0.measurement.overflow < $1.measurement.overflow } : nil
        guard let f = advice.worst?.finding ?? advice.own.first ?? layout else { return nil }
        guard let o = group.outcomes.firstIndex(where: { $0.component == f.component && $0.element == f.element }) else { return nil }
        return (o, f.device, f.category)
    }

    private func card(_ group: HTMLStringGroup, order: Int, outlines: HTMLOutlineTable) -> String {
        let f = group.first
        let id = group.anchor
        let locale = localeByID[group.id.locale] ?? HTMLLocale(group.id.locale)
        let severity = group.severity.rawValue
        let advice = group.translatorAdvice(rooms: rooms)
        let design = group.cause == .design
        var s = "<article class=\"card\(design ? " design" : "")\" id=\"\(id)\" aria-labelledby=\"\(id)-h\" data-locale=\"\(HTMLEscape.text(group.id.locale))\""
        s += " data-component=\"\(HTMLEscape.text(group.components[0]))\" data-severity=\"\(severity)\" data-verdicts=\"\(group.verdicts.map(\.rawValue).joined(separator: " "))\""
        s += " data-cause=\"\(group.cause.rawValue)\" data-key=\"\(HTMLEscape.text(group.id.key))\" data-order=\"\(order)\">\n"
        s += "<h3 id=\"\(id)-h\"><code data-s>\(HTMLEscape.app(group.id.key))</code>"
        if let variant = group.id.variant { s += " <span class=\"variant\">\(HTMLEscape.app(variant))</span>" }
        s += " <span class=\"sev\">\(HTMLEscape.text(severity))</span>"
        if design { s += " <span class=\"kind\">design card</span>" }
        s += "</h3>\n"
        s += "<p class=\"acts\"><button type=\"button\" class=\"copy needs-js\" data-copy=\"\(HTMLEscape.text(group.id.key))\">Copy key</button> "
        s += "<a class=\"self\" href=\"#\(id)\">Link to this text</a></p>\n"
        if design {
            s += "<p class=\"design-label\"><strong>The English does not fit either: this is for the designers.</strong></p>\n"
        }
        let places = group.outcomes.map { outcome in
            "<span data-s>\(HTMLEscape.app(outcome.component))</span> › \(HTMLEscape.app(outcome.element))"
        }
        var where_ = places.joined(separator: ", ") + " · \(HTMLEscape.app(locale.displayName))"
        where_ += " · <code>\(HTMLEscape.app(path(f.location.file))):\(f.location.line)</code>"
        if !f.table.isEmpty { where_ += " (table \(HTMLEscape.app(f.table)))" }
        s += "<p class=\"where\">\(where_)</p>\n"
        // The Swift places that show it (each outcome's, once): where the developer changes the view.
        var sites: [DisplaySite] = []
        for site in group.outcomes.flatMap(\.shownAt) where !sites.contains(site) { sites.append(site) }
        if !sites.isEmpty {
            let places = sites.map { "<code>" + HTMLEscape.app(FindingWording.place($0, path: path)) + "</code>" }
            s += "<p class=\"where shown\" data-s>\(FindingWording.shownAt(places))</p>\n"
        }
        s += evidenceBlock(group)
        s += "<div class=\"cols\">\n<div>\n<dl class=\"texts\">\n"
        // The Source row is always there: a plural form the development language lacks says so.
        if let source = f.sourceText {
            s += "<dt>Source</dt><dd dir=\"auto\" data-s>\(HTMLPlaceholders.highlight(source))</dd>\n"
        } else if let variant = group.id.variant {
            s += "<dt>Source</dt><dd class=\"none\">none: the source language has no “\(HTMLEscape.app(variant))” form</dd>\n"
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
        s += "</p>\n"
        s += adviceBlock(advice, text: FindingWording.textAdvice(group.findings))
        s += grid(group, id: id)
        s += tryBox(group, id: id, locale: locale)
        s += "</div>\n"
        s += previewBlocks(group, id: id, opener: Self.opener(group, advice: advice), outlines: outlines)
        s += "</div>\n</article>\n"
        return s
    }

    /// Where each element's box comes from (font, lines, width, drawn: code, nib, manifest,
    /// documentation, a framework's default or an estimate) and, for findings resting on an
    /// estimate nobody confirmed, the one `headroom.yml` line that confirms it.
    private func evidenceBlock(_ group: HTMLStringGroup) -> String {
        var s = ""
        for outcome in group.outcomes {
            let element = "\(HTMLEscape.app(outcome.component)) › \(HTMLEscape.app(outcome.element))"
            var assumed: [Assumption] = []
            for result in outcome.reported {
                for a in result.assumptions where !assumed.contains(a) { assumed.append(a) }
            }
            if !assumed.isEmpty {
                let what = assumed.map { "\(EvidenceWording.name($0.dimension).lowercased()): \(HTMLEscape.app(FindingWording.oneLine($0.evidence.detail)))" }
                s += "<p class=\"confirm\">At most a warning: the box of \(element) rests on an estimate (\(what.joined(separator: "; "))). "
                s += "If the app’s box is like that, write <code>\(HTMLEscape.text(EvidenceWording.confirmLine(assumed.map(\.dimension))))</code> "
                s += HTMLEscape.app(EvidenceWording.confirmPlace(component: outcome.component, element: outcome.element, manifestLine: outcome.manifestLine))
                s += ": its findings become errors from then on.</p>\n"
            }
            guard let evidence = outcome.evidence else { continue }
            s += "<details class=\"evidence\"><summary>Where the box of \(element) comes from</summary><dl>"
            var rows: [(String, Evidence, Bool)] = BoxDimension.allCases.map {
                (EvidenceWording.name($0), evidence[$0], evidence.confirmed.contains($0))
            }
            if let bound = evidence.widthBound { rows.insert(("Widest width", bound, false), at: 3) }
            if let bound = evidence.linesBound { rows.insert(("Most lines", bound, false), at: 2) }
            for (name, e, confirmed) in rows {
                let words = EvidenceWording.source(e, path: path) + (confirmed && !e.isKnown ? " (confirmed in headroom.yml)" : "")
                s += "<dt>\(name)</dt><dd class=\"ev-\(e.kind.rawValue)\" data-s>\(HTMLEscape.app(words))</dd>"
            }
            s += "</dl></details>\n"
        }
        return s
    }

    /// The advice, with the figures it comes from as attributes (the boxes the translation alone
    /// fails, as `component|element|device|category`; the room and target in characters).
    private func adviceBlock(_ advice: TranslatorAdvice, text: [String]) -> String {
        var s = "<div class=\"advice\""
        if let worst = advice.worst, let target = advice.target {
            let boxes = advice.boxes.map { b in
                [b.finding.component, b.finding.element, b.finding.device, b.finding.category.rawValue].joined(separator: "|")
            }
            s += " data-length=\"\(advice.length)\" data-room=\"\(worst.room)\" data-target=\"\(target)\""
            s += " data-overflow-pt=\"\(HTMLNumber.format(worst.finding.measurement.overflow))\""
            s += " data-boxes=\"\(HTMLEscape.text(boxes.joined(separator: ";")))\""
        }
        s += ">"
        for sentence in advice.sentences() + text { s += "<p>\(HTMLEscape.text(sentence))</p>" }
        return s + "</div>\n"
    }

    /// The box to try a shorter text: it needs `headroom serve` (the page says so without it).
    /// The card's boxes go with the request, so the server measures the text where the card did.
    private func tryBox(_ group: HTMLStringGroup, id: String, locale: HTMLLocale) -> String {
        var boxes: [String] = []
        for outcome in group.outcomes {
            for result in outcome.results {
                let m = result.measurement
                boxes.append(
                    "[\(HTMLJSON.string(outcome.component)),\(HTMLJSON.string(outcome.element)),\(HTMLJSON.string(result.device)),"
                        + "\(HTMLJSON.string(result.category.rawValue)),\(HTMLNumber.format(m.pointSize)),\(HTMLNumber.format(result.width)),\(m.linesAllowed)]")
            }
        }
        var s = "<details class=\"try needs-js\" data-locale=\"\(HTMLEscape.text(group.id.locale))\"><summary>Try a shorter text</summary>"
        s += "<script type=\"application/json\" class=\"tb\">[\(boxes.joined(separator: ","))]</script>"
        s += "<label for=\"\(id)-try\">Your text</label><textarea id=\"\(id)-try\" rows=\"2\" maxlength=\"\(Self.tryLimit)\" lang=\"\(HTMLEscape.text(locale.lang))\" dir=\"\(locale.dir)\"></textarea>"
        s += "<p class=\"try-out meta\" aria-live=\"polite\">Needs <code>headroom serve</code>: run it in the project folder and open the address it prints.</p></details>\n"
        return s
    }

    /// The longest text the try box sends (characters); the server refuses longer ones.
    static let tryLimit = 2_000

    /// The id of the preview block of `outcome` on `device`: the card's anchor and the element
    /// and device's names, so it is stable too.
    private func blockID(_ card: String, outcome: StringOutcome, device: String) -> String {
        card + "~" + HTMLAnchor.id([outcome.component, outcome.element, device])
    }

    /// What a cell of the grid says: its verdicts (the box's, then the text's own) and whether the
    /// English fails in the same box.
    private struct Cell: Equatable {
        var verdicts: [Verdict]
        var design: Bool
        var failing: Bool
    }

    /// Devices × sizes: each cell a verdict; a failing one opens its preview. Runs of sizes where
    /// every row says the same collapse into one column (`xSmall–Large`), so the failing sizes are
    /// in view without scrolling. A legend names the marks used.
    private func grid(_ group: HTMLStringGroup, id: String) -> String {
        let categories = ContentSizeCategory.allCases.filter { category in
            group.outcomes.contains { $0.results.contains { $0.category == category } }
        }
        struct Row { var outcome: Int; var device: String }
        var rows: [Row] = []
        for (o, outcome) in group.outcomes.enumerated() {
            var devices: [String] = []
            for result in outcome.results where !devices.contains(result.device) { devices.append(result.device) }
            rows += devices.map { Row(outcome: o, device: $0) }
        }
        func cell(_ row: Row, _ category: ContentSizeCategory) -> Cell? {
            let outcome = group.outcomes[row.outcome]
            guard let result = outcome.results.first(where: { $0.device == row.device && $0.category == category }) else { return nil }
            let textVerdicts = outcome.textFindings.filter {
                $0.reported && $0.device == row.device && $0.category == category
            }.map(\.verdict)
            let verdicts = result.verdict == .fits && textVerdicts.isEmpty ? [.fits] : [result.verdict].filter { $0 != .fits } + textVerdicts
            return Cell(verdicts: verdicts, design: result.verdict != .fits && result.cause == .design, failing: result.verdict != .fits)
        }
        // Runs of sizes whose column reads the same.
        var runs: [[ContentSizeCategory]] = []
        var previous: [Cell?] = []
        for category in categories {
            let column = rows.map { cell($0, category) }
            if let last = runs.indices.last, column == previous {
                runs[last].append(category)
            } else {
                runs.append([category])
            }
            previous = column
        }
        // Unique on the page (axe's landmark-unique): the text's locale, table, key and variant.
        var label = "Verdicts at each text size: \(HTMLEscape.bidiSafe(group.id.key))"
        if let variant = group.id.variant { label += " (\(HTMLEscape.bidiSafe(variant)))" }
        label += ", \(HTMLEscape.bidiSafe(group.id.locale)), table \(HTMLEscape.bidiSafe(group.id.table))"
        var s = "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-label=\"\(HTMLEscape.text(label))\"><table class=\"grid\"><caption>Verdict at each text size; a marked cell opens its preview. Large is the default size.</caption>\n"
        s += "<thead><tr><th scope=\"col\">Device</th>"
        for run in runs {
            let name = run.count == 1 ? run[0].displayName : "\(run[0].displayName)–<wbr>\(run[run.count - 1].displayName)"
            s += "<th scope=\"col\"\(run.contains(.large) ? " class=\"large\"" : "")>\(name)</th>"
        }
        s += "</tr></thead>\n<tbody>\n"
        var used: [(mark: String, name: String)] = []
        func use(_ mark: String, _ name: String) { if !used.contains(where: { $0.mark == mark }) { used.append((mark, name)) } }
        for row in rows {
            let outcome = group.outcomes[row.outcome]
            let label = group.outcomes.count > 1
                ? "\(HTMLEscape.bidiSafe(outcome.component)) › \(HTMLEscape.bidiSafe(outcome.element)) · \(HTMLEscape.bidiSafe(row.device))"
                : HTMLEscape.bidiSafe(row.device)
            let rowKey = [outcome.component, outcome.element, row.device].joined(separator: "|")
            s += "<tr data-row=\"\(HTMLEscape.text(rowKey))\"><th scope=\"row\">\(HTMLEscape.text(label))</th>"
            let block = outcome.previews.contains { $0.device == row.device } ? blockID(id, outcome: outcome, device: row.device) : nil
            for run in runs {
                guard let c = cell(row, run[0]) else {
                    s += "<td></td>"
                    continue
                }
                let sizes = run.count == 1 ? run[0].displayName : "\(run[0].displayName)–\(run[run.count - 1].displayName)"
                var name = c.verdicts.map { VerdictWords.of($0).name }.joined(separator: ", ")
                var mark = c.verdicts.map { VerdictWords.of($0).mark }.joined()
                for verdict in c.verdicts { use(VerdictWords.of(verdict).mark, VerdictWords.of(verdict).name.lowercased()) }
                if c.design {
                    name += " (the English too: for the designers)"
                    mark += "ᴱ"
                    use("ᴱ", "after a mark: the English is cut there too (for the designers)")
                }
                let classes = "v-\(c.verdicts[0].rawValue)\(c.design ? " design" : "")\(run.contains(.large) ? " large" : "")"
                let cats = run.map(\.rawValue).joined(separator: " ")
                if c.failing, let block {
                    s += "<td class=\"\(classes)\" data-cats=\"\(cats)\"><a class=\"cell\" href=\"#\(block)\" data-b=\"\(block)\" data-c=\"\(run[0].rawValue)\" title=\"\(HTMLEscape.text(name)) at \(sizes): show the preview\">\(mark)</a></td>"
                } else {
                    s += "<td class=\"\(classes)\" data-cats=\"\(cats)\" title=\"\(HTMLEscape.text(name)) at \(sizes)\">\(mark)</td>"
                }
            }
            s += "</tr>\n"
        }
        s += "</tbody></table></div>\n"
        s += "<p class=\"legend grid-legend\">" + used.map { "<span>\($0.mark) \(HTMLEscape.text($0.name))</span>" }.joined(separator: " · ")
        return s + "</p>\n"
    }

    /// One preview per component element and device where the text fails; the one with the
    /// card's worst box the translation alone fails is shown, the others open from the grid.
    private func previewBlocks(
        _ group: HTMLStringGroup, id: String, opener: (outcome: Int, device: String, category: ContentSizeCategory)?,
        outlines: HTMLOutlineTable
    ) -> String {
        var s = ""
        var blocks: [(outcome: Int, device: String)] = []
        for (o, outcome) in group.outcomes.enumerated() {
            for preview in outcome.previews where !preview.frames.isEmpty { blocks.append((o, preview.device)) }
        }
        let first = blocks.first { b in opener.map { $0.outcome == b.outcome && $0.device == b.device } ?? false } ?? blocks.first
        for (o, outcome) in group.outcomes.enumerated() {
            // The string's glyphs, once for all its devices and sizes (one shaping); the frames
            // the script draws say only which clusters go on which line.
            var glyphData: [(rendering: ShapedRendering, id: String)] = []
            for preview in outcome.previews where !preview.frames.isEmpty {
                let block = blockID(id, outcome: outcome, device: preview.device)
                var dataID = glyphData.first { $0.rendering == preview.rendering }?.id
                if dataID == nil, preview.frames.count > 1 {
                    let newID = "\(id)~g\(o + 1)-\(glyphData.count + 1)"
                    glyphData.append((preview.rendering, newID))
                    s += "<script type=\"application/json\" class=\"gd\" id=\"\(newID)\">"
                    s += HTMLPreview.glyphData(preview.rendering, outlines: outlines) + "</script>\n"
                    dataID = newID
                }
                let label = (group.outcomes.count > 1
                    ? "\(HTMLEscape.bidiSafe(outcome.component)) › \(HTMLEscape.bidiSafe(outcome.element)), " : "")
                    + HTMLEscape.bidiSafe(preview.device)
                let isFirst = first.map { $0.outcome == o && $0.device == preview.device } ?? false
                // The size it opens on: the opener's, else this device's worst box of the translation's own.
                let own = outcome.results.filter { $0.device == preview.device && $0.reported && $0.cause != .design && $0.verdict != .fits }
                let wanted = isFirst && opener?.outcome == o && opener?.device == preview.device
                    ? opener?.category : own.max { $0.measurement.overflow < $1.measurement.overflow }?.category
                s += previewBlock(
                    preview, outcome: outcome, group: group, id: block, label: label, hidden: !isFirst, wanted: wanted,
                    glyphs: dataID, outlines: outlines)
            }
        }
        if blocks.isEmpty {
            let longest = group.outcomes.map(\.measuredText.utf16.count).max() ?? 0
            let why = longest > StringPreview.maxCharacters
                ? "this text has \(HTMLNumber.count(longest)) characters; previews are drawn up to \(HTMLNumber.count(StringPreview.maxCharacters))"
                : "previews were not computed for this run"
            s = "<div class=\"preview\"><p class=\"meta\">No preview: \(why).</p></div>\n"
        }
        return s
    }

    private func previewBlock(
        _ preview: StringPreview, outcome: StringOutcome, group: HTMLStringGroup, id: String, label: String, hidden: Bool,
        wanted: ContentSizeCategory?, glyphs: String?, outlines: HTMLOutlineTable
    ) -> String {
        let frames = preview.frames.sorted { $0.category < $1.category }
        let want = wanted ?? group.defaultCategory
        let failing = frames.filter { $0.verdict != .fits }
        let shown = frames.first { $0.category == want && $0.verdict != .fits } ?? failing.first ?? frames[0]
        func result(_ frame: StringPreview.Frame) -> BoxResult? {
            outcome.results.first { $0.device == preview.device && $0.category == frame.category }
        }
        let row = [outcome.component, outcome.element, preview.device].joined(separator: "|")
        var s = ""
        // The English's glyphs, for the sizes the script draws where it is cut too.
        var sourceGlyphs: String?
        if let source = preview.source, frames.count > 1 {
            sourceGlyphs = id + "~gs"
            s += "<script type=\"application/json\" class=\"gd\" id=\"\(sourceGlyphs!)\">"
            s += HTMLPreview.glyphData(source.rendering, outlines: outlines) + "</script>\n"
        }
        s += "<div class=\"preview\" id=\"\(id)\" data-row=\"\(HTMLEscape.text(row))\"\(glyphs.map { " data-g=\"\($0)\"" } ?? "")"
        s += "\(sourceGlyphs.map { " data-gs=\"\($0)\"" } ?? "")\(hidden ? " hidden" : "")>\n<p class=\"pv-device\">\(HTMLEscape.text(label))</p>\n"
        // The size control is the script's (hidden without it): it lists the shown frame, from these
        // attributes, and the others, from their recipes below, naming sizes as the page's size filter.
        s += "<label class=\"needs-js\" for=\"\(id)-c\">Text size</label><select class=\"cat needs-js\" id=\"\(id)-c\" data-default=\"\(shown.category.rawValue)\""
        s += " data-pt=\"\(HTMLNumber.format(shown.horizontal.box.pointSize))\" data-v=\"\(HTMLEscape.text(Self.verdictNote(shown.verdict)))\"></select>\n"
        // The first failing size as SVG. Inside <noscript> it is drawn as is without JavaScript (and
        // costs nothing to parse with it); the script draws it when the card comes near the screen.
        s += "<div class=\"frames\"><noscript>"
        let shownResult = result(shown)
        let shownEnglish = shownResult?.cause == .design ? english(preview, shown, inUse: shownResult?.orientation) : nil
        s += frameHTML(
            shown, inUse: shownResult?.orientation, design: shownResult?.cause == .design && shown.verdict != .fits,
            svgs: renderings(shown, preview.rendering).map { $0.svg(outlines: outlines) },
            english: shownEnglish.map { (Self.englishCaption($0.frame), $0.svg(outlines: outlines)) })
        s += "</noscript></div>\n"
        // The other sizes as recipes the script draws on demand (see `HTMLPreview.json`).
        let others = frames.filter { $0.category != shown.category }
        if !others.isEmpty {
            s += "<script type=\"application/json\" class=\"fd\">["
            s += others.map { frame in
                // The script words the heading and captions as `frameText` does.
                let previews = renderings(frame, preview.rendering)
                let r = result(frame)
                let design = r?.cause == .design && frame.verdict != .fits
                return "{\"c\":\(HTMLJSON.string(frame.category.rawValue)),\"n\":\(HTMLJSON.string(frame.category.displayName)),"
                    + "\"v\":\(HTMLJSON.string(Self.verdictNote(frame.verdict))),\"u\":\(r?.orientation == .vertical ? 2 : 1),\"d\":\(design ? 1 : 0),"
                    + "\"r\":[\(previews.map { $0.json() }.joined(separator: ","))]"
                    + (design ? english(preview, frame, inUse: r?.orientation).map { ",\"s\":\($0.json()),\"sc\":\(HTMLJSON.string(Self.englishCaption($0.frame)))" } ?? "" : "")
                    + "}"
            }.joined(separator: ",\n")
            s += "]</script>\n"
        }
        return s + "</div>\n"
    }

    /// The English drawn in the layout the screen uses at `frame`'s size, where the English is cut
    /// too (the preview's `source`), with its caption.
    private func english(_ preview: StringPreview, _ frame: StringPreview.Frame, inUse: Orientation?) -> HTMLPreview? {
        guard let source = preview.source, let f = source.frames.first(where: { $0.category == frame.category }) else { return nil }
        let vertical = inUse == .vertical ? f.vertical : nil
        return HTMLPreview(
            orientation: vertical == nil ? (f.vertical == nil ? .text : .horizontal) : .vertical, category: f.category,
            frame: vertical ?? f.horizontal, rendering: source.rendering)
    }

    /// `The English, in the same box: 2 lines, 1 allowed`.
    static func englishCaption(_ frame: BoxRendering) -> String {
        "The English, in the same box: \(frame.lines.count) line\(frame.lines.count == 1 ? "" : "s")"
            + (frame.box.lines == 0 ? ", no limit" : ", \(frame.box.lines) allowed")
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

    /// The frame's heading after the category name, and the caption of each layout (plain text):
    /// the layout the screen uses at this size is marked, and a size where the English is cut
    /// too says it is the design's.
    private func frameText(_ frame: StringPreview.Frame, inUse: Orientation?, design: Bool) -> (head: String, captions: [String]) {
        let h = frame.horizontal
        var head = " (\(HTMLNumber.format(h.box.pointSize)) pt): \(Self.verdictNote(frame.verdict))"
        head += " — \(h.lines.count) line\(h.lines.count == 1 ? "" : "s")"
        head += h.box.lines == 0 ? ", no limit" : ", \(h.box.lines) allowed"
        if design { head += " — the English is cut here too: for the designers" }
        var captions = ["\(frame.vertical == nil ? "Layout" : "Horizontal layout"), \(HTMLNumber.format(h.box.width)) pt wide"]
        if let v = frame.vertical {
            var caption = "Vertical layout, \(HTMLNumber.format(v.box.width)) pt wide: \(v.lines.count) line\(v.lines.count == 1 ? "" : "s")"
            caption += v.box.lines == 0 ? "" : ", \(v.box.lines) allowed"
            captions.append(caption)
            captions[inUse == .vertical ? 1 : 0] += " (in use at this size)"
        }
        return (head, captions)
    }

    /// A frame's markup. `HTMLScript`'s `frameMarkup` writes the same from the frame's JSON.
    private func frameHTML(
        _ frame: StringPreview.Frame, inUse: Orientation?, design: Bool, svgs: [String], english: (caption: String, svg: String)? = nil
    ) -> String {
        let text = frameText(frame, inUse: inUse, design: design)
        var s = "<div class=\"frame\(design ? " design" : "")\" data-cat=\"\(frame.category.rawValue)\">"
        s += "<p class=\"frame-head\"><strong>\(frame.category.displayName)</strong>\(HTMLEscape.text(text.head))</p><div class=\"layouts\">"
        for (index, (caption, svg)) in zip(text.captions, svgs).enumerated() {
            let used = text.captions.count > 1 && (inUse == .vertical ? 1 : 0) == index
            s += "<figure\(used ? " class=\"in-use\"" : "")><figcaption>\(HTMLEscape.text(caption))</figcaption>\(svg)</figure>"
        }
        if let english {
            s += "<figure class=\"english\"><figcaption>\(HTMLEscape.text(english.caption))</figcaption>\(english.svg)</figure>"
        }
        return s + "</div></div>"
    }

    /// The fonts the drawn texts use, by family, style and file name (no folders: they name the
    /// machine the report was made on).
    private func footer() -> String {
        let used = report.fonts.filter { tally.families.contains($0.family) }
        guard !used.isEmpty else { return "" }
        var s = "<footer>\n<details><summary>Fonts used</summary><ul>\n"
        for font in used {
            let file = font.file.split(separator: "/").last.map(String.init) ?? font.file
            s += "<li>\(HTMLEscape.app(font.family)) \(HTMLEscape.app(font.style)) — <code>\(HTMLEscape.app(file))</code> "
            s += "<code>sha256 \(HTMLEscape.text(String(font.sha256.prefix(16))))…</code></li>\n"
        }
        return s + "</ul></details>\n</footer>\n"
    }
}
