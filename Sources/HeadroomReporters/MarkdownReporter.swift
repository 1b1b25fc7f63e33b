import DynamicType
import HeadroomCheck
import HeadroomFormats

/// A Markdown summary for a pull-request comment: totals by verdict, a table per locale, the
/// components that must go vertical and from which size, the top findings with links to their
/// lines, and every failing string in a collapsed section. Long tables are cut (GitHub refuses
/// comments over 65,536 characters); the JSON or SARIF report has everything.
public struct MarkdownReporter: Reporter {
    /// How many strings the "Top findings" list shows (worst first).
    public var topCount: Int
    /// At most this many rows in the collapsed table of failing strings.
    public var detailLimit: Int
    /// At most this many rows in the components table.
    public var componentLimit: Int

    public init(topCount: Int = 10, detailLimit: Int = 150, componentLimit: Int = 40) {
        self.topCount = topCount
        self.detailLimit = detailLimit
        self.componentLimit = componentLimit
    }

    public func render(_ report: CheckReport, context: ReportContext) throws -> [ReportFile] {
        let findings = report.findings.filter { $0.severity != .ignore }
        let tally = ReportTally(report)
        var shown = ReportTally(report)
        shown.byVerdict = [:]
        for finding in findings { shown.byVerdict[finding.verdict, default: 0] += 1 }
        var out = "## Headroom: \(tally.sentence)\n\n"
        out += summaryLine(report, findings: findings) + "\n\n"
        if findings.isEmpty && report.problems.isEmpty && tally.ruleProblems == 0 {
            out += "No string truncates. :tada:\n"
            return [ReportFile(contents: out)]
        }
        if !findings.isEmpty {
            out += verdictTable(shown) + "\n"
            out += "### By locale\n\n" + localeTable(findings) + "\n"
        }
        let vertical = verticalTable(report.components)
        if !vertical.isEmpty { out += "### Components that must go vertical\n\n" + vertical + "\n" }
        if !findings.isEmpty {
            let groups = FindingGroup.make(findings)
            out += "### Top findings\n\n" + topFindings(groups, context: context) + "\n"
            out += "<details>\n<summary>All \(NumberFormat.count(groups.count, "failing string"))"
                + " (\(NumberFormat.count(findings.count, "finding")))</summary>\n\n"
            out += allStrings(groups, context: context) + "\n</details>\n"
        }
        if !report.problems.isEmpty {
            out += (findings.isEmpty ? "" : "\n") + "### Problems\n\n"
            for problem in report.problems {
                out += "- **\(problem.severity.rawValue)** "
                    + MarkdownText.location(
                        context.displayPath(problem.location.file), line: problem.location.line,
                        linkBase: context.sourceLinkBase)
                    + ": " + MarkdownText.escape(problem.message) + "\n"
            }
        }
        return [ReportFile(contents: out)]
    }

    private func summaryLine(_ report: CheckReport, findings: [Finding]) -> String {
        let stats = report.statistics
        let locales = Set(findings.map(\.locale)).count
        return "\(NumberFormat.count(findings.count, "finding")) in \(NumberFormat.count(locales, "locale")); "
            + "\(NumberFormat.count(stats.entries, "string")) from \(NumberFormat.count(stats.files, "file")) checked "
            + "with \(NumberFormat.count(stats.measurements, "measurement")) in \(NumberFormat.fixed(stats.seconds, decimals: 1)) s"
            + (stats.baselined > 0 ? "; \(NumberFormat.count(stats.baselined, "baselined finding")) not shown" : "")
            + "."
    }

    private func verdictTable(_ tally: ReportTally) -> String {
        let order: [Verdict] = [.truncates, .reflow, .missingGlyphs, .untranslated, .fits]
        let rows = order.compactMap { verdict -> [String]? in
            let count = tally.byVerdict[verdict, default: 0]
            guard count > 0 else { return nil }
            return [FindingGroup.phrase(verdict).capitalizedFirst, String(count)]
        }
        return MarkdownText.table(["Verdict", "Findings"], right: [1], rows)
    }

