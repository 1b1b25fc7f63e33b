import HeadroomCheck

/// What a writer is fed (outcomes, or findings in report order) as grouped findings, each handed
/// on once it is complete: an outcome is one at once; findings are grouped per translation
/// location (`LocationRun`), whose run holds every finding of the strings there.
struct GroupedStream {
    private var run = LocationRun()

    /// Adds a batch of findings, handing on the groups of every translation that is complete.
    mutating func add(_ findings: [Finding], _ body: (GroupedFinding) throws -> Void) rethrows {
        try run.addReported(findings) { finished in
            for group in GroupedFinding.make(finished) { try body(group) }
        }
    }

    /// Adds a batch of outcomes (after any findings still held).
    mutating func add(outcomes: [StringOutcome], _ body: (GroupedFinding) throws -> Void) rethrows {
        try finish(body)
        for outcome in outcomes {
            if let group = GroupedFinding(outcome) { try body(group) }
        }
    }

    /// Hands on what is still held (after the last batch).
    mutating func finish(_ body: (GroupedFinding) throws -> Void) rethrows {
        guard let last = run.take() else { return }
        for group in GroupedFinding.make(last) { try body(group) }
    }
}
