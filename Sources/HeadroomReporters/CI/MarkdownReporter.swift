import DynamicType
import HeadroomCheck
import HeadroomFormats

/// A Markdown summary for a pull-request comment: totals by verdict, a table per locale, the
/// components that must go vertical and from which size, the top findings with links to their
/// lines (and to the Swift places that show them, when known), and every failing string in a
/// collapsed section. Long tables are cut (GitHub refuses
/// comments over 65,536 characters); the JSON or SARIF report has everything.
public struct MarkdownReporter: StreamingReporter {
    /// How many strings the "Top findings" list shows (worst first).
    public var topCount = 10
    /// At most this many rows in the collapsed table of failing strings.
    public var detailLimit = 150
    /// At most this many rows in the components table.
    public var componentLimit = 40

    public func makeWriter(context: ReportContext, output: any ReportOutput) -> any ReportWriter {
        Writer(reporter: self, context: context, output: output)
    }

    /// Every section but the problems summarises findings, and the heading counts them, so nothing
    /// is written before `finish`. Holds aggregates only: counts by verdict and severity, a few
    /// figures per locale, the `topCount` worst strings, the first `detailLimit` rows, and the
    /// findings of the current translation.
    final class Writer: BufferedReportWriter<MarkdownReporter>, ReportWriter {
        var run = LocationRun()
        /// Every finding, `ignore` included (the heading's totals).
        var tally = FindingTally()
        /// Findings shown (not `ignore`) by verdict.
        var shownByVerdict: [Verdict: Int] = [:]
        var shown = 0
        var locales: [String: LocaleFigures] = [:]
        /// Strings in a box seen (rows of the details table, cut or not).
        var groups = 0
        var top: [Ranked] = []
        /// The details rows, each with who must act (the table is split by it).
        var rows: [(cause: Cause?, cells: [String])] = []

        /// One row of the per-locale table.
        struct LocaleFigures {
            /// Distinct (table, key, variant) per translation, summed over translations.
            var strings = 0
            var bySeverity: [Severity: Int] = [:]
            var failingCategories: Set<ContentSizeCategory> = []
        }

        /// A translated string in a locale (a row of "Failing strings").
        struct StringIdentity: Hashable {
            var locale, table, key: String
            var variant: String?
            init(_ finding: Finding) {
                (locale, table, key, variant) = (finding.locale, finding.table, finding.key, finding.variant)
            }
        }

        /// A candidate for the top findings: its rank keys and its line (without the number).
        struct Ranked {
            var severity: Severity
            var category: ContentSizeCategory
            var headroom: Double
            var text: String

            /// Worse first: higher severity, then a smaller size (more people use it), then the
            /// larger overflow. Report order breaks ties (callers keep it).
            func ranksBefore(_ other: Ranked) -> Bool {
                if severity != other.severity { return severity > other.severity }
                if category != other.category { return category < other.category }
                return headroom < other.headroom
            }
        }

        func write(_ findings: [Finding]) throws {
            for finding in findings {
                tally.add(finding)
                guard finding.severity != .ignore else { continue }
                shown += 1
                shownByVerdict[finding.verdict, default: 0] += 1
                if let finished = run.add(finding) { add(finished) }
            }
        }

        /// Folds one translation's findings into the aggregates.
        private func add(_ run: [Finding]) {
            var strings: Set<StringIdentity> = []
            for finding in run {
                // Mutated in place through the subscript: a copy would copy the category set too.
                if strings.insert(StringIdentity(finding)).inserted {
                    locales[finding.locale, default: LocaleFigures()].strings += 1
                }
                locales[finding.locale, default: LocaleFigures()].bySeverity[finding.severity, default: 0] += 1
                if finding.verdict == .truncates || finding.verdict == .reflow || finding.verdict == .missingGlyphs {
                    locales[finding.locale, default: LocaleFigures()].failingCategories.insert(finding.category)
                }
            }
            for group in FindingGroup.make(run) {
                groups += 1
                rank(group)
                if rows.count < reporter.detailLimit { rows.append((group.cause, reporter.row(group, context: context))) }
            }
        }

