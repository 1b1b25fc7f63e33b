import DynamicType
import HeadroomCheck

/// One failing string as a translator sees it: the findings of one key in one locale, variant,
/// component element and device, across the categories, with its preview.
struct HTMLStringGroup {
    struct ID: Hashable, Comparable {
        var locale: String
        var component: String
        var element: String
        var key: String
        var variant: String?
        var device: String

        static func < (a: Self, b: Self) -> Bool {
            (a.locale, a.component, a.element, a.key, a.variant ?? "", a.device)
                < (b.locale, b.component, b.element, b.key, b.variant ?? "", b.device)
        }
    }

    var id: ID
    /// Sorted by category.
    var findings: [Finding]
    var preview: StringPreview?

    var first: Finding { findings[0] }

    /// Translations (locale, component element, key, variant) among `groups`: a translation that
    /// fails on several devices has one card per device but counts once.
    static func translationCount(_ groups: [HTMLStringGroup]) -> Int {
        Set(groups.map { [$0.id.locale, $0.id.component, $0.id.element, $0.id.key, $0.id.variant ?? "\u{1}"] }).count
    }

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

    /// Groups findings and attaches previews; deterministic order (locale, file position, key).
    static func make(findings: [Finding], previews: [StringPreview]) -> [HTMLStringGroup] {
        var byID: [ID: [Finding]] = [:]
        for finding in findings {
            let id = ID(
                locale: finding.locale, component: finding.component, element: finding.element, key: finding.key,
                variant: finding.variant, device: finding.device)
            byID[id, default: []].append(finding)
        }
        var previewByID: [ID: StringPreview] = [:]
        for preview in previews {
            let id = ID(
                locale: preview.locale, component: preview.component, element: preview.element, key: preview.key,
                variant: preview.variant, device: preview.device)
            if previewByID[id] == nil { previewByID[id] = preview }
        }
        let groups = byID.map { id, findings in
            HTMLStringGroup(
                id: id,
                findings: findings.sorted { ($0.category, $0.verdict.rawValue) < ($1.category, $1.verdict.rawValue) },
                preview: previewByID[id])
        }
        // Translation-caused strings first (the translators' work), design-caused ones after.
        return groups.sorted { a, b in
            if a.id.locale != b.id.locale { return a.id.locale < b.id.locale }
            if a.cause != b.cause { return a.cause == .translation }
            if a.first.location != b.first.location { return a.first.location < b.first.location }
            return a.id < b.id
        }
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
            let list = characters.prefix(12).map { "“\($0)”" }.joined(separator: " ")
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
}
