import DynamicType

/// A text the app lays out in the same row as a usage (`HStack { Text(title); Spacer(); Text(value) }`):
/// the usage's room is its width less that text, measured at check time in the same language and
/// `font` (`beside:` with `oneOf: true` in a manifest).
public struct BesideTexts: Sendable, Hashable {
    /// The keys the sibling may show (a property its callers set, a ternary): it shows one of them,
    /// so the narrowest room is the row less the widest of them and the widest room less the narrowest.
    public var keys: [String]
    /// The sibling's font.
    public var font: FontSpec

    public init(keys: [String], font: FontSpec) {
        self.keys = keys
        self.font = font
    }
}
