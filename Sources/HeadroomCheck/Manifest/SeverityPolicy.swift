import DynamicType

/// How loudly each verdict (and each flexible-rule problem) is reported.
public struct SeverityPolicy: Sendable, Hashable {
    public var truncates: Severity = .error
    /// A reflow is handled by the adaptive layout, so by default it is only a note.
    public var reflow: Severity = .note
    public var missingGlyphs: Severity = .error
    public var untranslated: Severity = .note
    /// A flexible component truncates before the accessibility sizes (its AX rule comes too late).
    public var flexibleTooLate: Severity = .warning
    /// A flexible component goes vertical although its text still fits (its rule comes too early).
    public var flexibleTooEarly: Severity = .note
    /// Within the tolerance band of the box: may fit or not on a device.
    public var borderline: Severity = .note
    /// Fits once the label shrinks the font (within its `minimumScaleFactor`).
    public var shrinks: Severity = .note
    /// A word is cut across lines.
    public var breaksWord: Severity = .warning
    /// No room for text at all.
    public var noRoom: Severity = .error
    /// A source string with less room than a language's p90 expansion needs (`severities: {at-risk:
    /// ...}`); nil for `limits.atRisk` (a note by default): see `Manifest.atRiskSeverity`.
    public var atRisk: Severity?
    /// Overrides per cause (`severities: {design: {truncates: warning}}`), over the above.
    public var byCause: [Cause: [Verdict: Severity]] = [:]
    public init() {}

    public func severity(for verdict: Verdict) -> Severity {
        switch verdict {
        case .fits: .ignore
        case .reflow: reflow
        case .truncates: truncates
        case .borderline: borderline
        case .shrinks: shrinks
        case .breaksWord: breaksWord
        case .noRoom: noRoom
        case .missingGlyphs: missingGlyphs
        case .untranslated: untranslated
        case .atRisk: atRisk ?? .note
        }
    }

    /// The severity of a verdict with a cause: the cause's override, else the verdict's.
    public func severity(for verdict: Verdict, cause: Cause?) -> Severity {
        if let cause, let override = byCause[cause]?[verdict] { return override }
        return severity(for: verdict)
    }

    /// The manifest names: the verdicts plus `flexible-too-late` and `flexible-too-early`.
    public static let keys = [
        "truncates", "reflow", "borderline", "shrinks", "breaks-word", "no-room", "missing-glyphs", "untranslated",
        "at-risk", "flexible-too-late", "flexible-too-early",
    ]

    public mutating func set(_ key: String, _ severity: Severity) {
        switch key {
        case "truncates": truncates = severity
        case "reflow": reflow = severity
        case "borderline": borderline = severity
        case "shrinks": shrinks = severity
        case "breaks-word": breaksWord = severity
        case "no-room": noRoom = severity
        case "missing-glyphs": missingGlyphs = severity
        case "untranslated": untranslated = severity
        case "at-risk": atRisk = severity
        case "flexible-too-late": flexibleTooLate = severity
        case "flexible-too-early": flexibleTooEarly = severity
        default: break
        }
    }
}
