import DynamicType
import HeadroomCheck

/// What the index's summaries and the developers' page count of the failing texts, without the
/// texts: per text (a key and variant in one locale, as `HTMLStringGroup` groups them) who must
/// act, its verdicts, the first screen showing it and the sizes where it fails; and the font
/// families the texts use. An `HTMLOutcomeStore` counts each outcome as the check delivers it, so
/// these pages hold no copy of any outcome; a page of cards counts its own groups.
struct HTMLStringTally {
    /// One text's counts.
    struct Text {
        /// Translators must act when any of its findings is the translation's own.
        var translation = false
        /// Bit `i` set: a finding with `Verdict.allCases[i]`.
        var verdicts: UInt16 = 0
        /// Bit `i` set: a finding at `ContentSizeCategory.allCases[i]`.
        var categories: UInt16 = 0
        /// The first component showing it, in component order (`HTMLStringGroup.components[0]`).
        var component: String?

        func has(_ verdict: Verdict) -> Bool { verdicts & Self.bit(verdict) != 0 }
        func has(_ category: ContentSizeCategory) -> Bool { categories & 1 << category.index != 0 }

        mutating func add(verdict: Verdict, category: ContentSizeCategory, cause: Cause?) {
            if cause != .design { translation = true }
            verdicts |= Self.bit(verdict)
            categories |= 1 << category.index
        }

        mutating func add(component name: String) {
            if component.map({ name < $0 }) ?? true { component = name }
        }

        private static func bit(_ verdict: Verdict) -> UInt16 { 1 << Verdict.allCases.firstIndex(of: verdict)! }
    }

    private(set) var texts: [HTMLStringGroup.ID: Text] = [:]
    /// The font families of the texts (`footer`).
    private(set) var families = Set<String>()

    init() {}

    /// The counts of a page's cards; the families of every box the cards hold.
    init(groups: [HTMLStringGroup]) {
        for group in groups {
            var text = Text()
            for f in group.findings { text.add(verdict: f.verdict, category: f.category, cause: f.cause) }
            text.component = group.components.first
            texts[group.id] = text
            for outcome in group.outcomes {
                for result in outcome.results + outcome.textFindings { families.formUnion(result.measurement.fontsUsed) }
            }
        }
    }

    /// Counts an outcome with something to report (others are not texts to fix): its findings
    /// and the families of its reported boxes and its text findings.
    mutating func add(_ outcome: StringOutcome) {
        guard outcome.severity != nil else { return }
        let id = HTMLStringGroup.ID(locale: outcome.locale, table: outcome.table, key: outcome.key, variant: outcome.variant)
        var text = texts[id] ?? Text()
        for result in outcome.results + outcome.textFindings where result.reported {
            text.add(verdict: result.verdict, category: result.category, cause: result.cause)
        }
        text.add(component: outcome.component)
        texts[id] = text
        for result in outcome.results where result.reported { families.formUnion(result.measurement.fontsUsed) }
        for result in outcome.textFindings { families.formUnion(result.measurement.fontsUsed) }
    }

    var isEmpty: Bool { texts.isEmpty }
    var count: Int { texts.count }

    /// The texts translators must fix (the others are design cards).
    var forTranslators: Int { texts.values.reduce(0) { $0 + ($1.translation ? 1 : 0) } }

    /// The locales with a text to fix.
    var locales: Set<String> { Set(texts.keys.map(\.locale)) }

    /// Each locale's texts.
    var byLocale: [String: [Text]] { Dictionary(grouping: texts, by: \.key.locale).mapValues { $0.map(\.value) } }
}
