import DynamicType
import HeadroomFormats

/// Per-run choices on top of the manifest: the command line's filters, previews and baseline.
public struct CheckOptions: Sendable {
    /// Only these locales (identifier or BCP 47 tag); nil for all.
    public var locales: Set<String>?
    /// Only these components (or rules, by name); nil for all.
    public var components: Set<String>?
    /// Only these categories; nil for the manifest's.
    public var categories: Set<ContentSizeCategory>?
    /// Only findings of these causes; nil for all (findings whose cause is unknown only then).
    public var causes: Set<Cause>?
    /// Measure only this key and record every box (`CheckReport.replays`); the adaptive titles and
    /// the source texts are still read from every string, so the boxes are those of a full check.
    public var replayKey: String?
    /// Draw previews of failing strings (for the HTML report).
    public var previews: Bool
    /// Known findings: counted, not reported.
    public var baseline: Baseline?
    /// Called from worker threads as work completes: (items done, items total).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Worker count; nil for every core.
    public var workers: Int?
    /// Measure identical work once: strings with the same measured text, locale, typeface and boxes
    /// (untranslated copies, labels shared across tables) reuse one measurement. Off only to test it.
    public var memoize: Bool
    /// Check pseudo strings instead: each source string (development language) turned into one
    /// entry of a pseudolanguage (`headroom check --pseudo`); translations are not checked.
    public var pseudolocalize: (@Sendable (LocalizedEntry) -> LocalizedEntry)?
    /// Expansion facts for `at-risk` on development-language strings (the CLI passes the shipped
    /// expansion table); nil: no `at-risk`. Not used with `pseudolocalize`.
    public var expansion: (any ExpansionFacts)?

    public init(
        locales: Set<String>? = nil, components: Set<String>? = nil, categories: Set<ContentSizeCategory>? = nil,
        previews: Bool = false, baseline: Baseline? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
        workers: Int? = nil, memoize: Bool = true
    ) {
        self.locales = locales
        self.components = components
        self.categories = categories
        self.previews = previews
        self.baseline = baseline
        self.progress = progress
        self.workers = workers
        self.memoize = memoize
    }
}
