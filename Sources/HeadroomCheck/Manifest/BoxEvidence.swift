import DynamicType

/// Where each dimension of an element's box comes from (`evidence:` in the manifest, written by
/// `headroom init` and `sources:` from the scan; a hand-written element's dimensions are its
/// manifest line), and which of them the manifest confirms (`confirmed:`). The checking core caps
/// at warning every fit verdict that rests on an unconfirmed estimate.
public struct BoxEvidence: Sendable, Hashable, Codable {
    public var font: Evidence
    public var lines: Evidence
    /// Where the narrowest width comes from.
    public var width: Evidence
    /// Where the widest width comes from, when the manifest gives the width as bounds (`{min:, max:}`).
    public var widthBound: Evidence?
    /// Where the most lines come from, when the manifest gives the line limit as bounds.
    public var linesBound: Evidence?
    public var drawn: Evidence
    /// Dimensions confirmed in the manifest (`confirmed: [width]`, `confirmed: true`): known from then on.
    public var confirmed: Set<BoxDimension> = []

    /// Every dimension written in the manifest at `line`.
    public init(manifestLine line: Int) {
        let written = Evidence.manifest(line: line)
        self.init(font: written, lines: written, width: written, drawn: written)
    }

    public init(font: Evidence, lines: Evidence, width: Evidence, widthBound: Evidence? = nil, drawn: Evidence) {
        self.font = font
        self.lines = lines
        self.width = width
        self.widthBound = widthBound
        self.drawn = drawn
    }

    /// The evidence for one dimension (the narrowest for the width).
    public subscript(_ dimension: BoxDimension) -> Evidence {
        get {
            switch dimension {
            case .font: font
            case .lines: lines
            case .width: width
            case .drawn: drawn
            }
        }
        set {
            switch dimension {
            case .font: font = newValue
            case .lines: lines = newValue
            case .width: width = newValue
            case .drawn: drawn = newValue
            }
        }
    }

    /// The dimensions that rest on an estimate nobody confirmed, with the estimate, in `BoxDimension` order.
    public var assumptions: [Assumption] {
        BoxDimension.allCases.compactMap { d in
            let e = self[d]
            return e.isKnown || confirmed.contains(d) ? nil : Assumption(dimension: d, evidence: e)
        }
    }

    /// True when the widest the box can be is known (documented, read or written), so a text that
    /// overflows even it truncates whatever the estimate.
    public var isBoundKnown: Bool { widthBound?.isKnown ?? false }

    /// True when the most lines the label can show are known: a text over even them truncates.
    public var isLinesBoundKnown: Bool { linesBound?.isKnown ?? false }
}