        /// Keeps `group` if it is among the `topCount` worst so far (at its first finding of its
        /// highest severity, smallest category first).
        private func rank(_ group: FindingGroup) {
            guard reporter.topCount > 0 else { return }
            let severity = group.highestSeverity
            let lead = group.findings.filter { $0.severity == severity }.min { $0.category < $1.category }!
            var candidate = Ranked(
                severity: lead.severity, category: lead.category, headroom: lead.measurement.margin, text: "")
            if top.count == reporter.topCount, !candidate.ranksBefore(top[top.count - 1]) { return }
            // After every entry it does not rank before: earlier strings win ties.
            let index = top.firstIndex { candidate.ranksBefore($0) } ?? top.count
            var line = "**\(lead.severity.rawValue)** " + MarkdownText.escape(FindingWording.headline(lead))
            if group.findings.count > 1 { line += " (all: " + MarkdownText.escape(group.categorySummary) + ")" }
            candidate.text = line + " — "
                + MarkdownText.location(
                    context.displayPath(lead.location.file), line: lead.location.line, linkBase: context.sourceLinkBase)
            if !lead.shownAt.isEmpty { candidate.text += " · " + reporter.shownAt(lead, context: context) }
            top.insert(candidate, at: index)
            if top.count > reporter.topCount { top.removeLast() }
        }

        func finish(_ report: CheckReport) throws {
            if let last = run.take() { add(last) }
            let reportTally = ReportTally(report, findings: tally)
            var out = "## Headroom: \(reportTally.sentence)\n\n"
            out += summaryLine(report) + "\n\n"
            if shown == 0 && report.problems.isEmpty && reportTally.ruleProblems == 0 {
                buffer.append(out + "No string truncates. :tada:\n")
                return try buffer.flush()
            }
            if shown > 0 {
                out += verdictTable() + "\n"
                // Who must act: the translators, or the layout (the source text fails there too).
                let translation = reportTally.byCause[.translation, default: 0]
                let design = reportTally.byCause[.design, default: 0]
                out += "Who must act: the translators for \(NumberFormat.count(translation, "finding")) (only the translation fails), "
                    + "the design for \(design) (the source text fails in the same box too)"
                    + (reportTally.byCause[nil, default: 0] > 0 ? ", \(reportTally.byCause[nil]!) without a source text" : "") + ".\n\n"
                out += "### By locale\n\n" + localeTable() + "\n"
            }
            let vertical = reporter.verticalTable(report.components)
            if !vertical.isEmpty { out += "### Components that must go vertical\n\n" + vertical + "\n" }
            if shown > 0 {
                out += "### Top findings\n\n" + topFindings() + "\n"
                out += "<details>\n<summary>All \(NumberFormat.count(groups, "failing string"))"
                    + " (\(NumberFormat.count(shown, "finding")))</summary>\n\n"
                // Grouped by who must act: translators first, then design, then strings without a source.
                let sections: [(Cause?, String)] = [
                    (.translation, "Translators: only the translation fails"),
                    (.design, "Design: the layout must change (the source text fails there too, or is at risk)"), (nil, "No source text"),
                ]
                for (cause, title) in sections {
                    let cells = rows.filter { $0.cause == cause }.map(\.cells)
                    guard !cells.isEmpty else { continue }
                    out += "#### \(title) (\(NumberFormat.count(cells.count, "string")))\n\n"
                    out += MarkdownText.table(
                        ["Severity", "Location", "Component", "Key", "Locale", "Device", "Fails", "Worst headroom (pt)"],
                        right: [7], cells) + "\n"
                }
                out += MarkdownReporter.cutNote(groups, shown: rows.count, "string") + "</details>\n"
            }
            if !report.problems.isEmpty {
                out += (shown == 0 ? "" : "\n") + "### Problems\n\n"
                for problem in report.problems {
                    out += "- **\(problem.severity.rawValue)** "
                        + MarkdownText.location(
                            context.displayPath(problem.location.file), line: problem.location.line,
                            linkBase: context.sourceLinkBase)
                        + ": " + MarkdownText.escape(problem.message) + "\n"
                }
            }
            buffer.append(out)
            try buffer.flush()
        }

        private func summaryLine(_ report: CheckReport) -> String {
            let stats = report.statistics
            return "\(NumberFormat.count(shown, "finding")) in \(NumberFormat.count(locales.count, "locale")); "
                + "\(NumberFormat.count(stats.entries, "string")) from \(NumberFormat.count(stats.files, "file")) checked "
                + "with \(NumberFormat.count(stats.measurements, "measurement")) in \(NumberFormat.fixed(stats.seconds, decimals: 1)) s"
                + (stats.baselined > 0 ? "; \(NumberFormat.count(stats.baselined, "baselined finding")) not shown" : "")
                + "."
        }

