import DynamicType

extension ScanUsage {
    /// Each usage once: the flow reaches a site once per construction of the view or call of the helper
    /// that holds it (previews included), and those copies name the same key, site and box. Usages that
    /// differ only in what their evidence says are one; the first is kept, and a different reason for
    /// being drawn is noted on it. Order is kept.
    static func distinct(_ usages: [ScanUsage]) -> [ScanUsage] {
        var out: [ScanUsage] = []
        var index: [ScanUsage: Int] = [:]
        out.reserveCapacity(usages.count)
        for usage in usages {
            let box = usage.box
            guard let i = index[box] else {
                index[box] = out.count
                out.append(usage)
                continue
            }
            if let other = usage.drawn, let kept = out[i].drawn, other != kept, !kept.summary.contains(other.summary) {
                out[i].drawn = kept.noting("; also \(other.summary)")
            }
        }
        return out
    }

    /// The usage with each evidence reduced to whether it is known: what a box is, not why.
    private var box: ScanUsage {
        func kind(_ e: Evidence?) -> Evidence? { e.map { $0.isKnown ? .manifest(line: 0) : .estimate(why: "") } }
        var u = self
        u.font?.evidence = kind(font?.evidence)!
        u.linesEvidence = kind(linesEvidence)
        u.width?.evidence = kind(width?.evidence)!
        u.width?.boundEvidence = kind(width?.boundEvidence)!
        u.drawn = kind(drawn)
        return u
    }
}
