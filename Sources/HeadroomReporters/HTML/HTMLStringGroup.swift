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

    /// One group per text; within a locale the most severe first, then by file position and key.
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
        return groups.sorted { a, b in
            if a.id.locale != b.id.locale { return a.id.locale < b.id.locale }
            if a.cause != b.cause { return a.cause == .translation }
            if a.severity != b.severity { return a.severity > b.severity }
            if a.first.location != b.first.location { return a.first.location < b.first.location }
            return a.id < b.id
        }
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

    /// Plain-words advice, one sentence per problem, HTML-escaped.
    func advice(firstVertical: ContentSizeCategory?, ruleProblem: String?) -> [String] {
        var out: [String] = []
        let truncating = findings.filter { $0.verdict == .truncates }
        if let worst = truncating.max(by: { $0.measurement.overflow < $1.measurement.overflow }) {
            let n = worst.measurement.overflowCharacters
            var s =
                n == 0
                ? "Shorten slightly (by less than one character) to fit at \(worst.category.displayName)."
                : "Shorten by about \(n) character\(n == 1 ? "" : "s") to fit at every size checked (the worst is \(worst.category.displayName))."
            if let firstCut = truncating.min(by: { $0.category < $1.category }), firstCut.category != worst.category {
                let m = firstCut.measurement.overflowCharacters
                if m != n {
                    s += " It is first cut at \(firstCut.category.displayName), where about \(max(m, 1)) character\(max(m, 1) == 1 ? "" : "s") too many."
                }
            }
            out.append(HTMLEscape.text(s))
        }
        let reflowing = findings.filter { $0.verdict == .reflow }
        if let own = reflowing.map(\.category).min() {
            let first = firstVertical ?? own
            var s = "This component needs to go vertical from \(first.displayName)"
            if own != first { s += " (this text from \(own.displayName))" }
            out.append(HTMLEscape.text(s + "; the text fits once it does."))
        }
        if let ruleProblem, !ruleProblem.isEmpty {
            // The check core writes it as a predicate ("goes vertical from AX1 although…").
            let sentence = ruleProblem.first?.isLowercase == true ? "This component " + ruleProblem : ruleProblem
            out.append(HTMLEscape.text(sentence.hasSuffix(".") ? sentence : sentence + "."))
        }
        let missing = findings.filter { $0.verdict == .missingGlyphs }
        if !missing.isEmpty {
            var seen = Set<String>()
            let characters = missing.flatMap(\.measurement.missingCharacters).filter { seen.insert($0).inserted }
            let list = characters.prefix(12).map { character in
                "“\(character)” (" + character.unicodeScalars.map(HTMLStringGroup.codePoint)
                    .joined(separator: " ") + ")"
            }.joined(separator: ", ")
            out.append(
                HTMLEscape.text(
                    characters.isEmpty
                        ? "Some characters have no glyph in the fonts checked."
                        : "No font has a glyph for \(list); check the characters or the font stack."))
        }
        if findings.contains(where: { $0.verdict == .untranslated }) {
            out.append("Not translated yet: the value is empty or the same as the source text.")
        }
        return out
    }

    /// `U+00E9`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
