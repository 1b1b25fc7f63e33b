import DynamicType
import HeadroomCheck

/// Parsing of `headroom check`'s list options and its closing summary line.
enum CheckArguments {
    /// Repeatable options that also take comma lists: `--locale de,fr --locale ms`. Nil when empty.
    static func list(_ values: [String]) -> [String]? {
        let items = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return items.isEmpty ? nil : items
    }

    static func categories(_ values: [String]) throws -> Set<ContentSizeCategory>? {
        guard let names = list(values) else { return nil }
        var result: Set<ContentSizeCategory> = []
        for name in names {
            guard let category = ContentSizeCategory(name: name) else {
                throw CheckCommandError.usage(
                    "--category '\(name)' is not a content size category; use "
                        + ContentSizeCategory.allCases.map(\.displayName).joined(separator: ", "))
            }
            result.insert(category)
        }
        return result
    }

    /// "headroom: 12 errors, 3 warnings, 40 notes; 1,234 strings, 59,232 boxes in 1.2 s".
    /// `findings` counts the findings by severity (the report may have streamed them out).
    static func summary(_ report: CheckReport, findings: [Severity: Int]) -> String {
        var counts = findings
        for problem in report.problems { counts[problem.severity, default: 0] += 1 }
        for summary in report.components { if let severity = summary.ruleSeverity { counts[severity, default: 0] += 1 } }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [
            count(counts[.error] ?? 0, "error"), count(counts[.warning] ?? 0, "warning"), count(counts[.note] ?? 0, "note"),
        ].joined(separator: ", ")
        if report.statistics.baselined > 0 { parts += " (\(report.statistics.baselined) baselined)" }
        let seconds = (report.statistics.seconds * 10).rounded() / 10
        return "headroom: \(parts); \(report.statistics.entries) strings, \(report.statistics.measurements) boxes in \(seconds) s"
    }
}
