import HeadroomCheck

/// The report for translators: `index.html` with every locale, and one page per locale
/// (`de.html`, `zh-Hans.html`) so each translator can get just their language. Each page is
/// self-contained (inline CSS, JavaScript and SVG; no network) and shows every failing string drawn
/// from the measurement itself, at every text size, in its component's box.
///
/// The translators' pages come first: each lists the texts the translation alone fails, the one
/// that overflows most first, with advice from those boxes only; design cards (the English fails
/// too) follow, labelled. The developers' tables are on `developers.html`, and each locale has a
/// to-do list as CSV (`de.todo.csv`) and XLIFF 1.2 (`de.todo.xlf`) with the cards' figures.
///
/// Above `indexCardLimit` failing strings (in more than one locale) the index keeps its summaries
/// and links the locale pages instead of drawing every card: a corpus-sized index would be tens of
/// megabytes and take seconds to open, while each translator needs only their locale's page.
public struct HTMLReporter: Reporter {
    /// The most string cards the index draws; more make it an overview of the locale pages.
    public var indexCardLimit: Int
    /// The character budgets of `headroom limits --budgets` for the room the cards state; without
    /// it the room comes from the text's own characters.
    public var rooms: (any CharacterRoomEstimator)?
    /// The development language, the XLIFF to-do's `source-language` (a BCP 47 tag).
    public var sourceLanguage: String

    public init(indexCardLimit: Int = 2_000, rooms: (any CharacterRoomEstimator)? = nil, sourceLanguage: String = "en") {
        self.indexCardLimit = indexCardLimit
        self.rooms = rooms
        self.sourceLanguage = sourceLanguage
    }

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        let folder = ReportFileCollector()
        try render(report, context: context, into: folder)
        return folder.files
    }

    /// The index, the developers' page, then each locale's page and to-do list, each written to
    /// `folder` before the next is built: a locale page holds only its locale's strings.
    public func render(_ report: CheckReport, context: ReportContext, into folder: any ReportFolder) throws {
        var tally = HTMLStringTally()
        for outcome in report.outcomes { tally.add(outcome) }
        try render(
            report, tally: tally, context: context, outcomes: { locale in report.outcomes.filter { $0.locale == locale } },
            previews: nil, body: HTMLPageBody(inFile: false), folder: folder)
    }

    /// The same pages from a store the check filled (`report.outcomes` is not read): the index and
    /// the developers' page count the store's tally (an index that draws every card reads the
    /// outcomes back), each locale page reads back its own locale's outcomes without their
    /// previews, and each card's previews as it is drawn; a page's cards wait in a scratch file
    /// while its head is written. Memory holds the tally, one locale's outcomes and one card's
    /// previews, never a page or every preview of the run.
    public func render(_ report: CheckReport, store: HTMLOutcomeStore, context: ReportContext, into folder: any ReportFolder) throws {
        try render(
            report, tally: store.tally, context: context, outcomes: { try store.outcomes(locale: $0) }, previews: store.previews(for:),
            body: HTMLPageBody(inFile: true), folder: folder)
    }

    private func render(
        _ report: CheckReport, tally: HTMLStringTally, context: ReportContext, outcomes: (String) throws -> [StringOutcome],
        previews: ((StringOutcome) throws -> [StringPreview])?, body: HTMLPageBody, folder: any ReportFolder
    ) throws {
        let failing = tally.locales
        let locales = failing.union(report.components.map(\.locale)).sorted().map(HTMLLocale.init)
        let failingLocales = locales.filter { failing.contains($0.identifier) }
        do {
            let totalFailing = tally.count
            let forTranslators = tally.forTranslators
            let overview = totalFailing > indexCardLimit && failingLocales.count > 1
            let title =
                totalFailing == 0
                ? "Headroom: nothing to fix"
                : "Headroom: \(HTMLNumber.count(forTranslators)) \(forTranslators == 1 ? "text" : "texts") for translators to fix"
            // An index that draws every card needs the outcomes whole (previews included); an
            // overview only counts.
            let indexGroups = overview ? [] : HTMLStringGroup.make(outcomes: try failingLocales.flatMap { try outcomes($0.identifier) })
            var index = HTMLPage(
                title: title, kind: .index, locales: locales, groups: indexGroups, tally: overview ? tally : nil,
                components: report.components, report: report, context: context, localePages: failingLocales, indexLink: nil,
                overview: overview, rooms: rooms)
            index.previews = previews
            try folder.write("index.html") { try index.write(to: $0, body: body) }
            let developers = HTMLPage(
                title: "Headroom: for developers", kind: .developers, locales: locales, groups: [], tally: tally,
                components: report.components, report: report, context: context, localePages: failingLocales, indexLink: "index.html")
            try folder.write(HTMLPage.developersFile) { try developers.write(to: $0, body: body) }
        }

        var used = Set<String>(["index.html", HTMLPage.developersFile])
        for locale in failingLocales {
            guard used.insert(locale.fileName).inserted else { continue }
            let mine = HTMLStringGroup.make(outcomes: try outcomes(locale.identifier))
            var page = HTMLPage(
                title: "Headroom: \(locale.displayName)", kind: .locale,
                locales: [locale], groups: mine,
                components: report.components.filter { $0.locale == locale.identifier }, report: report,
                context: context, localePages: [], indexLink: "index.html", rooms: rooms)
            page.previews = previews
            try folder.write(locale.fileName) { try page.write(to: $0, body: body) }
            try folder.write(ReportFile(path: HTMLTodo.fileName(locale), contents: HTMLTodo.csv(mine, locale: locale, rooms: rooms)))
            let xliff = HTMLTodoXLIFF.xliff(
                mine, locale: locale, sourceLanguage: sourceLanguage, rooms: rooms, path: context.displayPath)
            try folder.write(ReportFile(path: HTMLTodoXLIFF.fileName(locale), contents: xliff))
        }
    }
}