        private func verdictTable() -> String {
            let order: [Verdict] = [.truncates, .reflow, .missingGlyphs, .atRisk, .untranslated, .fits]
            let rows = order.compactMap { verdict -> [String]? in
                let count = shownByVerdict[verdict, default: 0]
                guard count > 0 else { return nil }
                return [VerdictWords.of(verdict).phrase.capitalizedFirst, String(count)]
            }
            return MarkdownText.table(["Verdict", "Findings"], right: [1], rows)
        }

        private func localeTable() -> String {
            let rows = locales.keys.sorted().map { locale -> [String] in
                let figures = locales[locale]!
                let count = { (severity: Severity) in String(figures.bySeverity[severity, default: 0]) }
                let first = figures.failingCategories.min()?.displayName ?? "–"
                let categories = CategoryList.format(figures.failingCategories)
                return [
                    MarkdownText.escape(locale, inTable: true), String(figures.strings), count(.error), count(.warning),
                    count(.note), first, categories.isEmpty ? "–" : categories,
                ]
            }
            return MarkdownText.table(
                ["Locale", "Failing strings", "Errors", "Warnings", "Notes", "Fails from", "Failing categories"],
                right: [1, 2, 3, 4], rows)
        }

        private func topFindings() -> String {
            var out = ""
            for (rank, item) in top.enumerated() { out += "\(rank + 1). " + item.text + "\n" }
            if groups > reporter.topCount {
                out += "\n…and \(NumberFormat.count(groups - reporter.topCount, "more failing string")) below.\n"
            }
            return out
        }
    }

    func verticalTable(_ components: [ComponentSummary]) -> String {
        // Components whose text truncates horizontally somewhere, or whose layout rule is wrong.
        let reported = { (summary: ComponentSummary) in summary.ruleProblem != nil && summary.ruleSeverity.map { $0 != .ignore } == true }
        let relevant = components.filter { $0.firstHorizontalTruncation != nil || reported($0) }
        guard !relevant.isEmpty else { return "" }
        let rows = relevant.prefix(componentLimit).map { summary in
            [
                MarkdownText.escape(summary.component, inTable: true), summary.layout.rawValue,
                MarkdownText.escape(summary.locale, inTable: true), MarkdownText.escape(summary.device, inTable: true),
                summary.firstHorizontalTruncation?.displayName ?? "–",
                summary.layout == .fixed ? "never (fixed)" : (summary.firstVerticalCategory?.displayName ?? "never"),
                reported(summary)
                    ? "**\(summary.ruleSeverity!.rawValue)**: " + MarkdownText.escape(summary.ruleProblem!, inTable: true) : "",
            ]
        }
        return MarkdownText.table(
            ["Component", "Layout", "Locale", "Device", "Must go vertical from", "Goes vertical from", "Rule problem"], rows)
            + Self.cutNote(relevant.count, shown: rows.count, "component")
    }

    /// One row of the details table for a string in a box: where it is, which categories fail,
    /// the worst overflow.
    func row(_ group: FindingGroup, context: ReportContext) -> [String] {
        let first = group.findings[0]
        let worst = group.findings.map(\.measurement.margin).min() ?? 0
        var location = MarkdownText.location(
            context.displayPath(first.location.file), line: first.location.line, linkBase: context.sourceLinkBase)
        if !first.shownAt.isEmpty { location += "<br>" + shownAt(first, context: context) }
        return [
            group.highestSeverity.rawValue,
            location,
            MarkdownText.escape("\(group.id.component).\(group.id.element)", inTable: true),
            MarkdownText.escape(group.id.key, inTable: true),
            MarkdownText.escape(FindingWording.localeAndVariant(first), inTable: true),
            MarkdownText.escape(group.id.device, inTable: true),
            MarkdownText.escape(group.categorySummary, inTable: true),
            NumberFormat.fixed(worst, decimals: 1),
        ]
    }

    /// `Shown at Views/Settings.swift:42`, each place a link when a base URL is known.
    func shownAt(_ finding: Finding, context: ReportContext) -> String {
        FindingWording.shownAt(finding.shownAt.map { site in
            MarkdownText.location(context.displayPath(site.file), line: site.line, linkBase: context.sourceLinkBase)
        })
    }

    /// `\n…and 12 more components (see the JSON report).\n` when a table was cut, else empty.
    static func cutNote(_ total: Int, shown: Int, _ noun: String) -> String {
        total > shown ? "\n…and \(NumberFormat.count(total - shown, "more " + noun)) (see the JSON report).\n" : ""
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
