/// Text bar button items that share a navigation bar with the element (its title): the element's
/// room is its width less each item's text, measured in the same language in `font`, and
/// `spacing` per item (`beside:` on an element, which `headroom init` writes for a navigation
/// title whose type puts text bar button items in its navigation bar).
public struct BarNeighbours: Sendable, Hashable {
    /// The items' localization keys.
    public var keys: [String]
    /// The items' font (a bar button item's title: fixed size).
    public var font: FontSpec
    /// Points taken per item besides its text (the gap to the next item or the title).
    public var spacing: Double
    /// True for a sibling text that shows one of `keys` (`oneOf: true`): the narrowest room is the
    /// width less the widest of them on one line, the widest room the width less the narrowest of
    /// them, each leaving at least half the width (the two texts share the row when both wrap).
    /// False: every key stands beside the element (bar items), and all are taken off.
    public var oneOf: Bool

    public init(keys: [String], font: FontSpec, spacing: Double, oneOf: Bool = false) {
        self.keys = keys
        self.font = font
        self.spacing = spacing
        self.oneOf = oneOf
    }
}
