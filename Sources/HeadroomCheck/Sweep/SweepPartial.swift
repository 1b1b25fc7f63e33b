/// What one worker produced; merged in a fixed order afterwards.
struct SweepPartial: Sendable {
    /// One per string with something to report.
    var outcomes: [StringOutcome] = []
    /// Every box of the replayed key (`CheckOptions.replayKey`).
    var replays: [BoxReplay] = []
    var problems: [Problem] = []
    var verdicts: [Verdict: Int] = [:]
    var measurements = 0
    var baselined = 0
    var ignored = 0
    /// Findings left out by `--cause`.
    var otherCause = 0
    /// Categories (bit = index) at which an adaptive title truncates horizontally.
    var titleMasks: [InstanceKey: UInt16] = [:]
    /// Categories at which any element truncates horizontally.
    var horizontalMasks: [GroupKey: UInt16] = [:]
    var strings: [GroupKey: Int] = [:]

    mutating func merge(_ other: SweepPartial) {
        outcomes += other.outcomes
        replays += other.replays
        problems += other.problems
        for (verdict, count) in other.verdicts { verdicts[verdict, default: 0] += count }
        measurements += other.measurements
        baselined += other.baselined
        ignored += other.ignored
        otherCause += other.otherCause
        for (key, mask) in other.titleMasks { titleMasks[key, default: 0] |= mask }
        for (key, mask) in other.horizontalMasks { horizontalMasks[key, default: 0] |= mask }
        for (key, count) in other.strings { strings[key, default: 0] += count }
    }
}