    private func localeTable(_ findings: [Finding]) -> String {
        let byLocale = Dictionary(grouping: findings, by: \.locale)
        let rows = byLocale.keys.sorted().map { locale -> [String] in
            let inLocale = byLocale[locale]!
            let strings = Set(inLocale.map { [$0.table, $0.key, $0.variant ?? ""] }).count
            let count = { (severity: Severity) in String(inLocale.filter { $0.severity == severity }.count) }
            let failing = inLocale.filter { $0.verdict == .truncates || $0.verdict == .reflow || $0.verdict == .missingGlyphs }
            let first = failing.map(\.category).min()?.displayName ?? "–"
            let categories = CategoryList.format(failing.map(\.category))
            return [MarkdownText.escape(locale, inTable: true), String(strings), count(.error), count(.warning), count(.note), first, categories.isEmpty ? "–" : categories]
        }
        return MarkdownText.table(
            ["Locale", "Failing strings", "Errors", "Warnings", "Notes", "Fails from", "Failing categories"],
            right: [1, 2, 3, 4], rows)
    }

    private func verticalTable(_ components: [ComponentSummary]) -> String {
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

    /// The worst strings first: highest severity, then failing at the smallest size (more people
    /// use it), then the largest overflow; report order breaks ties. One entry per string in a box,
    /// at its first finding of that severity, with every failing category.
    private func topFindings(_ groups: [FindingGroup], context: ReportContext) -> String {
        struct Ranked {
            var group: FindingGroup
            var lead: Finding
            var order: Int
        }
        let ranked = groups.enumerated().map { order, group -> Ranked in
            let severity = group.highestSeverity
            let lead = group.findings.filter { $0.severity == severity }.min { $0.category < $1.category }!
            return Ranked(group: group, lead: lead, order: order)
        }.sorted { a, b in
            if a.lead.severity != b.lead.severity { return a.lead.severity > b.lead.severity }
            if a.lead.category != b.lead.category { return a.lead.category < b.lead.category }
            if a.lead.measurement.headroom != b.lead.measurement.headroom {
                return a.lead.measurement.headroom < b.lead.measurement.headroom
            }
            return a.order < b.order
        }.prefix(topCount)
        var out = ""
        for (rank, item) in ranked.enumerated() {
            let finding = item.lead
            var line = "\(rank + 1). **\(finding.severity.rawValue)** " + MarkdownText.escape(FindingText.headline(finding))
            if item.group.findings.count > 1 { line += " (all: " + MarkdownText.escape(item.group.categorySummary) + ")" }
            out += line + " — "
                + MarkdownText.location(
                    context.displayPath(finding.location.file), line: finding.location.line,
                    linkBase: context.sourceLinkBase)
                + "\n"
        }
        if groups.count > topCount {
            out += "\n…and \(NumberFormat.count(groups.count - topCount, "more failing string")) below.\n"
        }
        return out
    }

    /// One row per string in a box: where it is, which categories fail, the worst overflow.
    private func allStrings(_ groups: [FindingGroup], context: ReportContext) -> String {
        let rows = groups.prefix(detailLimit).map { group in
            let first = group.findings[0]
            let worst = group.findings.map(\.measurement.headroom).min() ?? 0
            return [
                group.highestSeverity.rawValue,
                MarkdownText.location(
                    context.displayPath(first.location.file), line: first.location.line, linkBase: context.sourceLinkBase),
                MarkdownText.escape("\(group.component).\(group.element)", inTable: true),
                MarkdownText.escape(group.key, inTable: true),
                MarkdownText.escape(FindingText.localeAndVariant(first), inTable: true),
                MarkdownText.escape(group.device, inTable: true),
                MarkdownText.escape(group.categorySummary, inTable: true),
                NumberFormat.fixed(worst, decimals: 1),
            ]
        }
        return MarkdownText.table(
            ["Severity", "Location", "Component", "Key", "Locale", "Device", "Fails", "Worst headroom (pt)"],
            right: [7], rows)
            + Self.cutNote(groups.count, shown: rows.count, "string")
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
