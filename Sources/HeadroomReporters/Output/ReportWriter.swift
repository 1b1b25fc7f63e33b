import HeadroomCheck

/// Writes one report: findings a batch at a time, then the rest. Calls must not overlap (one
/// thread at a time). A writer dropped without `finish` (the run failed) leaves a partial report
/// in its output and cleans up after itself (JUnit removes its temporary files).
public protocol ReportWriter: AnyObject {
    /// The next findings in report order (file, line, column, category, device). A batch may end
    /// anywhere, even between the findings of one string; batches may be empty. The formats that
    /// report one entry per string (Xcode, SARIF, GitHub, JUnit, Markdown) group the findings of one
    /// translation location as they come, so a string whose findings were not adjacent would be
    /// reported twice. Text is written as soon as it is final: at once for Xcode, JSON and GitHub;
    /// in `finish` for JUnit and Markdown, whose heads count what follows, and SARIF, which keeps
    /// the most severe results under code scanning's cap.
    func write(_ findings: [Finding]) throws
    /// The next outcomes in report order: what the check delivers. A writer that reports one
    /// record per string (JSON) takes them as they are; the default writes their flat view of
    /// findings, one line per finding.
    func write(outcomes: [StringOutcome]) throws
    /// Called once, after the last batch: problems, component summaries, statistics and fonts.
    /// `report.findings` is empty (they were written already); counts of findings come from what
    /// the writer saw.
    func finish(_ report: CheckReport) throws
}

extension ReportWriter {
    public func write(outcomes: [StringOutcome]) throws {
        try write(outcomes.flatMap(\.findings))
    }
}
