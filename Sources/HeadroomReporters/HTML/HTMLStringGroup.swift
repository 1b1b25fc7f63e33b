import DynamicType
import HeadroomCheck

/// One text as a translator sees it: a key (and plural or device variant) in one locale, with the
/// outcome of every component element that shows it, each with its results on every device and
/// category and its previews. One card of the HTML report.
struct HTMLStringGroup {
    struct ID: Hashable, Comparable {
        var locale: String
        var table: String
        var key: String
        var variant: String?

        static func < (a: Self, b: Self) -> Bool {
            (a.locale, a.table, a.key, a.variant ?? "") < (b.locale, b.table, b.key, b.variant ?? "")
        }
    }

    var id: ID
    /// The component elements showing the text, in component and element order.
    var outcomes: [StringOutcome]
    /// Every reported finding, sorted by category.
    var findings: [Finding]
    /// The highest severity reported.
    var severity: Severity

    var first: Finding { findings[0] }

    /// The verdicts present, in `Verdict.allCases` order.
    var verdicts: [Verdict] {
        let present = Set(findings.map(\.verdict))
        return Verdict.allCases.filter { present.contains($0) }
    }

    /// Who must act: `translation` when any of its findings is the translation's own, else
    /// `design` (the development-language text fails in the same boxes).
    var cause: Cause {
        findings.contains { $0.cause != .design } ? .translation : .design
    }

    /// The category shown first (and the only one without JavaScript or in print): the smallest
    /// category where the text is cut or must reflow, else the smallest failing one.
    var defaultCategory: ContentSizeCategory {
        let layoutFailures = findings.filter { $0.verdict == .truncates || $0.verdict == .reflow }
        return (layoutFailures.isEmpty ? findings : layoutFailures).map(\.category).min() ?? .large
    }

    /// The largest overflow (points) of a box the translation alone fails: the translators' order.
    var ownOverflow: Double {
        findings.filter { $0.cause != .design && TranslatorAdvice.shortenable.contains($0.verdict) }
            .map(\.measurement.overflow).max() ?? -1
    }

    /// The largest overflow of any box, for ordering the design cards.
    var overflow: Double { findings.map(\.measurement.overflow).max() ?? 0 }

    /// One group per text; within a locale the translators' texts first, by how much they
    /// overflow (most first), then the design's, then by key.
    static func make(outcomes: [StringOutcome]) -> [HTMLStringGroup] {
        var byID: [ID: [StringOutcome]] = [:]
        for outcome in outcomes where outcome.severity != nil {
            byID[ID(locale: outcome.locale, table: outcome.table, key: outcome.key, variant: outcome.variant), default: []]
                .append(outcome)
        }
        let groups = byID.map { id, outcomes in
            let sorted = outcomes.sorted { ($0.component, $0.element) < ($1.component, $1.element) }
            let findings = sorted.flatMap(\.findings).enumerated()
                .sorted { ($0.element.category, $0.offset) < ($1.element.category, $1.offset) }.map(\.element)
            return HTMLStringGroup(
                id: id, outcomes: sorted, findings: findings, severity: sorted.compactMap(\.severity).max() ?? .note)
        }
        // Translation-caused strings first (the translators' work), design-caused ones after.
        return groups.map { ($0, $0.ownOverflow, $0.overflow) }.sorted { x, y in
            let (a, b) = (x.0, y.0)
            if a.id.locale != b.id.locale { return a.id.locale < b.id.locale }
            if a.cause != b.cause { return a.cause == .translation }
            if x.1 != y.1 { return x.1 > y.1 }
            if a.cause == .design, x.2 != y.2 { return x.2 > y.2 }
            if a.severity != b.severity { return a.severity > b.severity }
            if a.first.location != b.first.location { return a.first.location < b.first.location }
            return a.id < b.id
        }.map(\.0)
    }

    /// The components showing the text (for the filter), in order, without repeats.
    var components: [String] {
        var seen = Set<String>()
        return outcomes.map(\.component).filter { seen.insert($0).inserted }
    }

    /// Categories per verdict as ranges in size order: `xxxLarge–AX5`, `Large, AX2`.
    func categoryRanges(for verdict: Verdict) -> String {
        let indexes = Set(findings.filter { $0.verdict == verdict }.map(\.category.index)).sorted()
        var parts: [String] = []
        var start = 0
        while start < indexes.count {
            var end = start
            while end + 1 < indexes.count, indexes[end + 1] == indexes[end] + 1 { end += 1 }
            let a = ContentSizeCategory.allCases[indexes[start]].displayName
            let b = ContentSizeCategory.allCases[indexes[end]].displayName
            parts.append(start == end ? a : "\(a)–\(b)")
            start = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// The translator's advice from the translation's own failures (`TranslatorAdvice`).
    func translatorAdvice(rooms: (any CharacterRoomEstimator)?) -> TranslatorAdvice {
        TranslatorAdvice(findings: findings, rooms: rooms)
    }

    /// The stable anchor of the card: locale, table, key and variant (not its position), so a
    /// link sent today still points at the same text tomorrow.
    var anchor: String { HTMLAnchor.id([id.locale, id.table, id.key] + (id.variant.map { [$0] } ?? [])) }
}
