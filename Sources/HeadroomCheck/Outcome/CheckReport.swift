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

    /// The highest severity reached, if any finding or problem is reported: of the findings held
    /// and of the counts the core made as it decided them (a streamed run holds no findings).
    public var highestSeverity: Severity? {
        (findings.map(\.severity) + problems.map(\.severity) + components.compactMap(\.ruleSeverity)
            + statistics.severities.filter { $0.value > 0 }.map(\.key)).max()
    }
}

extension CheckReport {
    /// True when a problem is a configuration mistake (exit 2).
    public var hasConfigurationError: Bool { problems.contains { $0.configuration == true } }

    /// The process exit code for the report: 2 for a configuration mistake, 1 when anything
    /// reaches error severity, else 0.
    public var exitCode: Int32 { hasConfigurationError ? ExitStatus.usage : highestSeverity == .error ? 1 : 0 }
}
