import DynamicType
import HeadroomFormats

/// Everything a check concluded for one string (key, variant, locale) in one element of one
/// component, from one measurement: the verdict and figures in every box it was measured in
/// (device × category, in the layout in effect), what is wrong with the text itself, and its
/// previews. The sweep emits one per string that has something to report; reports are made
/// from these. ``findings`` is the flat view, one ``Finding`` per reported box, for the formats
/// that print one line per finding.
public struct StringOutcome: Sendable, Hashable, Codable, AboutText {
    /// The text: component, element, key, table, locale and variant, read as the outcome's own.
    public var identity: TextIdentity
    /// The translation's position (file, line, column of its value).
    public var location: SourceLocation
    /// The translation as written, and the text measured (arguments replaced by samples).
    public var value: String
    public var measuredText: String
    public var sourceText: String?
    public var comment: String?
    /// One result per device × category, devices in manifest order, categories in table order.
    public var results: [BoxResult] = []
    /// Findings about the text rather than a box (missing glyphs, untranslated), each given with
    /// the box it was noticed in.
    public var textFindings: [BoxResult] = []
    /// The string drawn at every category, one preview per device (empty unless asked for).
    public var previews: [StringPreview] = []
    /// Where the app's Swift code shows the key in this element (`sources:`, `shownAt:`): the
    /// second location of every finding, for the developer (empty when the manifest does not say).
    public var shownAt: [DisplaySite] = []
    /// Where each dimension of the element's box comes from (font, lines, width, drawn) and what the
    /// manifest confirms; nil for an outcome built from findings.
    public var evidence: BoxEvidence? = nil
    /// The element's line in `headroom.yml`, where `confirmed:` goes (nil when not known).
    public var manifestLine: Int? = nil

    /// The results that are reported (not fitting, not ignored, not in the baseline), text
    /// findings included, in report order: category, then device (as given), then verdict.
    public var reported: [BoxResult] {
        let all = (results + textFindings).enumerated().filter(\.element.reported)
        return all.sorted { a, b in
            (a.element.category.index, a.offset) < (b.element.category.index, b.offset)
        }.map(\.element)
    }

    /// How many findings the flat view has (without building them).
    public var reportedCount: Int {
        results.reduce(0) { $0 + ($1.reported ? 1 : 0) } + textFindings.reduce(0) { $0 + ($1.reported ? 1 : 0) }
    }

    /// The highest severity reported, nil when nothing is.
    public var severity: Severity? { (results + textFindings).filter(\.reported).map(\.severity).max() }

    /// The flat view: one finding per reported result.
    public var findings: [Finding] { reported.map(finding) }

    /// The finding for one of this string's results.
    public func finding(_ result: BoxResult) -> Finding {
        var finding = Finding(
            component: identity.component, element: identity.element, key: identity.key, table: identity.table,
            locale: identity.locale, variant: identity.variant, category: result.category, device: result.device, verdict: result.verdict, severity: result.severity,
            location: location, orientation: result.orientation, width: result.width, value: value,
            measuredText: measuredText, sourceText: sourceText, comment: comment, measurement: result.measurement)
        finding.cause = result.cause
        finding.scale = result.scale
        finding.risks = result.risks
        finding.shownAt = shownAt
        finding.assumptions = result.assumptions
        finding.fitsWidest = result.fitsWidest
        return finding
    }
}

extension StringOutcome {
    /// An outcome holding one finding, for reports built from findings (tests, tools).
    public init(finding: Finding) {
        self.init(
            identity: finding.identity, location: finding.location, value: finding.value,
            measuredText: finding.measuredText, sourceText: finding.sourceText, comment: finding.comment)
        shownAt = finding.shownAt
        let result = BoxResult(finding: finding)
        if finding.verdict.isAboutText {
            textFindings = [result]
        } else {
            results = [result]
        }
    }

    /// Outcomes from findings in report order: adjacent findings of the same string (component,
    /// element, key, variant, locale, place) share one outcome.
    public static func grouping(_ findings: [Finding]) -> [StringOutcome] {
        var outcomes: [StringOutcome] = []
        for finding in findings {
            if var last = outcomes.last, last.holds(finding) {
                let result = BoxResult(finding: finding)
                if finding.verdict.isAboutText {
                    last.textFindings.append(result)
                } else {
                    last.results.append(result)
                }
                outcomes[outcomes.count - 1] = last
            } else {
                outcomes.append(StringOutcome(finding: finding))
            }
        }
        return outcomes
    }

    /// Whether `preview` draws this string.
    public func draws(_ preview: StringPreview) -> Bool {
        preview.component == identity.component && preview.element == identity.element && preview.key == identity.key
            && preview.locale == identity.locale && preview.variant == identity.variant
    }

    /// Whether `finding` is about this string.
    public func holds(_ finding: Finding) -> Bool { finding.location == location && finding.identity == identity }
}
