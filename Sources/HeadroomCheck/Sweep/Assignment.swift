/// One string to measure in one element of one component.
struct Assignment: Sendable {
    var component: Int
    var element: Int
    var entry: Int
    /// The key's wildcard captures: which instance of a glob component (`settings.*.title` and
    /// `settings.*.subtitle` with the same capture are one row).
    var instance: String
    /// The text to measure (arguments replaced by samples), once the sweep has computed it.
    var text: String? = nil
    /// The typeface the text is measured in, when it is not the element's (`Element.drawn`).
    var typeface: Typeface? = nil
    /// Assignments asking for the same measurement share a group number (see `Sweep.grouped`).
    var group = 0
}
