import HeadroomCheck

/// The rule each verdict reports under in SARIF (and anywhere a stable id is wanted).
struct VerdictRule: Sendable, Hashable {
    var id: String
    var name: String
    var shortDescription: String
    var fullDescription: String
    /// The level used when a run does not say otherwise (the manifest's default severities).
    var defaultLevel: String

    /// The rules in the order SARIF lists them; `ruleIndex` is the position here (new rules go last,
    /// so that earlier indices stay).
    static let all: [VerdictRule] = [
        rule(for: .truncates), rule(for: .reflow), rule(for: .missingGlyphs), rule(for: .untranslated),
        rule(for: .borderline), rule(for: .shrinks), rule(for: .breaksWord), rule(for: .noRoom), problem, rule(for: .atRisk),
    ]

    /// A flexible component's fixed accessibility rule is wrong for a locale (it goes vertical too
    /// late or too early). A configuration notification in SARIF: it has no line in a file.
    static let layoutRule = VerdictRule(
        id: "HR005", name: "LayoutRuleWrong",
        shortDescription: "A flexible component goes vertical too late or too early for this locale.",
        fullDescription: "The component's fixed rule (vertical at the accessibility sizes) does not match its text: it truncates horizontally before those sizes, or it goes vertical although the text fits.",
        defaultLevel: "warning"
    )

    /// Input files and manifest entries that could not be read.
    static let problem = VerdictRule(
        id: "HR900", name: "UnreadableInput",
        shortDescription: "A localization file or manifest entry could not be read.",
        fullDescription: "Headroom could not read or use this input; the strings in it were not checked.",
        defaultLevel: "error"
    )

    static func rule(for verdict: Verdict) -> VerdictRule {
        switch verdict {
        case .truncates:
            VerdictRule(
                id: "HR001", name: "Truncates",
                shortDescription: "The translation is truncated at this text size.",
                fullDescription: "The text needs more lines than the label allows, even in the layout the component uses at this content size category, so UIKit cuts it with an ellipsis.",
                defaultLevel: "error")
        case .reflow:
            VerdictRule(
                id: "HR002", name: "MustGoVertical",
                shortDescription: "The component must switch to its vertical layout at this text size.",
                fullDescription: "The text truncates in the component's horizontal layout but fits once the component stacks vertically.",
                defaultLevel: "warning")
        case .missingGlyphs:
            VerdictRule(
                id: "HR003", name: "MissingGlyphs",
                shortDescription: "Some characters have no glyph in any font of the stack.",
                fullDescription: "No font in the font stack covers some characters of the translation; they would render as boxes and the measurement is not reliable.",
                defaultLevel: "error")
        case .untranslated:
            VerdictRule(
                id: "HR004", name: "Untranslated",
                shortDescription: "The value is empty or identical to the source text.",
                fullDescription: "The translation is empty or the same as the source text in a locale other than the source language.",
                defaultLevel: "note")
        case .borderline:
            VerdictRule(
                id: "HR006", name: "Borderline",
                shortDescription: "The text is within the measuring tolerance of its box.",
                fullDescription: "The text fits or truncates by less than the tolerance (the system font stand-in's error band, 'tolerance:' in the manifest): it may truncate on a device.",
                defaultLevel: "note")
        case .shrinks:
            VerdictRule(
                id: "HR007", name: "Shrinks",
                shortDescription: "The label shrinks the text to fit.",
                fullDescription: "The text does not fit at full size but fits once the label scales it down, within its minimumScaleFactor.",
                defaultLevel: "note")
        case .breaksWord:
            VerdictRule(
                id: "HR008", name: "BreaksWord",
                shortDescription: "A word is wider than the box and is cut across lines.",
                fullDescription: "A word of the text is wider than the label, so iOS wraps it in the middle, whatever the line limit.",
                defaultLevel: "warning")
        case .noRoom:
            VerdictRule(
                id: "HR009", name: "NoRoom",
                shortDescription: "The box has no room for text.",
                fullDescription: "The label's width comes out zero or negative at this size on this device (insets and icons take it all).",
                defaultLevel: "error")
        case .atRisk:
            VerdictRule(
                id: "HR010", name: "AtRisk",
                shortDescription: "The source string has less room than a language's translations usually need.",
                fullDescription: "The development-language text fits, but its room (width × lines) is below its width times a target language's 90th percentile of expansion, measured on real translations: it will probably not fit once translated.",
                defaultLevel: "note")
        case .fits:
            VerdictRule(
                id: "HR000", name: "Fits",
                shortDescription: "The translation fits.",
                fullDescription: "The text fits in the layout the component uses.",
                defaultLevel: "none")
        }
    }
}

extension Severity {
    /// The SARIF `level`.
    var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .ignore: "none"
        }
    }
}
