import DynamicType
import HeadroomCheck

/// `headroom check`'s closing summary line.
enum CheckArguments {
    /// "headroom: 12 errors, 3 warnings, 40 notes; 1,234 strings, 59,232 boxes in 1.2 s".
    /// The counts are the core's (`Statistics.severities`: the report may have streamed its findings out).
    static func summary(_ report: CheckReport) -> String {
        let counts = report.statistics.severities
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [
            count(counts[.error] ?? 0, "error"), count(counts[.warning] ?? 0, "warning"), count(counts[.note] ?? 0, "note"),
        ].joined(separator: ", ")
        if report.statistics.baselined > 0 { parts += " (\(report.statistics.baselined) baselined)" }
        let seconds = (report.statistics.seconds * 10).rounded() / 10
        return "headroom: \(parts); \(report.statistics.entries) strings, \(report.statistics.measurements) boxes in \(seconds) s"
    }
}
