import HeadroomCheck

/// The findings of one translation (file, line, column) as they arrive in report order. Findings
/// are sorted by location first, so every finding of one string in a box (component element,
/// key, locale, variant, device) is in one run: a writer groups a finished run and lets it go.
/// A run holds at most categories × devices × components using the key, whatever the run's size.
struct LocationRun {
    private(set) var findings: [Finding] = []

    /// Adds `finding`; when it starts another translation, returns the finished run first.
    mutating func add(_ finding: Finding) -> [Finding]? {
        guard let last = findings.last, last.location != finding.location else {
            findings.append(finding)
            return nil
        }
        let finished = findings
        findings = [finding]
        return finished
    }

    /// Adds each reported finding (not `ignore`) of a batch, handing every finished run to `finished`.
    mutating func addReported(_ batch: [Finding], _ finished: ([Finding]) throws -> Void) rethrows {
        for finding in batch where finding.severity != .ignore {
            if let run = add(finding) { try finished(run) }
        }
    }

    /// The last run (after the last batch), if any.
    mutating func take() -> [Finding]? {
        guard !findings.isEmpty else { return nil }
        defer { findings = [] }
        return findings
    }
}
