import DynamicType
import HeadroomFormats

/// Everything one `headroom check` run found, in a deterministic order. Reporters turn it into text.
public struct CheckReport: Sendable, Codable {
    /// One per string with something to report (not baselined, not ignored), sorted by file, line,
    /// column, then component, element, variant and key; each with its results in every box and,
    /// when asked for, its previews.
    public var outcomes: [StringOutcome]
    /// Per component, locale and device: from which category it must go vertical, and whether a
    /// flexible component's fixed rule is wrong.
    public var components: [ComponentSummary]
    /// Files and manifest entries that could not be read. They do not stop the run.
    public var problems: [Problem]
    /// The fonts used, with checksums, so a run can be reproduced.
    public var fonts: [FontRecord]
    /// Every box of `CheckOptions.replayKey`, in measuring order (empty otherwise).
    public var replays: [BoxReplay] = []
    /// Counts for summaries.
    public var statistics: Statistics

    public init(
        outcomes: [StringOutcome], components: [ComponentSummary], problems: [Problem], fonts: [FontRecord],
        statistics: Statistics
    ) {
        self.outcomes = outcomes
        self.components = components
        self.problems = problems
        self.fonts = fonts
        self.statistics = statistics
    }

    /// A report from findings in report order (adjacent findings of one string make one outcome)
    /// and previews, attached to the outcome of their string. For tools and tests that build
    /// reports by hand; the sweep makes outcomes directly.
    public init(
        findings: [Finding], components: [ComponentSummary], problems: [Problem], fonts: [FontRecord],
        previews: [StringPreview], statistics: Statistics
    ) {
        self.init(
            outcomes: StringOutcome.grouping(findings), components: components, problems: problems, fonts: fonts,
            statistics: statistics)
        self.previews = previews
    }

    /// The flat view: every reported finding, in report order.
    public var findings: [Finding] {
        get { outcomes.flatMap(\.findings) }
        set { outcomes = StringOutcome.grouping(newValue) }
    }

    /// Every outcome's previews. Setting attaches each preview to the outcomes of its string
    /// (component, element, key, locale, variant); a preview without one is dropped.
    public var previews: [StringPreview] {
        get { outcomes.flatMap(\.previews) }
        set {
            for index in outcomes.indices { outcomes[index].previews = [] }
            for preview in newValue {
                for index in outcomes.indices where outcomes[index].draws(preview) {
                    outcomes[index].previews.append(preview)
                }
            }
        }
    }

    /// The highest severity reached, if any finding or problem is reported.
    public var highestSeverity: Severity? {
        (findings.map(\.severity) + problems.map(\.severity) + components.compactMap(\.ruleSeverity)).max()
    }
}

/// A component in one locale on one device.
public struct ComponentSummary: Sendable, Hashable, Codable {
    public enum Layout: String, Sendable, Hashable, Codable { case adaptive, flexible, fixed }
    public var component: String
    public var layout: Layout
    public var locale: String
    public var device: String
    /// The first category at which it must go vertical (adaptive: its title would truncate;
    /// flexible: the first accessibility category), nil if it never needs to.
    public var firstVerticalCategory: ContentSizeCategory?
    /// For flexible components, a sentence when the fixed AX rule is wrong for this locale.
    public var ruleProblem: String?
    /// How loudly `ruleProblem` is reported (nil when there is none, or it is ignored).
    public var ruleSeverity: Severity?
    /// The first category at which some element of the component would truncate in the
    /// horizontal layout (nil if none): where it really needs to go vertical.
    public var firstHorizontalTruncation: ContentSizeCategory?
    /// Strings of the component measured in this locale on this device.
    public var strings: Int
    /// Where the component is declared in the manifest (nil for components built in code).
    public var location: SourceLocation?
    public init(
        component: String, layout: Layout, locale: String, device: String, firstVerticalCategory: ContentSizeCategory?,
        ruleProblem: String?, ruleSeverity: Severity? = nil, firstHorizontalTruncation: ContentSizeCategory? = nil,
        strings: Int = 0, location: SourceLocation? = nil
    ) {
        self.location = location
        self.component = component
        self.layout = layout
        self.locale = locale
        self.device = device
        self.firstVerticalCategory = firstVerticalCategory
        self.ruleProblem = ruleProblem
        self.ruleSeverity = ruleSeverity
        self.firstHorizontalTruncation = firstHorizontalTruncation
        self.strings = strings
    }
}

/// A file or manifest entry that could not be used.
public struct Problem: Sendable, Hashable, Codable {
    public var location: SourceLocation
    public var message: String
    public var severity: Severity
    public init(location: SourceLocation, message: String, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.severity = severity
    }
}

/// A font file a run used.
public struct FontRecord: Sendable, Hashable, Codable {
    public var family: String
    public var style: String
    public var file: String
    public var sha256: String
    public init(family: String, style: String, file: String, sha256: String) {
        self.family = family
        self.style = style
        self.file = file
        self.sha256 = sha256
    }
}

/// A failing string drawn at every category on one device, for the HTML report: one rendering of
/// its single shaping, and per category the boxes' lines.
public struct StringPreview: Sendable, Hashable, Codable {
    public struct Frame: Sendable, Hashable, Codable {
        public var category: ContentSizeCategory
        public var verdict: Verdict
        /// The horizontal (or only) layout.
        public var horizontal: BoxRendering
        /// The vertical layout, for adaptive and flexible components.
        public var vertical: BoxRendering?
        public init(category: ContentSizeCategory, verdict: Verdict, horizontal: BoxRendering, vertical: BoxRendering?) {
            self.category = category
            self.verdict = verdict
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }
    public var component: String
    public var element: String
    public var key: String
    public var locale: String
    public var variant: String?
    public var device: String
    public var location: SourceLocation
    /// The text's glyphs and outlines, the same for every frame (and every device of the string).
    public var rendering: ShapedRendering
    public var frames: [Frame]
    public init(
        component: String, element: String, key: String, locale: String, variant: String?, device: String,
        location: SourceLocation, rendering: ShapedRendering, frames: [Frame]
    ) {
        self.rendering = rendering
        self.component = component
        self.element = element
        self.key = key
        self.locale = locale
        self.variant = variant
        self.device = device
        self.location = location
        self.frames = frames
    }
}

/// Counts over a run.
public struct Statistics: Sendable, Hashable, Codable {
    public var files: Int
    public var entries: Int
    public var measurements: Int
    public var verdicts: [Verdict: Int]
    public var seconds: Double
    /// Findings that matched the baseline: counted here, left out of `findings`.
    public var baselined: Int
    /// Findings dropped because their severity is `ignore`.
    public var ignored: Int
    public init(
        files: Int, entries: Int, measurements: Int, verdicts: [Verdict: Int], seconds: Double, baselined: Int = 0,
        ignored: Int = 0
    ) {
        self.files = files
        self.entries = entries
        self.measurements = measurements
        self.verdicts = verdicts
        self.seconds = seconds
        self.baselined = baselined
        self.ignored = ignored
    }
}

extension CheckReport {
    /// The process exit code for the report: 1 when anything reaches error severity, else 0.
    public var exitCode: Int32 { highestSeverity == .error ? 1 : 0 }
}
