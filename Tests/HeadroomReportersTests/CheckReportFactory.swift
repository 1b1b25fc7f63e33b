import HeadroomCheck

enum CheckReportFactory {
    /// A run that found nothing.
    static let empty = CheckReport(
        findings: [], components: [], problems: [], fonts: [], previews: [],
        statistics: Statistics(files: 1, entries: 3, measurements: 36, verdicts: [.fits: 36], seconds: 0.01))
}
