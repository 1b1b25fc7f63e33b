import HeadroomCheck

/// The report for translators: `index.html` with every locale, and one page per locale
/// (`de.html`, `zh-Hans.html`) so each translator can get just their language. Each page is
/// self-contained (inline CSS, JavaScript and SVG; no network) and shows every failing string drawn
/// from the measurement itself, at every text size, in its component's box.
///
/// The translators' pages come first: each lists the texts the translation alone fails, the one
/// that overflows most first, with advice from those boxes only; design cards (the English fails
/// too) follow, labelled. The developers' tables are on `developers.html`, and each locale has a
/// to-do list as CSV (`de.todo.csv`) with the cards' figures.
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

    public init(indexCardLimit: Int = 2_000, rooms: (any CharacterRoomEstimator)? = nil) {
        self.indexCardLimit = indexCardLimit
        self.rooms = rooms
    }

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        let groups = HTMLStringGroup.make(outcomes: report.outcomes)
        let identifiers = Set(groups.map(\.id.locale)).union(report.components.map(\.locale))
        let locales = identifiers.sorted().map(HTMLLocale.init)
        let failingLocales = locales.filter { locale in groups.contains { $0.id.locale == locale.identifier } }
        let totalFailing = groups.count
        let forTranslators = groups.filter { $0.cause == .translation }.count

        var files: [ReportFile] = []
        let title =
            totalFailing == 0
            ? "Headroom: nothing to fix"
            : "Headroom: \(HTMLNumber.count(forTranslators)) \(forTranslators == 1 ? "text" : "texts") for translators to fix"
        let index = HTMLPage(
            title: title, kind: .index, locales: locales, groups: groups, components: report.components, report: report,
            context: context, localePages: failingLocales, indexLink: nil,
            overview: totalFailing > indexCardLimit && failingLocales.count > 1, rooms: rooms)
        files.append(ReportFile(path: "index.html", contents: index.render()))
        let developers = HTMLPage(
            title: "Headroom: for developers", kind: .developers, locales: locales, groups: groups, components: report.components,
            report: report, context: context, localePages: failingLocales, indexLink: "index.html")
        files.append(ReportFile(path: HTMLPage.developersFile, contents: developers.render()))

        var used = Set<String>(["index.html", HTMLPage.developersFile])
        for locale in failingLocales {
            guard used.insert(locale.fileName).inserted else { continue }
            let mine = groups.filter { $0.id.locale == locale.identifier }
            let page = HTMLPage(
                title: "Headroom: \(locale.displayName)", kind: .locale,
                locales: [locale], groups: mine,
                components: report.components.filter { $0.locale == locale.identifier }, report: report,
                context: context, localePages: [], indexLink: "index.html", rooms: rooms)
            files.append(ReportFile(path: locale.fileName, contents: page.render()))
            files.append(ReportFile(path: HTMLTodo.fileName(locale), contents: HTMLTodo.csv(mine, locale: locale, rooms: rooms)))
        }
        return files
    }
}
