import HeadroomCheck

/// The report for translators: `index.html` with every locale, and one page per locale
/// (`de.html`, `zh-Hans.html`) so each translator can get just their language. Each page is
/// self-contained (inline CSS, JavaScript and SVG; no network) and shows every failing string drawn
/// from the measurement itself, at every text size, in its component's box.
///
/// Above `indexCardLimit` failing strings (in more than one locale) the index keeps its summaries
/// and links the locale pages instead of drawing every card: a corpus-sized index would be tens of
/// megabytes and take seconds to open, while each translator needs only their locale's page.
public struct HTMLReporter: Reporter {
    /// The most string cards the index draws; more make it an overview of the locale pages.
    public var indexCardLimit: Int

    public init(indexCardLimit: Int = 2_000) {
        self.indexCardLimit = indexCardLimit
    }

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        var files: [ReportFile] = []
        try render(report, context: context) { files.append($0) }
        return files
    }

    /// The index, then each locale's page, each handed to `write` before the next is built: the
    /// index's strings are let go once it is written, and a locale page holds only its locale's.
    public func render(_ report: CheckReport, context: ReportContext, write: (ReportFile) throws -> Void) throws {
        try render(report, context: context, outcomes: { locale in report.outcomes.filter { $0.locale == locale } }, write: write)
    }

    /// The same pages from a store the check filled (`report.outcomes` is not read): the index
    /// counts the store's light copies (or, when it draws every card, reads them all back), each
    /// locale page reads back its own locale. Memory holds the light copies and one locale's
    /// outcomes, not every preview of the run.
    public func render(
        _ report: CheckReport, store: HTMLOutcomeStore, context: ReportContext, write: (ReportFile) throws -> Void
    ) throws {
        var light = report
        light.outcomes = store.light
        try render(light, context: context, outcomes: { try store.outcomes(locale: $0) }, write: write)
    }

    private func render(
        _ report: CheckReport, context: ReportContext, outcomes: (String) throws -> [StringOutcome],
        write: (ReportFile) throws -> Void
    ) throws {
        let failingLocales: [HTMLLocale]
        do {
            var groups = HTMLStringGroup.make(outcomes: report.outcomes)
            let identifiers = Set(groups.map(\.id.locale)).union(report.components.map(\.locale))
            let locales = identifiers.sorted().map(HTMLLocale.init)
            let failing = Set(groups.map(\.id.locale))
            failingLocales = locales.filter { failing.contains($0.identifier) }
            let totalFailing = groups.count
            let overview = totalFailing > indexCardLimit && failingLocales.count > 1
            // An index that draws every card needs the outcomes whole (previews included).
            if !overview { groups = HTMLStringGroup.make(outcomes: try failingLocales.flatMap { try outcomes($0.identifier) }) }
            let index = HTMLPage(
                title: totalFailing == 0 ? "Headroom: nothing to fix" : "Headroom: \(HTMLNumber.count(totalFailing)) \(totalFailing == 1 ? "text" : "texts") to fix",
                locales: locales, groups: groups, components: report.components, report: report, context: context,
                localePages: failingLocales, indexLink: nil, overview: overview)
            try write(ReportFile(path: "index.html", contents: index.render()))
        }

        var used = Set<String>(["index.html"])
        for locale in failingLocales {
            guard used.insert(locale.fileName).inserted else { continue }
            let page = HTMLPage(
                title: "Headroom: \(locale.displayName)",
                locales: [locale],
                groups: HTMLStringGroup.make(outcomes: try outcomes(locale.identifier)),
                components: report.components.filter { $0.locale == locale.identifier }, report: report,
                context: context, localePages: [], indexLink: "index.html")
            try write(ReportFile(path: locale.fileName, contents: page.render()))
        }
    }
}
