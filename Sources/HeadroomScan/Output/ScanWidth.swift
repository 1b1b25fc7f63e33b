import DynamicType

/// The width a text gets, as the narrowest and widest its box can be, with where each comes from.
/// A width the code fixes has `narrowest == widest`; what the code only bounds (a row is at most the
/// screen less its known insets) has a narrowest that rests on an estimate.
public struct ScanWidth: Sendable, Hashable {
    /// Points on the reference device: the narrowest the box can be (what a text is measured in).
    public var narrowest: Double
    /// Points on the reference device: the widest the box can be.
    public var widest: Double
    /// Where the narrowest comes from.
    public var evidence: Evidence
    /// Where the widest comes from (the same as `evidence` when the code fixes the width).
    public var boundEvidence: Evidence
    /// True when the width follows the device's (the screen less insets), false for a fixed number of points.
    public var followsDevice: Bool
    /// Whether the widest follows the device's width; the same as `followsDevice` except for a box
    /// whose narrowest is a fixed number of points while the widest is the screen less insets (an
    /// optional nib width that content contests, inside a view pinned to the screen).
    public var widestFollowsDevice: Bool
    /// With `followsDevice`: the device width is shared equally by this many items (tabs of a tab
    /// bar, segments of a control), so on every device the box is `width / columns` less the same
    /// insets as on the reference device. 1 for a box that takes the whole device width less insets.
    public var columns: Int

    /// A width the code, a nib or a catalog entry fixes: the same narrowest and widest.
    public init(points: Double, evidence: Evidence, followsDevice: Bool = false, columns: Int = 1) {
        self.init(narrowest: points, widest: points, evidence: evidence, boundEvidence: evidence, followsDevice: followsDevice,
                  columns: columns)
    }

    /// - Parameter widestFollowsDevice: whether the widest follows the device (nil: as `followsDevice`).
    public init(narrowest: Double, widest: Double, evidence: Evidence, boundEvidence: Evidence, followsDevice: Bool,
                widestFollowsDevice: Bool? = nil, columns: Int = 1) {
        self.narrowest = narrowest
        self.widest = max(narrowest, widest)
        self.evidence = evidence
        self.boundEvidence = boundEvidence
        self.followsDevice = followsDevice
        self.widestFollowsDevice = widestFollowsDevice ?? followsDevice
        self.columns = max(1, columns)
    }

    /// Whether one end of the box follows the device's width.
    public func followsDevice(widest: Bool) -> Bool { widest ? widestFollowsDevice : followsDevice }

    /// The insets that `points` on the reference device leave off the device's share
    /// (`deviceWidth / columns − points`), the same on every device when the width follows it.
    public func insets(at points: Double, deviceWidth: Double) -> Double {
        deviceWidth / Double(columns) - points
    }

    /// The width less what stands beside the text: `known` points the code or a nib gives (both ends),
    /// `estimate` points assumed (the narrowest only, and at most half of what is left: beyond that
    /// the narrow end says nothing). An `estimateWhy` with no points (a neighbour measured by the
    /// check in an estimated font) makes the width an estimate without narrowing it.
    public func less(known: Double, knownEvidence: [Evidence], estimate: Double, estimateWhy: [String]) -> ScanWidth {
        guard known > 0 || estimate > 0 || !estimateWhy.isEmpty else { return self }
        let knownWhy = knownEvidence.map(\.summary).joined(separator: "; ")
        let knownNote = known > 0 ? "; less \(Int(known.rounded())) pt beside it (\(knownWhy))" : ""
        let widest = max(1, self.widest - known)
        let left = max(1, narrowest - known)
        let narrow = min(widest, max(left / 2, left - estimate))
        let why: Evidence = estimate > 0 || !estimateWhy.isEmpty
            ? .estimate(why: evidence.summary + knownNote + "; less about \(Int(estimate.rounded())) pt: " + estimateWhy.joined(separator: "; "))
            : evidence.noting(knownNote)
        return ScanWidth(narrowest: narrow, widest: widest, evidence: why, boundEvidence: boundEvidence.noting(knownNote),
                         followsDevice: followsDevice, widestFollowsDevice: widestFollowsDevice, columns: columns)
    }

    /// The narrowest, the width a text is measured in when one number is needed.
    public var points: Double { narrowest }

    /// True when the narrowest and the widest are the same on every device.
    public var isFixed: Bool { narrowest == widest && followsDevice == widestFollowsDevice }
}
